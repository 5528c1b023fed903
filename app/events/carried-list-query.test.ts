import { describe, expect, it } from "vitest";
import { carriedListQuery, pathKeepingListQuery, withCarriedListQuery } from "~/events/carried-list-query";

describe("the list's query carried along (spec §2)", () => {
  it("keeps the list's filters and page, as the URL has them", () => {
    expect(carriedListQuery("?page=2&category=Pokaz&organizator=Akwarium+Gdy%C5%84skie")).toBe(
      "page=2&category=Pokaz&organizator=Akwarium+Gdy%C5%84skie",
    );
  });

  it("leaves behind what is not the list's: a login's return path, a confirmation, a gate's token, empty values", () => {
    expect(carriedListQuery("?redirectTo=%2Fuser%2Fevents&confirm=cancel&access=secret")).toBe("");
    expect(carriedListQuery("?confirm=cancel&title=latarnie&speaker=")).toBe("title=latarnie");
    expect(carriedListQuery("")).toBe("");
  });

  it("carries nothing when the query is outsized, so a page's links stay small", () => {
    const places = (count: number) => new URLSearchParams(Array.from({ length: count }, (_, index) => ["localization", `Miejsce ${index}`]));
    expect(carriedListQuery(`?${places(200)}`)).toBe("");
    expect(carriedListQuery(`?${places(5)}`)).toBe(places(5).toString());
  });

  it("goes after a path's own query, and adds nothing when there is none to carry", () => {
    expect(withCarriedListQuery("/event/7", "page=2")).toBe("/event/7?page=2");
    expect(withCarriedListQuery("/event/7?confirm=cancel", "page=2")).toBe("/event/7?confirm=cancel&page=2");
    expect(withCarriedListQuery("/event/7?confirm=cancel", "")).toBe("/event/7?confirm=cancel");
  });

  it("is taken from the URL a form posted to, and only the list's part of it", () => {
    const request = new Request("http://portal.test/event/7/cancel?category=Pokaz&confirm=cancel&page=2", { method: "POST" });
    expect(pathKeepingListQuery("/event/7", request)).toBe("/event/7?category=Pokaz&page=2");
    expect(pathKeepingListQuery("/event/7?confirm=cancel", new Request("http://portal.test/event/7/cancel"))).toBe("/event/7?confirm=cancel");
  });
});
