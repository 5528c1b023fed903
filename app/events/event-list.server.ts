import type { AppLoadContext } from "@remix-run/node";
import type { Event, EventLanguage } from "#contract/event";
import type { FilterChoices, Filters } from "#contract/filters";
import { cachedEvents, cachedFilters } from "~/events/event-cache.server";
import { searchEventIds } from "~/events/event-search.server";
import { availableFirst, byDateStart, filterEvents, type EventFilters } from "~/events/event-filters";

/**
 * The list page's events for a filter state: the cached list, narrowed by the search service when a title is
 * searched and it answers (its order, by time_start), else by the built-in match (ordered by date_start, the
 * same order from the event's own field); then the other filters of spec §5 and unavailable events last. No
 * filter or order reads a user's own flags, so the loader lays them over the page it shows, not the whole list.
 */
export async function findEvents(context: AppLoadContext, language: EventLanguage, filters: EventFilters): Promise<readonly Event[]> {
  const events = (await cachedEvents(context, language)).value;
  const hitIds = filters.title ? await searchEventIds(filters.title, context.config.search) : undefined;
  const now = new Date();
  if (!hitIds) {
    const matches = filterEvents(events, filters);
    return availableFirst(filters.title ? byDateStart(matches) : matches, now);
  }
  const eventsById = new Map(events.map((event) => [event.id, event]));
  const hits = hitIds.map((id) => eventsById.get(id)).filter((event) => event !== undefined);
  return availableFirst(filterEvents(hits, { ...filters, title: "" }), now);
}

/** The places gathered from each cached list, once per list (every list page asks for them). */
const placesOfCachedList = new WeakMap<readonly Event[], string[]>();

/**
 * The filter panel's choices: the filters list, with the places gathered from the events if it has none. Spec §8:
 * a failed filters call is only logged (by the festival API client, once per load: after a failure the cache
 * asks again at most every few seconds); with no copy of it cached, the panel offers what the events themselves
 * hold (categories, age groups, places), and no organisers, whose places on the map only the filters list knows.
 */
export async function filterChoices(context: AppLoadContext, language: EventLanguage): Promise<FilterChoices> {
  const filters = await cachedFilters(context).then(
    (entry) => inPanelOrder(entry.value),
    () => undefined,
  );
  if (filters?.localization) return { ...filters, localization: filters.localization };
  const events = (await cachedEvents(context, language)).value;
  let places = placesOfCachedList.get(events);
  if (!places) placesOfCachedList.set(events, (places = placesOf(events)));
  if (filters) return { ...filters, localization: places };
  return { ...choicesOfEvents(events), localization: places };
}

/** The categories and age groups these events have, each once, in Polish alphabetical order; no organisers. */
function choicesOfEvents(events: readonly Pick<Event, "type" | "age_group">[]): Filters {
  return {
    organizator: [],
    category: eachOnceInPolishOrder(events.map((event) => event.type)),
    age_group: eachOnceInPolishOrder(events.flatMap((event) => event.age_group)),
  };
}

/** Polish alphabetical order, numbers by their value: age groups 3-6, 7-10, 11-14, not 11-14 first. */
const polishOrder = new Intl.Collator("pl", { numeric: true });

/** The panel's order of a group's choices: each once, in Polish alphabetical order. */
function eachOnceInPolishOrder(values: readonly string[]): string[] {
  return [...new Set(values)].sort(polishOrder.compare);
}

/** Each cached filters list in the panel's order, sorted once. */
const orderedFiltersLists = new WeakMap<Filters, Filters>();

/**
 * The filters list in the panel's order, whatever order the server sends: every choice in Polish alphabetical
 * order (PostgreSQL's ORDER BY sorts by bytes, "Park" before "Państwowa", and "11-14" before "3-6").
 */
export function inPanelOrder(filters: Filters): Filters {
  let ordered = orderedFiltersLists.get(filters);
  if (!ordered) {
    ordered = {
      organizator: [...filters.organizator].sort((a, b) => polishOrder.compare(a.name, b.name)),
      category: eachOnceInPolishOrder(filters.category),
      age_group: eachOnceInPolishOrder(filters.age_group),
      localization: filters.localization && eachOnceInPolishOrder(filters.localization),
    };
    orderedFiltersLists.set(filters, ordered);
  }
  return ordered;
}

/** The places of these events, each once, in Polish alphabetical order. */
export function placesOf(events: readonly Pick<Event, "localization">[]): string[] {
  return eachOnceInPolishOrder(events.map((event) => event.localization));
}
