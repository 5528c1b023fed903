import { festivalTimeZone } from "./festival-time";

/**
 * The festival happens in Poland: dates travel as ISO 8601 in Warsaw time with its offset (toWarsawIso, the festival
 * API's), and a date a server writes without a zone is Warsaw's wall-clock time (warsawWallTimeIso, the contract's
 * reading of it).
 */
const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: festivalTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

const HOUR_MS = 3_600_000;
/**
 * Warsaw's offset from UTC by UTC hour. It changes only at whole UTC hours (01:00 UTC in March and October),
 * so one Intl lookup per hour serves every date in it: the events list formats over a thousand dates, and
 * formatToParts for each was the most of building it.
 */
const offsetMinutesByUtcHour = new Map<number, number>();

function warsawOffsetMinutes(date: Date): number {
  const hour = Math.floor(date.getTime() / HOUR_MS);
  let offset = offsetMinutesByUtcHour.get(hour);
  if (offset === undefined) {
    const at = new Date(hour * HOUR_MS);
    const field = Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, part.value]));
    const local = Date.UTC(+field.year, +field.month - 1, +field.day, +field.hour, +field.minute, +field.second);
    offset = Math.round((local - at.getTime()) / 60_000);
    offsetMinutesByUtcHour.set(hour, offset);
  }
  return offset;
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** `+02:00`: an offset from UTC as ISO 8601 writes it. */
function offsetText(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? "-" : "+";
  return `${sign}${twoDigits(Math.floor(Math.abs(offsetMinutes) / 60))}:${twoDigits(Math.abs(offsetMinutes) % 60)}`;
}

/**
 * Warsaw's wall-clock day and time at an instant, in whole seconds: `{ day: "2026-11-28", time: "10:00:00" }`. The
 * portal's filters compare events by it, and the festival API writes its dates with it.
 */
export function warsawWallTime(date: Date): { day: string; time: string } {
  return wallTimeAt(date, warsawOffsetMinutes(date));
}

/** The wall-clock day and time at an instant where clocks run `offsetMinutes` ahead of UTC, read with the UTC getters. */
function wallTimeAt(date: Date, offsetMinutes: number): { day: string; time: string } {
  const local = new Date(Math.floor(date.getTime() / 1000) * 1000 + offsetMinutes * 60_000);
  return {
    day: `${String(local.getUTCFullYear()).padStart(4, "0")}-${twoDigits(local.getUTCMonth() + 1)}-${twoDigits(local.getUTCDate())}`,
    time: `${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}:${twoDigits(local.getUTCSeconds())}`,
  };
}

export function toWarsawIso(date: Date): string {
  const offsetMinutes = warsawOffsetMinutes(date);
  const { day, time } = wallTimeAt(date, offsetMinutes);
  return `${day}T${time}${offsetText(offsetMinutes)}`;
}

/**
 * A wall-clock time in Warsaw (`2026-11-28`, `10:00:00`) as ISO 8601 with the offset Warsaw had then. Around the
 * change to summer time, an hour that never was reads as the hour after it.
 */
export function warsawWallTimeIso(day: string, time: string): string {
  const [year, month, date] = day.split("-").map(Number);
  const [hours, minutes, seconds] = time.split(":").map(Number);
  const asIfUtc = Date.UTC(year, month - 1, date, hours, minutes, Math.floor(seconds));
  // The offset at the instant this wall time names: found from the UTC reading, then checked at the instant itself.
  let offsetMinutes = warsawOffsetMinutes(new Date(asIfUtc));
  offsetMinutes = warsawOffsetMinutes(new Date(asIfUtc - offsetMinutes * 60_000));
  return `${day}T${time}${offsetText(offsetMinutes)}`;
}
