import { describe, expect, it } from "vitest";
import { calendarDateTime, escapeCalendarText, eventCalendar, eventPageUrl, foldCalendarLine } from "./event-calendar";

const utf8 = new TextEncoder();

describe("eventCalendar (RFC 5545)", () => {
  const event = {
    id: 7,
    name: "Chemia, fizyka; i \\ reszta",
    date_start: "2026-09-12T10:00:00+02:00",
    date_end: "2026-09-12T12:00:00+02:00",
    localization: "Gdańsk, ul. Długa 1",
  };

  it("writes one VEVENT per event with UTC times, the place and the event page, CRLF-terminated", () => {
    const file = eventCalendar([event], { origin: "https://festiwal.example", now: new Date("2026-09-01T08:30:15.123Z") });
    expect(file.split("\r\n")).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Baltycki Festiwal Nauki//Portal//PL",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
      "UID:event-7@baltycki-festiwal-nauki",
      "DTSTAMP:20260901T083015Z",
      "DTSTART:20260912T080000Z",
      "DTEND:20260912T100000Z",
      "SUMMARY:Chemia\\, fizyka\\; i \\\\ reszta",
      "LOCATION:Gdańsk\\, ul. Długa 1",
      "URL:https://festiwal.example/event/7",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ]);
  });

  it("takes database dates as well as contract text, and one VEVENT each", () => {
    const fromDatabase = { ...event, id: 8, date_start: new Date("2026-09-12T08:00:00Z"), date_end: new Date("2026-09-12T10:00:00Z") };
    const file = eventCalendar([event, fromDatabase], { origin: "http://localhost:3000", now: new Date() });
    expect(file.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(file.match(/DTSTART:20260912T080000Z/g)).toHaveLength(2);
    expect(file).toContain("UID:event-8@baltycki-festiwal-nauki");
  });

  it("gives an event the same UID whichever address the file was made for", () => {
    const uids = ["https://festiwal.example", "http://localhost:3000"].map(
      (origin) => eventCalendar([event], { origin, now: new Date() }).match(/^UID:.*$/m)?.[0],
    );
    expect(uids[0]).toBe("UID:event-7@baltycki-festiwal-nauki");
    expect(uids[1]).toBe(uids[0]);
  });

  it("writes an empty calendar for no events", () => {
    expect(eventCalendar([], { origin: "https://festiwal.example", now: new Date() })).not.toContain("VEVENT");
  });
});

describe("calendar text and lines", () => {
  it("escapes line breaks of every kind", () => {
    expect(escapeCalendarText("a\nb\r\nc\rd")).toBe("a\\nb\\nc\\nd");
  });

  it("keeps winter times right (UTC+1)", () => {
    expect(calendarDateTime("2026-01-10T10:00:00+01:00")).toBe("20260110T090000Z");
  });

  it("folds long lines at 75 octets without splitting a Polish letter", () => {
    const line = `SUMMARY:${"ąę".repeat(60)}`;
    const lines = foldCalendarLine(line).split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const piece of lines) expect(utf8.encode(piece).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((piece) => piece.startsWith(" "))).toBe(true);
    expect(lines.map((piece, index) => (index === 0 ? piece : piece.slice(1))).join("")).toBe(line);
  });

  it("folds a line of one-octet letters into pieces of at most 75 octets, the leading space included", () => {
    const lines = foldCalendarLine(`SUMMARY:${"x".repeat(200)}`).split("\r\n");
    expect(lines.map((piece) => utf8.encode(piece).length)).toEqual([75, 75, 60]);
  });

  it("leaves a line of exactly 75 octets as it is", () => {
    const line = `SUMMARY:${"x".repeat(67)}`;
    expect(foldCalendarLine(line)).toBe(line);
    expect(foldCalendarLine(`${line}y`)).toBe(`${line}\r\n y`);
  });

  it("links the portal's event page, with or without a trailing slash on the origin", () => {
    expect(eventPageUrl("https://festiwal.example/", 3)).toBe("https://festiwal.example/event/3");
    expect(eventPageUrl("https://festiwal.example", 3)).toBe("https://festiwal.example/event/3");
  });
});
