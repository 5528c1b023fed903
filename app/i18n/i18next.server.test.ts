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

  it("keeps each language's texts apart", () => {
    expect(translatorFor("pl", "events")("filters.apply")).not.toBe(translatorFor("en", "events")("filters.apply"));
    expect(translatorFor("en", "events")("filters.apply")).toBe(translatorFor("en", "events")("filters.apply"));
  });

  it("passes calls with other options, such as objects, to i18next unchanged", () => {
    const t = translatorFor("en", "events");
    const priceTypes = t("filters.priceTypes", { returnObjects: true });
    expect(priceTypes).toEqual({ free: "Free", notfree: "Paid" });
  });
});
