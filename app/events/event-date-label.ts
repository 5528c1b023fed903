import { formatEventDateRange } from "~/events/event-dates";
import type { Language } from "~/i18n/i18n";

/**
 * formatEventDateRange builds time-zone conversions on each call, which showed as the top cost of rendering
 * the list under load; the festival has a bounded set of time slots, so each label is formatted once.
 */
const labels = new Map<string, string>();
const labelLimit = 20_000;

export function eventDateLabel(start: string, end: string, language: Language): string {
  const key = `${language}|${start}|${end}`;
  let label = labels.get(key);
  if (label === undefined) {
    label = formatEventDateRange(start, end, language);
    if (labels.size >= labelLimit) labels.clear();
    labels.set(key, label);
  }
  return label;
}
