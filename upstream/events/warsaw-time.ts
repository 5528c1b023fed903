import { festivalTimeZone, intlLocale } from "../../contract/festival-time";

/** The festival happens in Poland: dates travel as ISO 8601 in Warsaw time with its offset. */
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

export function toWarsawIso(date: Date): string {
  const offsetMinutes = warsawOffsetMinutes(date);
  // The wall-clock time in Warsaw, read with the UTC getters; whole seconds, as before.
  const local = new Date(Math.floor(date.getTime() / 1000) * 1000 + offsetMinutes * 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const hours = twoDigits(Math.floor(Math.abs(offsetMinutes) / 60));
  const minutes = twoDigits(Math.abs(offsetMinutes) % 60);
  return (
    `${String(local.getUTCFullYear()).padStart(4, "0")}-${twoDigits(local.getUTCMonth() + 1)}-${twoDigits(local.getUTCDate())}` +
    `T${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}:${twoDigits(local.getUTCSeconds())}${sign}${hours}:${minutes}`
  );
}

const dayAndClock = (locale: string) => ({
  day: new Intl.DateTimeFormat(locale, { timeZone: festivalTimeZone, weekday: "long", day: "numeric", month: "long", year: "numeric" }),
  clock: new Intl.DateTimeFormat(locale, { timeZone: festivalTimeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
});
const formats = { pl: dayAndClock(intlLocale.pl), en: dayAndClock(intlLocale.en) };

/**
 * When an event takes place, in Warsaw time, for e-mails: "sobota, 12 września 2026, 10:00–12:00" in Polish,
 * "Saturday 12 September 2026, 10:00–12:00" in English, or both days in full when it ends on another day.
 */
export function formatWarsawTimeRange(start: Date, end: Date, language: "pl" | "en" = "pl"): string {
  const { day, clock } = formats[language];
  const startDay = day.format(start);
  const endDay = day.format(end);
  const from = `${startDay}, ${clock.format(start)}`;
  return startDay === endDay ? `${from}–${clock.format(end)}` : `${from} – ${endDay}, ${clock.format(end)}`;
}
