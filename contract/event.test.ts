import { describe, expect, it } from "vitest";
import { eventAnswerOf } from "../tests/support/event-answer";
import { eventSchema } from "./event";

/** The event's dates as the portal reads them from an answer that wrote them so. */
function readDates(dates: Record<string, unknown>) {
  const parsed = eventSchema.safeParse(eventAnswerOf(1, dates));
  return parsed.success ? { date_start: parsed.data.date_start, date_end: parsed.data.date_end, available_to: parsed.data.available_to } : undefined;
}

describe("an event's dates, however a server that honours the contract writes them", () => {
  it("keeps ISO 8601 with an offset or Z as it came", () => {
    expect(readDates({ date_start: "2026-11-28T11:00:00+01:00", date_end: "2026-11-28T12:00:00.000000Z" })).toMatchObject({
      date_start: "2026-11-28T11:00:00+01:00",
      date_end: "2026-11-28T12:00:00.000000Z",
    });
  });

  it("reads a time without a zone (Laravel's '2026-11-28 11:00:00') as Warsaw's, in winter and in summer", () => {
    expect(readDates({ date_start: "2026-11-28 11:00:00", date_end: "2026-06-20T18:30" })).toMatchObject({
      date_start: "2026-11-28T11:00:00+01:00",
      date_end: "2026-06-20T18:30:00+02:00",
    });
  });

  it("writes an offset in full (with its colon, its minutes: PostgreSQL prints '+01'), a space before the time as T", () => {
    expect(readDates({ date_start: "2026-11-28 11:00:00+0100" })?.date_start).toBe("2026-11-28T11:00:00+01:00");
    expect(readDates({ date_start: "2026-11-06 08:00:00+01", date_end: "2026-11-06 09:30:00,5+01" })).toMatchObject({
      date_start: "2026-11-06T08:00:00+01:00",
      date_end: "2026-11-06T09:30:00.5+01:00",
    });
  });

  it("reads a day alone as its first moment, and as an end or a deadline its last: an all-day event lasts the day", () => {
    expect(readDates({ date_start: "2026-11-28", date_end: "2026-11-28", available_to: "2026-11-27" })).toEqual({
      date_start: "2026-11-28T00:00:00+01:00",
      date_end: "2026-11-28T23:59:59+01:00",
      available_to: "2026-11-27T23:59:59+01:00",
    });
  });

  it("refuses a date written otherwise, or a day that does not exist, rather than showing some other hour", () => {
    for (const date_start of ["28.11.2026 11:00", "2026-02-30T10:00:00+01:00", "2026-11-28T25:00:00Z", "jutro", ""]) {
      expect(readDates({ date_start }), date_start).toBeUndefined();
    }
  });
});
