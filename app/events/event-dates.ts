import { warsawWallTime } from "#contract/warsaw-time";
import { festivalTimeZone, intlLocale, type Language } from "~/i18n/i18n";

const dateFormats = new Map<Language, Intl.DateTimeFormat>();
const timeFormats = new Map<Language, Intl.DateTimeFormat>();

function cachedFormat(cache: Map<Language, Intl.DateTimeFormat>, language: Language, options: Intl.DateTimeFormatOptions) {
  let format = cache.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[language], { timeZone: festivalTimeZone, ...options });
    cache.set(language, format);
  }
  return format;
}

/**
 * Intl formatting is the costliest step of filtering and rendering a few hundred events per request, and the
 * festival has a bounded set of time slots, so each instant and each label is formatted once; the bound only
 * guards against surprises.
 */
class FormattedOnce<V> {
  private readonly values = new Map<string, V>();
  constructor(private readonly limit = 20_000) {}

  get(key: string, format: () => V): V {
    let value = this.values.get(key);
    if (value === undefined) {
      value = format();
      if (this.values.size >= this.limit) this.values.clear();
      this.values.set(key, value);
    }
    return value;
  }
}

const localDaysAndTimes = new FormattedOnce<{ day: string; time: string }>();
const dateLabels = new FormattedOnce<string>();

/** The festival-local day (YYYY-MM-DD) and time (HH:MM) of an instant: filters compare in Warsaw time. */
export function festivalLocalDayAndTime(isoDateTime: string): { day: string; time: string } {
  return localDaysAndTimes.get(isoDateTime, () => {
    const { day, time } = warsawWallTime(new Date(isoDateTime));
    return { day, time: time.slice(0, "HH:MM".length) };
  });
}

/**
 * "12 września 2026, 10:00" in the festival's time zone: the date and the time joined by a comma in both
 * languages, as the festival's e-mails write them (Intl joins them with nothing in Polish, with 'at' in English).
 * Polish by default, en-GB in English (issue 5).
 */
export function dateAndTimeLabel(isoDateTime: string, language: Language): string {
  const instant = new Date(isoDateTime);
  const date = cachedFormat(dateFormats, language, { dateStyle: "long" }).format(instant);
  return `${date}, ${cachedFormat(timeFormats, language, { timeStyle: "short" }).format(instant)}`;
}

const zoneNameFormats = new Map<Language, Intl.DateTimeFormat>();

/** "CEST" or "CET": the festival's zone at an instant. */
function zoneNameAt(instant: Date, language: Language): string {
  const parts = cachedFormat(zoneNameFormats, language, { timeZoneName: "short" }).formatToParts(instant);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? "";
}

const hourMs = 3_600_000;

/**
 * Whether the clocks change within an hour of a range: in autumn a local hour then happens twice, so 02:30–02:15
 * is a real range and two events at '02:30' are an hour apart; in spring a one-hour event reads 01:30–03:30.
 */
function clocksChangeAround(start: Date, end: Date): boolean {
  return zoneNameAt(new Date(start.getTime() - hourMs), "en") !== zoneNameAt(new Date(end.getTime() + hourMs), "en");
}

/**
 * "12 września 2026, 10:00–12:00"; a range across days repeats the date. Near a change of the clocks each time
 * names its zone: "25 października 2026, 02:30 CEST–02:15 CET".
 */
export function eventDateLabel(start: string, end: string, language: Language): string {
  return dateLabels.get(`${language}|${start}|${end}`, () => {
    const [from, to] = [new Date(start), new Date(end)];
    const zoned = clocksChangeAround(from, to);
    const dateOf = (instant: Date) => cachedFormat(dateFormats, language, { dateStyle: "long" }).format(instant);
    const timeOf = (instant: Date) => {
      const time = cachedFormat(timeFormats, language, { timeStyle: "short" }).format(instant);
      return zoned ? `${time} ${zoneNameAt(instant, language)}` : time;
    };
    if (festivalLocalDayAndTime(start).day !== festivalLocalDayAndTime(end).day) {
      return `${dateOf(from)}, ${timeOf(from)} – ${dateOf(to)}, ${timeOf(to)}`;
    }
    return `${dateOf(from)}, ${timeOf(from)}–${timeOf(to)}`;
  });
}
