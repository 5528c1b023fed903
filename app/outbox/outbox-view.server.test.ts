import { describe, expect, it } from "vitest";
import { testLoadContext, testPortalConfig } from "../../tests/support/test-portal-config";
import { isLoopbackAddress, outboxServedTo } from "./outbox-view.server";

describe("the outbox through the portal (ARCHITECTURE.md 'Decisions')", () => {
  it("is served only with OUTBOX_VIEW=1 and only to a client on this machine", () => {
    const demo = testPortalConfig(undefined, { OUTBOX_VIEW: "1" });
    expect(outboxServedTo({ ...testLoadContext(demo), clientAddress: "127.0.0.1" })).toBe(true);
    expect(outboxServedTo({ ...testLoadContext(demo), clientAddress: "203.0.113.7" })).toBe(false);
    expect(outboxServedTo({ ...testLoadContext(testPortalConfig()), clientAddress: "127.0.0.1" })).toBe(false);
  });

  it("counts 127.0.0.0/8 and ::1 as loopback, in every spelling Node gives, and nothing else", () => {
    for (const address of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1", "0:0:0:0:0:0:0:1"]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of ["10.0.0.1", "::ffff:10.0.0.1", "::", "fe80::1", "128.0.0.1", "unknown", "", "127.0.0.1.evil"]) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
  });
});
