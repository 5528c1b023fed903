import { describe, expect, it } from "vitest";
import { imageSources } from "./security-headers";

describe("imageSources (the CSP's img-src)", () => {
  it("takes images from the portal and any https site, the default tiles included", () => {
    expect(imageSources("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png")).toEqual(["'self'", "data:", "blob:", "https:"]);
    expect(imageSources()).toEqual(["'self'", "data:", "blob:", "https:"]);
  });

  it("adds a plain-http tile server's origin, which MAP_TILE_URL is allowed to name", () => {
    expect(imageSources("http://tiles.intranet:8080/{z}/{x}/{y}.png")).toContain("http://tiles.intranet:8080");
    expect(imageSources("http://{s}.tiles.intranet/{z}/{x}/{y}.png?key=1")).toContain("http://*.tiles.intranet");
  });
});
