import { describe, expect, it } from "vitest";
import { refererReturnPath, sameSiteRedirectTarget } from "~/http/safe-redirect";

describe("sameSiteRedirectTarget", () => {
  it("keeps a relative path with its query", () => {
    expect(sameSiteRedirectTarget("/event/3?title=las&page=2")).toBe("/event/3?title=las&page=2");
  });

  it.each([
    ["an absolute URL", "https://evil.example/"],
    ["a protocol-relative URL", "//evil.example/x"],
    ["a backslash that browsers read as a slash", "/\\evil.example"],
    ["a scheme", "javascript:alert(1)"],
    ["a relative path without a slash", "event/3"],
    ["a control character", "/\t/evil.example"],
    ["dot segments that resolve to a protocol-relative path", "/.//evil.example"],
    ["a parent segment that does the same", "/a/..//evil.example/phish"],
    ["an encoded dot segment", "/%2e//evil.example"],
    ["a non-string", 42],
    ["nothing", null],
  ])("falls back for %s", (_name, candidate) => {
    expect(sameSiteRedirectTarget(candidate, "/fallback")).toBe("/fallback");
  });

  it("drops the fragment", () => {
    expect(sameSiteRedirectTarget("/statute#section")).toBe("/statute");
  });
});

describe("refererReturnPath", () => {
  const fromReferer = (referer: string | undefined) =>
    refererReturnPath(new Request("http://portal.test/event/3/favourite", { method: "POST", headers: referer === undefined ? {} : { Referer: referer } }), "/event/3");

  it("returns to the same-site page the form was on, with its query", () => {
    expect(fromReferer("http://portal.test/?title=las&page=2#card")).toBe("/?title=las&page=2");
  });

  it.each([
    ["no Referer", undefined],
    ["another site", "https://evil.example/"],
    ["an unparsable URL", "http://[::1"],
    ["colons only", ":::"],
    ["a relative path", "/event/4"],
    ["the same host on another scheme", "https://portal.test/"],
  ])("falls back for %s", (_name, referer) => {
    expect(fromReferer(referer)).toBe("/event/3");
  });
});
