import { describe, expect, it } from "vitest";
import { toWarsawIso, warsawWallTimeIso } from "./warsaw-time";

describe("toWarsawIso", () => {
  it("uses +02:00 in summer and +01:00 in winter, naming the same instant", () => {
    const summer = new Date("2026-09-12T08:00:00Z");
    const winter = new Date("2026-12-01T23:30:15Z");
    expect(toWarsawIso(summer)).toBe("2026-09-12T10:00:00+02:00");
    expect(toWarsawIso(winter)).toBe("2026-12-02T00:30:15+01:00");
    expect(new Date(toWarsawIso(winter)).getTime()).toBe(winter.getTime());
  });
});

describe("warsawWallTimeIso", () => {
  it("gives a Warsaw wall-clock time the offset Warsaw had then", () => {
    expect(warsawWallTimeIso("2026-11-28", "11:00:00")).toBe("2026-11-28T11:00:00+01:00");
    expect(warsawWallTimeIso("2026-09-12", "10:00:00")).toBe("2026-09-12T10:00:00+02:00");
    expect(new Date(warsawWallTimeIso("2026-09-12", "10:00:00")).getTime()).toBe(Date.parse("2026-09-12T08:00:00Z"));
  });

  it("reads the hours around the changes of the clock by the offset of the instant they name", () => {
    // 25 October 2026: 03:00 summer time became 02:00 winter time; 01:30 was summer time, 03:30 winter.
    expect(warsawWallTimeIso("2026-10-25", "01:30:00")).toBe("2026-10-25T01:30:00+02:00");
    expect(warsawWallTimeIso("2026-10-25", "03:30:00")).toBe("2026-10-25T03:30:00+01:00");
    // 29 March 2026: 02:00 winter time became 03:00 summer time; 04:00 was summer time, 01:00 winter.
    expect(warsawWallTimeIso("2026-03-29", "04:00:00")).toBe("2026-03-29T04:00:00+02:00");
    expect(warsawWallTimeIso("2026-03-29", "01:00:00")).toBe("2026-03-29T01:00:00+01:00");
  });
});
