/** The festival happens in Poland: dates travel as ISO 8601 in Warsaw time with its offset. */
const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Warsaw",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

export function toWarsawIso(date: Date): string {
  const field = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
  const local = Date.UTC(+field.year, +field.month - 1, +field.day, +field.hour, +field.minute, +field.second);
  const offsetMinutes = Math.round((local - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, "0");
  return `${field.year}-${field.month}-${field.day}T${field.hour}:${field.minute}:${field.second}${sign}${hours}:${minutes}`;
}

const polishDay = new Intl.DateTimeFormat("pl-PL", {
  timeZone: "Europe/Warsaw",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const polishClock = new Intl.DateTimeFormat("pl-PL", { timeZone: "Europe/Warsaw", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/**
 * When an event takes place, in Polish and Warsaw time, for e-mails: "sobota, 12 września 2026, 10:00–12:00",
 * or both days in full when it ends on another day.
 */
export function formatWarsawTimeRange(start: Date, end: Date): string {
  const startDay = polishDay.format(start);
  const endDay = polishDay.format(end);
  const from = `${startDay}, ${polishClock.format(start)}`;
  return startDay === endDay ? `${from}–${polishClock.format(end)}` : `${from} – ${endDay}, ${polishClock.format(end)}`;
}
