import { festivalTimeZone, intlLocale, type Language } from "~/i18n/i18n";

const dateTimeFormats = new Map<Language, Intl.DateTimeFormat>();
const timeFormats = new Map<Language, Intl.DateTimeFormat>();

function cachedFormat(cache: Map<Language, Intl.DateTimeFormat>, language: Language, options: Intl.DateTimeFormatOptions) {
  let format = cache.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[language], { timeZone: festivalTimeZone, ...options });
    cache.set(language, format);
  }
  return format;
}

const warsawParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: festivalTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * Intl formatting is the costliest step of filtering a few hundred events per request, and the festival has
 * a bounded set of start times, so each instant is formatted once (the bound only guards against surprises).
 */
const localDayAndTimeCache = new Map<string, { day: string; time: string }>();
const localDayAndTimeCacheLimit = 20_000;

/** The festival-local day (YYYY-MM-DD) and time (HH:MM) of an instant: filters compare in Warsaw time. */
export function festivalLocalDayAndTime(isoDateTime: string): { day: string; time: string } {
  const cached = localDayAndTimeCache.get(isoDateTime);
  if (cached) return cached;
  const parts = Object.fromEntries(warsawParts.formatToParts(new Date(isoDateTime)).map((part) => [part.type, part.value]));
  const local = { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
  if (localDayAndTimeCache.size >= localDayAndTimeCacheLimit) localDayAndTimeCache.clear();
  localDayAndTimeCache.set(isoDateTime, local);
  return local;
}


/**
 * "12 września 2026, 10:00–12:00" in the festival's time zone; a range across days repeats the date.
 * Polish by default, en-GB in English (issue 5).
 */
export function formatEventDateRange(start: string, end: string, language: Language): string {
  const startDate = new Date(start);
  const endDate = new Date(end);
  const dateTime = cachedFormat(dateTimeFormats, language, { dateStyle: "long", timeStyle: "short" });
  if (festivalLocalDayAndTime(start).day !== festivalLocalDayAndTime(end).day) return `${dateTime.format(startDate)} – ${dateTime.format(endDate)}`;
  const time = cachedFormat(timeFormats, language, { timeStyle: "short" });
  return `${dateTime.format(startDate)}–${time.format(endDate)}`;
}
