import { festivalTimeZone, intlLocale } from "../../contract/festival-time";

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
