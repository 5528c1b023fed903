import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { serverI18n, translatorFor } from "./i18next.server";

describe("the server's texts, each worked out once per key and values", () => {
  it("gives each count its own plural form, the same on every call", () => {
    const t = translatorFor("pl", "events");
    const texts = [1, 2, 5, 22, 1, 2, 5, 22].map((count) => t("list.found", { count }));
    expect(new Set(texts).size).toBe(4);
    expect(texts.slice(4)).toEqual(texts.slice(0, 4));
    expect(texts[0]).toBe(serverI18n("pl").getFixedT("pl", "events")("list.found", { count: 1 }));
  });

  it("keeps each language's texts apart: each gives its own locale file's text", () => {
    const fileText = (language: string) =>
      (JSON.parse(readFileSync(`locales/${language}/events.json`, "utf8")) as { filters: { apply: string } }).filters.apply;
    // The Polish text first, so a remembered text of one language would be what the other gives.
    const polish = translatorFor("pl", "events")("filters.apply");
    const english = translatorFor("en", "events")("filters.apply");
    expect(polish).toBe(fileText("pl"));
    expect(english).toBe(fileText("en"));
    expect(english).not.toBe(polish);
  });

  it("passes calls with other options, such as objects, to i18next unchanged", () => {
    const t = translatorFor("en", "events");
    const priceTypes = t("filters.priceTypes", { returnObjects: true });
    expect(priceTypes).toEqual({ free: "Free", notfree: "Paid" });
  });
});
