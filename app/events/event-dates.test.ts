import { describe, expect, it } from "vitest";
import { festivalLocalDayAndTime, eventDateLabel } from "~/events/event-dates";

describe("eventDateLabel", () => {
  it("shows a same-day event in Polish with the Warsaw time zone", () => {
    expect(eventDateLabel("2026-09-12T08:00:00Z", "2026-09-12T10:30:00Z", "pl")).toBe("12 września 2026, 10:00–12:30");
  });

  it("shows the same event in British English", () => {
    expect(eventDateLabel("2026-09-12T08:00:00Z", "2026-09-12T10:30:00Z", "en")).toBe("12 September 2026, 10:00–12:30");
  });

  it("repeats the date when an event spans days", () => {
    expect(eventDateLabel("2026-09-12T20:00:00Z", "2026-09-13T08:00:00Z", "pl")).toBe(
      "12 września 2026, 22:00 – 13 września 2026, 10:00",
    );
  });

  it("repeats it by Warsaw's days, not UTC's: an evening event past Warsaw's midnight ends the next day", () => {
    // One UTC day, two Warsaw days.
    expect(eventDateLabel("2026-09-12T21:00:00Z", "2026-09-12T23:00:00Z", "pl")).toBe("12 września 2026, 23:00 – 13 września 2026, 01:00");
    // Two UTC days, one Warsaw day.
    expect(eventDateLabel("2026-09-12T23:30:00Z", "2026-09-13T01:00:00Z", "pl")).toBe("13 września 2026, 01:30–03:00");
  });

  it("names each time's zone near a change of the clocks, so a range across it and a repeated hour read right", () => {
    // Autumn: 02:30 summer time to 02:15 winter time, and the next hour's 02:30, an hour later.
    expect(eventDateLabel("2026-10-25T00:30:00Z", "2026-10-25T01:15:00Z", "pl")).toBe("25 października 2026, 02:30 CEST–02:15 CET");
    expect(eventDateLabel("2026-10-25T01:30:00Z", "2026-10-25T02:15:00Z", "en")).toBe("25 October 2026, 02:30 CET–03:15 CET");
    // Spring: one hour, 01:30 to 03:30.
    expect(eventDateLabel("2027-03-28T00:30:00Z", "2027-03-28T01:30:00Z", "pl")).toBe("28 marca 2027, 01:30 CET–03:30 CEST");
    // Far enough from the change, as any other day.
    expect(eventDateLabel("2026-10-25T09:00:00Z", "2026-10-25T11:00:00Z", "pl")).toBe("25 października 2026, 10:00–12:00");
  });

  it("gives the Warsaw day and time of an instant across DST", () => {
    expect(festivalLocalDayAndTime("2026-09-12T08:30:00Z")).toEqual({ day: "2026-09-12", time: "10:30" });
    expect(festivalLocalDayAndTime("2026-12-01T23:15:00Z")).toEqual({ day: "2026-12-02", time: "00:15" });
  });
});
