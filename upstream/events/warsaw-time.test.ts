import { describe, expect, it } from "vitest";
import { toWarsawIso } from "./warsaw-time";

describe("toWarsawIso", () => {
  it("uses +02:00 in summer and +01:00 in winter, naming the same instant", () => {
    const summer = new Date("2026-09-12T08:00:00Z");
    const winter = new Date("2026-12-01T23:30:15Z");
    expect(toWarsawIso(summer)).toBe("2026-09-12T10:00:00+02:00");
    expect(toWarsawIso(winter)).toBe("2026-12-02T00:30:15+01:00");
    expect(new Date(toWarsawIso(winter)).getTime()).toBe(winter.getTime());
  });
});
