import { describe, expect, it } from "vitest";
import { readGateConfig } from "./server-config";

describe("readGateConfig", () => {
  it("is off unless GATE_ENABLED is exactly true", () => {
    expect(readGateConfig({ GATE_ENABLED: "1" }).enabled).toBe(false);
    expect(readGateConfig({ GATE_ENABLED: "true", GATE_TOKEN: "x" })).toEqual({ enabled: true, token: "x", opensAt: undefined });
  });

  it("reads the opening time as an ISO time, and ignores one that is not a date", () => {
    expect(readGateConfig({ GATE_ENABLED: "true", GATE_OPENS_AT: "2026-09-12T10:00:00+02:00" }).opensAt).toEqual(new Date("2026-09-12T08:00:00Z"));
    expect(readGateConfig({ GATE_ENABLED: "true", GATE_TOKEN: "x", GATE_OPENS_AT: "soon" }).opensAt).toBeUndefined();
  });
});
