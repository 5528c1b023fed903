import { describe, expect, it } from "vitest";
import { loginReturningTo, refererReturnPath, requestedReturnPath, sameSiteRedirectTarget } from "~/http/safe-redirect";

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

describe("requestedReturnPath", () => {
  const askedFor = (url: string) => requestedReturnPath(new Request(url), "/user/events");

  it("reads back the page loginReturningTo names, with its query", () => {
    expect(askedFor(`http://portal.test${loginReturningTo("/user/info?tab=password")}`)).toBe("/user/info?tab=password");
  });

  it.each([
    ["no redirectTo", "http://portal.test/login"],
    ["another site", "http://portal.test/login?redirectTo=%2F%2Fevil.example%2F"],
    ["an absolute URL", "http://portal.test/login?redirectTo=https%3A%2F%2Fevil.example%2F"],
  ])("falls back for %s", (_name, url) => {
    expect(askedFor(url)).toBe("/user/events");
  });
});
