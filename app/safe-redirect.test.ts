import { describe, expect, it } from "vitest";
import { sameSiteRedirectTarget } from "~/safe-redirect";

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
    ["a non-string", 42],
    ["nothing", null],
  ])("falls back for %s", (_name, candidate) => {
    expect(sameSiteRedirectTarget(candidate, "/fallback")).toBe("/fallback");
  });

  it("drops the fragment", () => {
    expect(sameSiteRedirectTarget("/statute#section")).toBe("/statute");
  });
});
