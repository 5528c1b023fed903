import { describe, expect, it } from "vitest";
import { toWarsawIso, warsawWallTime, warsawWallTimeIso } from "./warsaw-time";

describe("toWarsawIso", () => {
  it("uses +02:00 in summer and +01:00 in winter, naming the same instant", () => {
    const summer = new Date("2026-09-12T08:00:00Z");
    const winter = new Date("2026-12-01T23:30:15Z");
    expect(toWarsawIso(summer)).toBe("2026-09-12T10:00:00+02:00");
    expect(toWarsawIso(winter)).toBe("2026-12-02T00:30:15+01:00");
    expect(new Date(toWarsawIso(winter)).getTime()).toBe(winter.getTime());
  });
});

describe("warsawWallTime", () => {
  it("reads Warsaw's day and time, whole seconds, on either side of midnight and of the changes of the clock", () => {
    expect(warsawWallTime(new Date("2026-09-12T21:59:59.900Z"))).toEqual({ day: "2026-09-12", time: "23:59:59" });
    expect(warsawWallTime(new Date("2026-09-12T22:00:00Z"))).toEqual({ day: "2026-09-13", time: "00:00:00" });
    expect(warsawWallTime(new Date("2026-12-31T23:30:00Z"))).toEqual({ day: "2027-01-01", time: "00:30:00" });
    // 25 October 2026: 02:30 happens twice, in summer time and then in winter time.
    expect(warsawWallTime(new Date("2026-10-25T00:30:00Z"))).toEqual({ day: "2026-10-25", time: "02:30:00" });
    expect(warsawWallTime(new Date("2026-10-25T01:30:00Z"))).toEqual({ day: "2026-10-25", time: "02:30:00" });
    // 29 March 2026: the clock goes from 01:59 to 03:00.
    expect(warsawWallTime(new Date("2026-03-29T00:59:00Z"))).toEqual({ day: "2026-03-29", time: "01:59:00" });
    expect(warsawWallTime(new Date("2026-03-29T01:00:00Z"))).toEqual({ day: "2026-03-29", time: "03:00:00" });
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
