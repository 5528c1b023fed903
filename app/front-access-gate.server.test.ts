import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { frontAccessDecision, readGateConfig, type GateConfig } from "~/front-access-gate.server";

const token = "open-sesame";
const grantedDigest = createHash("sha256").update(token).digest("hex");
const gate: GateConfig = { enabled: true, token, opensAt: new Date("2026-09-12T08:00:00Z") };
const beforeOpening = new Date("2026-09-01T12:00:00Z");
const url = (path: string) => new URL(path, "http://portal.test");

describe("frontAccessDecision", () => {
  it("sends a visitor without access to /soon with the query of the page they asked for", () => {
    expect(frontAccessDecision(url("/event/3?title=las"), undefined, gate, beforeOpening)).toEqual({
      kind: "redirect",
      location: "/soon?title=las",
      grantAccess: false,
    });
  });

  it("shows /soon itself, closed, to a visitor without access", () => {
    expect(frontAccessDecision(url("/soon"), undefined, gate, beforeOpening)).toEqual({ kind: "closed" });
  });

  it("grants access for the right token and returns to the same URL without it", () => {
    expect(frontAccessDecision(url("/event/3?access=open-sesame&page=2"), undefined, gate, beforeOpening)).toEqual({
      kind: "redirect",
      location: "/event/3?page=2",
      grantAccess: true,
    });
  });

  it("ignores a wrong token and does not carry it along", () => {
    expect(frontAccessDecision(url("/?access=guess&page=2"), undefined, gate, beforeOpening)).toEqual({
      kind: "redirect",
      location: "/soon?page=2",
      grantAccess: false,
    });
  });

  it("lets a visitor with access through and sends them from /soon home", () => {
    expect(frontAccessDecision(url("/event/3"), grantedDigest, gate, beforeOpening)).toEqual({ kind: "pass" });
    expect(frontAccessDecision(url("/soon?page=2"), grantedDigest, gate, beforeOpening)).toEqual({
      kind: "redirect",
      location: "/?page=2",
      grantAccess: false,
    });
  });

  it("refuses access granted with a token that has since changed", () => {
    const staleDigest = createHash("sha256").update("old-token").digest("hex");
    expect(frontAccessDecision(url("/"), staleDigest, gate, beforeOpening).kind).toBe("redirect");
  });

  it("opens for everyone at GATE_OPENS_AT", () => {
    expect(frontAccessDecision(url("/"), undefined, gate, new Date("2026-09-12T08:00:00Z"))).toEqual({ kind: "pass" });
  });

  it("passes everything when the gate is disabled", () => {
    expect(frontAccessDecision(url("/event/1"), undefined, { ...gate, enabled: false }, beforeOpening)).toEqual({ kind: "pass" });
  });
});

describe("readGateConfig", () => {
  it("is off unless GATE_ENABLED is exactly true", () => {
    expect(readGateConfig({ GATE_ENABLED: "1" }).enabled).toBe(false);
    expect(readGateConfig({ GATE_ENABLED: "true", GATE_TOKEN: "x" })).toEqual({ enabled: true, token: "x", opensAt: undefined });
  });

  it("ignores an opening time that is not a date", () => {
    expect(readGateConfig({ GATE_ENABLED: "true", GATE_TOKEN: "x", GATE_OPENS_AT: "soon" }).opensAt).toBeUndefined();
  });
});
