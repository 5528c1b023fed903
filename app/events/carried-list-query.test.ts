import { describe, expect, it } from "vitest";
import { carriedListQuery } from "~/events/carried-list-query";

describe("the list's query carried along (spec §2)", () => {
  it("keeps the list's filters and page, in the list's own order", () => {
    expect(carriedListQuery("?page=2&category=Pokaz&organizator=Akwarium+Gdy%C5%84skie")).toBe(
      "organizator=Akwarium+Gdy%C5%84skie&category=Pokaz&page=2",
    );
  });

  it("leaves behind what is not the list's: a login's return path, a confirmation, a gate's token", () => {
    expect(carriedListQuery("?redirectTo=%2Fuser%2Fevents&confirm=cancel&access=secret")).toBe("");
    expect(carriedListQuery("?confirm=cancel&title=latarnie")).toBe("title=latarnie");
  });

  it("carries nothing when the query is outsized, so a page's links stay small", () => {
    const many = new URLSearchParams(Array.from({ length: 200 }, (_, index) => ["localization", `Miejsce ${index}`]));
    expect(carriedListQuery(`?${many}`)).toBe("");
    expect(carriedListQuery(`?${new URLSearchParams(Array.from({ length: 5 }, (_, index) => ["localization", `Miejsce ${index}`]))}`)).not.toBe("");
  });

  it("drops defaults and values the list would ignore, so the links carry its one short URL", () => {
    expect(carriedListQuery("?time_min=00:00&time_max=23:59&page=1&date=tomorrow&price_types=gratis")).toBe("");
    expect(carriedListQuery("")).toBe("");
  });
});
