import { festivalTimeZone, intlLocale, type Language } from "~/i18n";

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

function dayKey(date: Date): string {
  return date.toLocaleDateString("en-CA", { timeZone: festivalTimeZone });
}

/**
 * "12 września 2026, 10:00–12:00" in the festival's time zone; a range across days repeats the date.
 * Polish by default, en-GB in English (issue 5).
 */
export function formatEventDateRange(start: string, end: string, language: Language): string {
  const startDate = new Date(start);
  const endDate = new Date(end);
  const dateTime = cachedFormat(dateTimeFormats, language, { dateStyle: "long", timeStyle: "short" });
  if (dayKey(startDate) !== dayKey(endDate)) return `${dateTime.format(startDate)} – ${dateTime.format(endDate)}`;
  const time = cachedFormat(timeFormats, language, { timeStyle: "short" });
  return `${dateTime.format(startDate)}–${time.format(endDate)}`;
}
