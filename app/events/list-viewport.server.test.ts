import { describe, expect, it } from "vitest";
import { listViewportOf, viewportWidthOf } from "~/events/list-viewport.server";

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

describe("listViewportOf", () => {
  it("opens the filter panel above 1200 px only, so one page size can hold both states", () => {
    expect(listViewportOf(new Headers({ "Sec-CH-Viewport-Width": "1100" }))).toMatchObject({ pageSize: 9, filterPanelOpen: false });
    expect(listViewportOf(new Headers({ "Sec-CH-Viewport-Width": "1201" }))).toMatchObject({ pageSize: 9, filterPanelOpen: true });
    expect(listViewportOf(new Headers({ Cookie: "vw=1700" }))).toMatchObject({ pageSize: 16, filterPanelOpen: true });
    expect(listViewportOf(new Headers())).toMatchObject({ pageSize: 12, filterPanelOpen: false });
  });

  it("says whether the width was told or the page size is the default's guess (the list asks again with JS)", () => {
    expect(listViewportOf(new Headers()).widthKnown).toBe(false);
    expect(listViewportOf(new Headers({ Cookie: "vw=abc" })).widthKnown).toBe(false);
    expect(listViewportOf(new Headers({ Cookie: "vw=390" })).widthKnown).toBe(true);
    expect(listViewportOf(new Headers({ "Sec-CH-Viewport-Width": "390" })).widthKnown).toBe(true);
  });

  it("reads Node's header object as the page cache has it", () => {
    expect(listViewportOf({ cookie: "language=ImVuIg%3D%3D; vw=1700", "sec-ch-ua-mobile": "?1" })).toEqual({
      pageSize: 16,
      widthKnown: true,
      filterPanelOpen: true,
      widthHintCritical: false,
    });
    expect(listViewportOf({ "sec-ch-viewport-width": "1100" })).toEqual({ pageSize: 9, widthKnown: true, filterPanelOpen: false, widthHintCritical: false });
  });

  it("asks again for a missing width hint, except of a phone, whose page size is the default anyway", () => {
    expect(listViewportOf(new Headers({ "Sec-CH-UA-Mobile": "?0" })).widthHintCritical).toBe(true);
    expect(listViewportOf(new Headers({ Cookie: "vw=1280" })).widthHintCritical).toBe(true);
    expect(listViewportOf(new Headers({ "Sec-CH-UA-Mobile": "?1" })).widthHintCritical).toBe(false);
    expect(listViewportOf(new Headers({ "Sec-CH-Viewport-Width": "1280", "Sec-CH-UA-Mobile": "?0" })).widthHintCritical).toBe(false);
  });
});
