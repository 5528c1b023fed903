/**
 * An iCalendar file (RFC 5545) of events: attached to the festival API's sign-up confirmation and offered by
 * the portal for download (issue 11, beyond the spec), so both give the same file. Times are written in UTC
 * (`…Z`), which every calendar shows in its own zone: no VTIMEZONE block for Europe/Warsaw is needed and the
 * times stay right across the DST change.
 */

/** What one calendar entry needs of an event (the contract's `Event` fields of these names). */
export interface CalendarEvent {
  id: number;
  name: string;
  date_start: string | Date;
  date_end: string | Date;
  localization: string;
}

export interface CalendarOptions {
  /** The portal's origin (`https://example.org`): entries link to its event pages. */
  origin: string;
  /** When the file was made (DTSTAMP). */
  now: Date;
}

/** The media type of the file, for downloads and e-mail attachments. */
export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";

/** RFC 5545 §3.3.5 form #2: a UTC date-time, e.g. 20260912T080000Z. */
export function calendarDateTime(instant: string | Date): string {
  return new Date(instant).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** RFC 5545 §3.3.11: TEXT escapes backslash, semicolon, comma and line breaks. */
export function escapeCalendarText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const MAX_LINE_OCTETS = 75;
const utf8 = new TextEncoder();

/**
 * RFC 5545 §3.1: a content line longer than 75 octets continues on the next line after a CRLF and one space,
 * which counts towards that line's 75. Lines are cut between characters, never inside a UTF-8 sequence
 * (Polish letters take two octets).
 */
export function foldCalendarLine(line: string): string {
  const pieces: string[] = [];
  let piece = "";
  let pieceOctets = 0;
  for (const character of line) {
    const octets = utf8.encode(character).length;
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (pieceOctets + octets > limit) {
      pieces.push(piece);
      piece = "";
      pieceOctets = 0;
    }
    piece += character;
    pieceOctets += octets;
  }
  pieces.push(piece);
  return pieces.join("\r\n ");
}

/**
 * An event's UID, the same in every file that holds it, whichever address the file came from: a calendar app
 * updates the entry it has rather than add a second one when the e-mail's attachment (made with `PUBLIC_URL`)
 * and a download (made with the address the visitor used) hold the same event. RFC 7986 §5.3 no longer asks
 * for a host name in it.
 */
export const calendarEventUid = (eventId: number) => `event-${eventId}@baltycki-festiwal-nauki`;

/** The portal's page of an event, which the calendar entry and the e-mails link to. */
export function eventPageUrl(origin: string, eventId: number): string {
  return new URL(`/event/${eventId}`, origin).href;
}

function eventLines(event: CalendarEvent, { origin, now }: CalendarOptions): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${calendarEventUid(event.id)}`,
    `DTSTAMP:${calendarDateTime(now)}`,
    `DTSTART:${calendarDateTime(event.date_start)}`,
    `DTEND:${calendarDateTime(event.date_end)}`,
    `SUMMARY:${escapeCalendarText(event.name)}`,
    `LOCATION:${escapeCalendarText(event.localization)}`,
    `URL:${eventPageUrl(origin, event.id)}`,
    "END:VEVENT",
  ];
}

/** The whole file: one VEVENT per event, CRLF line endings, long lines folded. */
export function eventCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Baltycki Festiwal Nauki//Portal//PL",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...events.flatMap((event) => eventLines(event, options)),
    "END:VCALENDAR",
  ];
  return lines.map(foldCalendarLine).join("\r\n") + "\r\n";
}
