import { describe, expect, it } from "vitest";
import { mainHeadingText, sanitizeLegalHtml } from "~/legal/legal-html.server";

describe("sanitizeLegalHtml", () => {
  it("keeps headings, paragraphs, lists and safe links", () => {
    const html = '<h1>Regulamin</h1><h2>§ 1</h2><p>Tekst <strong>ważny</strong></p><ol><li>jeden</li></ol><a href="https://example.org/a">link</a>';
    expect(sanitizeLegalHtml(html)).toBe(
      '<h1>Regulamin</h1><h2>§ 1</h2><p>Tekst <strong>ważny</strong></p><ol><li>jeden</li></ol><a href="https://example.org/a" rel="noopener noreferrer">link</a>',
    );
  });

  it("removes scripts, styles, iframes and their content", () => {
    const html = '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe><p>b</p>';
    expect(sanitizeLegalHtml(html)).toBe("<p>a</p><p>b</p>");
  });

  it("removes event handlers and inline styles", () => {
    expect(sanitizeLegalHtml('<p onclick="steal()" style="color:red">x</p><img src=x onerror="steal()">')).toBe("<p>x</p>");
  });

  it("drops javascript:, data: and protocol-relative URLs", () => {
    expect(sanitizeLegalHtml('<a href="javascript:alert(1)">a</a>')).toBe('<a rel="noopener noreferrer">a</a>');
    expect(sanitizeLegalHtml('<a href="JaVaScRiPt&colon;alert(1)">a</a>')).toBe('<a rel="noopener noreferrer">a</a>');
    expect(sanitizeLegalHtml('<a href="data:text/html,<script>">a</a>')).toBe('<a rel="noopener noreferrer">a</a>');
    expect(sanitizeLegalHtml('<a href="//evil.example/x">a</a>')).toBe('<a rel="noopener noreferrer">a</a>');
  });

  it("reads the text of its h1 for the page's title", () => {
    expect(mainHeadingText(sanitizeLegalHtml("<h1>Regulamin portalu\n  <strong>Festiwalu</strong> Nauki</h1><h1>Drugi</h1>"))).toBe("Regulamin portalu Festiwalu Nauki");
    expect(mainHeadingText(sanitizeLegalHtml("<h1 title=\"x\">Zasady &amp; warunki &lt;2025&gt;</h1>"))).toBe("Zasady & warunki <2025>");
    expect(mainHeadingText(sanitizeLegalHtml("<h1> </h1><p>Tekst</p>"))).toBe("");
  });

  it("tells a text without an h1, whose page shows the portal's own", () => {
    expect(mainHeadingText(sanitizeLegalHtml("<h2>§ 1</h2><p>h1</p>"))).toBeUndefined();
  });
});
