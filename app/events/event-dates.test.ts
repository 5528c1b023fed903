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

  it("gives the Warsaw day and time of an instant across DST", () => {
    expect(festivalLocalDayAndTime("2026-09-12T08:30:00Z")).toEqual({ day: "2026-09-12", time: "10:30" });
    expect(festivalLocalDayAndTime("2026-12-01T23:15:00Z")).toEqual({ day: "2026-12-02", time: "00:15" });
  });
});
