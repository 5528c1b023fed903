import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { serverI18n } from "~/i18n/i18next.server";
import { TextWithElements } from "./TextWithElements";

const html = (element: ReactElement) => renderToStaticMarkup(element);

describe("TextWithElements", () => {
  it("makes a tag its element, with the tag's words as the element's children", () => {
    expect(html(<TextWithElements text="Read the <privacy>privacy policy</privacy>." elements={{ privacy: <em /> }} />)).toBe(
      "Read the <em>privacy policy</em>.",
    );
  });

  it("keeps the text before, between and after several tags", () => {
    const text = "I accept the <statute>terms</statute> and the <privacy>privacy policy</privacy> today.";
    const elements = { statute: <em />, privacy: <strong /> };
    expect(html(<TextWithElements text={text} elements={elements} />)).toBe(
      "I accept the <em>terms</em> and the <strong>privacy policy</strong> today.",
    );
  });

  it("keeps an element's own props", () => {
    expect(html(<TextWithElements text="<entity>Fundacja</entity> declares" elements={{ entity: <span id="a11y-podmiot" /> }} />)).toBe(
      '<span id="a11y-podmiot">Fundacja</span> declares',
    );
  });

  it("fills the values in and out of tags", () => {
    const text = "<entity>{{entityName}}</entity> runs <site>{{ siteName }} – events</site>";
    const elements = { entity: <span />, site: <em /> };
    expect(html(<TextWithElements text={text} values={{ entityName: "Fundacja", siteName: "Festiwal" }} elements={elements} />)).toBe(
      '<span>Fundacja</span> runs <em>Festiwal – events</em>',
    );
  });

  it("renders a value that looks like markup as text, never as a tag", () => {
    const text = "Code sent to <phone>{{phone}}</phone> ({{phone}}).";
    const phone = "<b>600</b> <phone>700</phone>";
    expect(html(<TextWithElements text={text} values={{ phone }} elements={{ phone: <strong /> }} />)).toBe(
      "Code sent to <strong>&lt;b&gt;600&lt;/b&gt; &lt;phone&gt;700&lt;/phone&gt;</strong> (&lt;b&gt;600&lt;/b&gt; &lt;phone&gt;700&lt;/phone&gt;).",
    );
  });

  it("renders a tag it has no element for as its words only", () => {
    expect(html(<TextWithElements text="See <outbox>the outbox</outbox> now." />)).toBe("See the outbox now.");
  });

  it("renders a text without tags as it is, escaped by React", () => {
    expect(html(<TextWithElements text="No tags: 1 < 2 & 3 > 2." />)).toBe("No tags: 1 &lt; 2 &amp; 3 &gt; 2.");
  });

  it("leaves a placeholder it has no value for as it is", () => {
    expect(html(<TextWithElements text="To {{phone}}." />)).toBe("To {{phone}}.");
  });

  it("gets from the portal's i18next, called without values, the placeholders it fills in itself", () => {
    const text = serverI18n("en").t("registration:sms.sentTo");
    expect(text).toContain("<phone>{{phone}}</phone>");
    expect(html(<TextWithElements text={text} values={{ phone: "+48 <i>600</i>" }} elements={{ phone: <strong /> }} />)).toBe(
      "We have texted a 6-digit code to <strong>+48 &lt;i&gt;600&lt;/i&gt;</strong>.",
    );
  });
});
