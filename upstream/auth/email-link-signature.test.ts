import { describe, expect, it } from "vitest";
import { EMAIL_LINK_TTL_SECONDS, isEmailLinkValid, signEmailLink } from "./email-link-signature";

describe("the e-mail link's signature", () => {
  const key = "klucz-testowy";
  const sentAt = Date.parse("2026-11-27T10:00:00Z");
  const link = signEmailLink(key, 42, "Jan@Example.org", sentAt);

  it("holds for an hour after it was sent, and not a second longer", () => {
    expect(EMAIL_LINK_TTL_SECONDS).toBe(60 * 60);
    expect(isEmailLinkValid(key, link, sentAt + 3_599_000)).toBe(true);
    expect(isEmailLinkValid(key, link, sentAt + 3_601_000)).toBe(false);
  });

  it("holds only with the key it was signed with and every part as it was sent", () => {
    expect(isEmailLinkValid("inny-klucz", link, sentAt)).toBe(false);
    for (const changed of [{ id: "43" }, { hash: "0".repeat(40) }, { expires: String(Number(link.expires) + 3600) }, { signature: "ab" }]) {
      expect(isEmailLinkValid(key, { ...link, ...changed }, sentAt), JSON.stringify(changed)).toBe(false);
    }
  });
});
