import { describe, expect, it } from "vitest";
import { pageSizeForViewport, viewportWidthOf } from "~/events/page-size";

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

describe("viewportWidthOf", () => {
  it("prefers the client hint over the cookie", () => {
    expect(viewportWidthOf(new Headers({ "Sec-CH-Viewport-Width": "1700", Cookie: "vw=800" }))).toBe(1700);
  });

  it("reads the vw cookie among others", () => {
    expect(viewportWidthOf(new Headers({ Cookie: "language=ImVuIg%3D%3D; vw=1280; other=1" }))).toBe(1280);
  });

  it("ignores garbage and absence", () => {
    expect(viewportWidthOf(new Headers({ Cookie: "vw=wide" }))).toBeUndefined();
    expect(viewportWidthOf(new Headers({ "Sec-CH-Viewport-Width": "-5" }))).toBeUndefined();
    expect(viewportWidthOf(new Headers())).toBeUndefined();
  });
});
