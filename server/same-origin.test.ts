import { describe, expect, it } from "vitest";
import { isSameOriginRequest } from "./same-origin";

const host = "festiwal.example.org";
const post = (headers: { origin?: string; fetchSite?: string }) => ({ method: "POST", host, origin: headers.origin, fetchSite: headers.fetchSite });

describe("isSameOriginRequest", () => {
  it("lets the portal's own pages post, with or without Fetch Metadata", () => {
    expect(isSameOriginRequest(post({ origin: `https://${host}`, fetchSite: "same-origin" }))).toBe(true);
    expect(isSameOriginRequest(post({ origin: `https://${host}` }))).toBe(true);
    expect(isSameOriginRequest(post({ fetchSite: "same-origin" }))).toBe(true);
    expect(isSameOriginRequest(post({ fetchSite: "none" }))).toBe(true);
  });

  it("refuses another site's Origin, an opaque one and one that is no URL", () => {
    for (const origin of ["https://evil.example", `https://${host}.evil.example`, "null", "", "not a url"]) {
      expect(isSameOriginRequest(post({ origin })), origin).toBe(false);
    }
  });

  it("refuses a request without Origin that Fetch Metadata marks as from another site", () => {
    expect(isSameOriginRequest(post({ fetchSite: "cross-site" }))).toBe(false);
    expect(isSameOriginRequest(post({ fetchSite: "same-site" }))).toBe(false);
  });

  it("trusts Origin over Fetch Metadata when both are sent", () => {
    expect(isSameOriginRequest(post({ origin: "https://evil.example", fetchSite: "same-origin" }))).toBe(false);
  });

  it("leaves a request with neither header to the SameSite cookie, and never checks GET, HEAD or OPTIONS", () => {
    expect(isSameOriginRequest(post({}))).toBe(true);
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(isSameOriginRequest({ method, host, origin: "https://evil.example", fetchSite: "cross-site" })).toBe(true);
    }
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      expect(isSameOriginRequest({ method, host, origin: "https://evil.example", fetchSite: undefined })).toBe(false);
    }
  });
});
