import type { Event } from "#contract/event";
import { blocksSignUp, visitorParticipationStateOf, type RegistrationFacts } from "#contract/registration-state";
import { positiveWholeNumberOf } from "#contract/whole-number";
import { festivalLocalDayAndTime } from "~/events/event-dates";

/**
 * The filter panel's state (spec §3 "Filter state") as it travels in the query string (spec §2), and the
 * client-side filtering of spec §5. Pure: the list loader and the unit tests share it.
 */
export const priceTypes = ["free", "notfree"] as const;
export type PriceType = (typeof priceTypes)[number];

/** ARCHITECTURE.md "Decisions": the default time range shows everything; any other range is an active filter. */
export const defaultTimeMin = "00:00";
export const defaultTimeMax = "23:59";

export interface EventFilters {
  title: string;
  /** Organiser names (the filters list gives organisers as objects with a name). */
  organizator: string[];
  localization: string[];
  category: string[];
  age_group: string[];
  speaker: string;
  time_min: string;
  time_max: string;
  /** YYYY-MM-DD in the festival's time zone, or "" for any day. */
  date: string;
  price_types: PriceType[];
}

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Year 0001 at the earliest: a date field cannot hold 0000-01-01, which ISO 8601 and Date would read. */
const datePattern = /^(?!0000)\d{4}-\d{2}-\d{2}$/;

/**
 * A day of the calendar as YYYY-MM-DD: 2026-02-30 has the form but is no day, and a date field cannot show it,
 * so the panel would count a filter it does not show.
 */
function isCalendarDay(value: string): boolean {
  if (!datePattern.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

function distinctNonEmpty(values: string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
}

function isPriceType(value: string): value is PriceType {
  return (priceTypes as readonly string[]).includes(value);
}

/** Reads the panel back from the query (spec §2); malformed values fall back to "no filter", never an error. */
export function parseEventFilters(query: URLSearchParams): EventFilters {
  const time = (name: string, fallback: string) => {
    const value = query.get(name)?.trim() ?? "";
    return timePattern.test(value) ? value : fallback;
  };
  const date = query.get("date")?.trim() ?? "";
  // Typed text without control or invisible format characters: a NUL (`?title=%00`) or a zero-width space pasted
  // with a word found nothing, and the box looked empty or as if it held the word alone.
  const typed = (name: string) => query.get(name)?.replace(/[\p{Cc}\p{Cf}]/gu, "").trim() ?? "";
  return {
    title: typed("title"),
    organizator: distinctNonEmpty(query.getAll("organizator")),
    localization: distinctNonEmpty(query.getAll("localization")),
    category: distinctNonEmpty(query.getAll("category")),
    age_group: distinctNonEmpty(query.getAll("age_group")),
    speaker: typed("speaker"),
    time_min: time("time_min", defaultTimeMin),
    time_max: time("time_max", defaultTimeMax),
    date: isCalendarDay(date) ? date : "",
    price_types: distinctNonEmpty(query.getAll("price_types")).filter(isPriceType),
  };
}

/**
 * The page number from the query, written in decimal digits as the list's links write it; anything else (`1e1`,
 * `0x2`, `2.0`, a number past what is safe) is page 1.
 */
export function parsePageNumber(query: URLSearchParams): number {
  return positiveWholeNumberOf(query.get("page")) ?? 1;
}

/**
 * The query of a filtered list: only what differs from the defaults, and `page` only when it is not 1
 * (spec §2), so every list has one short, bookmarkable URL.
 */
export function eventListQuery(filters: EventFilters, page = 1): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.title) query.set("title", filters.title);
  for (const name of ["organizator", "localization", "category", "age_group"] as const) {
    for (const value of filters[name]) query.append(name, value);
  }
  if (filters.speaker) query.set("speaker", filters.speaker);
  if (filters.time_min !== defaultTimeMin) query.set("time_min", filters.time_min);
  if (filters.time_max !== defaultTimeMax) query.set("time_max", filters.time_max);
  if (filters.date) query.set("date", filters.date);
  for (const type of filters.price_types) query.append("price_types", type);
  if (page > 1) query.set("page", String(page));
  return query;
}

/** What the mobile panel's summary counts: each kind of filter in use counts once (the title is the search box). */
export function countActiveFilters(filters: EventFilters): number {
  return [
    filters.organizator.length > 0,
    filters.localization.length > 0,
    filters.category.length > 0,
    filters.age_group.length > 0,
    filters.speaker !== "",
    filters.time_min !== defaultTimeMin || filters.time_max !== defaultTimeMax,
    filters.date !== "",
    filters.price_types.length === 1,
  ].filter(Boolean).length;
}

/** Lower case without diacritics, so "lodz" finds "Łódź" (ł has no decomposition and is mapped by hand). */
export function foldForSearch(text: string): string {
  return text.toLocaleLowerCase("pl").normalize("NFD").replace(/\p{M}/gu, "").replace(/ł/g, "l");
}

type FilterableEvent = Pick<
  Event,
  "name" | "app_organizational_name" | "localization" | "type" | "tutor" | "age_group" | "date_start" | "price"
>;

/** Spec §5, one rule per line; an empty selection never filters. */
export function matchesEventFilters(event: FilterableEvent, filters: EventFilters): boolean {
  if (filters.title && !foldForSearch(event.name).includes(foldForSearch(filters.title))) return false;
  if (filters.organizator.length > 0 && !filters.organizator.includes(event.app_organizational_name)) return false;
  // The two typed-in filters match as the search box does: "wisniewska" finds "Wiśniewska".
  if (filters.localization.length > 0) {
    const place = foldForSearch(event.localization);
    if (!filters.localization.some((wanted) => place.includes(foldForSearch(wanted)))) return false;
  }
  if (filters.category.length > 0 && !filters.category.includes(event.type)) return false;
  if (filters.speaker && !foldForSearch(event.tutor ?? "").includes(foldForSearch(filters.speaker))) return false;
  if (filters.age_group.length > 0 && !event.age_group.some((group) => filters.age_group.includes(group))) return false;
  const start = festivalLocalDayAndTime(event.date_start);
  if (start.time < filters.time_min || start.time > filters.time_max) return false;
  if (filters.date && start.day !== filters.date) return false;
  // Only one of the two price types narrows the list; none or both mean any price (spec §5).
  if (filters.price_types.length === 1) {
    const free = event.price <= 0;
    if (filters.price_types[0] === "free" ? !free : free) return false;
  }
  return true;
}

export function filterEvents<E extends FilterableEvent>(events: readonly E[], filters: EventFilters): E[] {
  return events.filter((event) => matchesEventFilters(event, filters));
}

/**
 * Spec §2 "Sorting": events a visitor cannot sign up for at `now` (full, closed, unavailable) after the others,
 * each group keeping its order; an event without registration is open to everyone, so it stays with the first.
 * Decided for a visitor, so the order is the same for everyone.
 */
export function availableFirst<E extends Omit<RegistrationFacts, "subscribed"> & { registration_required?: boolean }>(events: readonly E[], now: Date): E[] {
  // One pass: the state is worked out once per event (the list page sorts every event on each render).
  const available: E[] = [];
  const blocked: E[] = [];
  for (const event of events) (blocksSignUp(visitorParticipationStateOf(event, now)) ? blocked : available).push(event);
  return available.concat(blocked);
}

/**
 * The built-in match's hits in the search service's order (spec §2): by their start, ascending, whatever order the
 * list came in. Dates carry their offset, so they are compared as instants.
 */
export function byDateStart<E extends Pick<Event, "date_start">>(events: readonly E[]): E[] {
  return [...events].sort((a, b) => Date.parse(a.date_start) - Date.parse(b.date_start));
}

/** Spec §2: search hits are ordered by `time_start` ascending (hits without it last, in their order). */
export function byTimeStart<E extends Pick<Event, "time_start">>(hits: readonly E[]): E[] {
  return [...hits].sort((a, b) => (a.time_start ?? Infinity) - (b.time_start ?? Infinity));
}

/** The list's URL for these filters and page: `/` when nothing is filtered (spec: clearing empties the query). */
export function eventListHref(filters: EventFilters, page = 1): string {
  const query = eventListQuery(filters, page).toString();
  return query ? `/?${query}` : "/";
}
