import { describe, expect, it } from "vitest";
import { pageSizeForViewport, slicePage, visiblePages } from "~/events/pagination";

describe("slicePage", () => {
  const items = Array.from({ length: 25 }, (_, index) => index + 1);

  it("cuts the requested page", () => {
    expect(slicePage(items, 2, 12)).toEqual({ items: [13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24], page: 2, pageCount: 3, total: 25 });
    expect(slicePage(items, 3, 12).items).toEqual([25]);
  });

  it("clamps a page past the end to the last page and below 1 to the first", () => {
    expect(slicePage(items, 9, 12).page).toBe(3);
    expect(slicePage(items, 0, 12).page).toBe(1);
  });

  it("has one empty page for an empty list", () => {
    expect(slicePage([], 1, 12)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });
});

describe("visiblePages (spec §9: 4 links)", () => {
  it("shows up to four pages around the current one", () => {
    expect(visiblePages(1, 10)).toEqual([1, 2, 3, 4]);
    expect(visiblePages(2, 10)).toEqual([1, 2, 3, 4]);
    expect(visiblePages(5, 10)).toEqual([4, 5, 6, 7]);
    expect(visiblePages(10, 10)).toEqual([7, 8, 9, 10]);
    expect(visiblePages(9, 10)).toEqual([7, 8, 9, 10]);
  });

  it("shows every page when there are fewer than four", () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
  });
});

describe("pageSizeForViewport (spec §9)", () => {
  it("is 16 above 1600 px, 9 above 1024 px, 12 otherwise and when unknown", () => {
    expect(pageSizeForViewport(1920)).toBe(16);
    expect(pageSizeForViewport(1601)).toBe(16);
    expect(pageSizeForViewport(1600)).toBe(9);
    expect(pageSizeForViewport(1025)).toBe(9);
    expect(pageSizeForViewport(1024)).toBe(12);
    expect(pageSizeForViewport(375)).toBe(12);
    expect(pageSizeForViewport(undefined)).toBe(12);
  });
});
