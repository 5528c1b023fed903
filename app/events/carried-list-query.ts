import { useLocation } from "@remix-run/react";
import { useMemo } from "react";
import type { EventFilters } from "~/events/event-filters";
import { eventPath } from "~/events/event-id-param";

/**
 * Spec §2 "Query parameters of the previous route are carried over when the path changes": the list's query (its
 * filters and page) rides along from the list to an event's page and its other dates, and back to the list by the
 * logo, the menus and the error page, so the list comes back as it was left, without JS too. Only the list's own
 * parameters travel (not a login's redirectTo, not a confirmation's), and only on those links: they name no query
 * of their own, and 'Wyczyść filtry' still leads to the bare list. The list reads them as it reads any URL.
 * (Picked by name, not parsed: this runs in every page's links, whose script should not carry the list's rules;
 * the names are tied to the filters' type, which costs the script nothing.)
 */
const listQueryNames = new Set(
  Object.keys({
    // Every filter of the panel and the page: a filter added to `EventFilters` does not compile until named here.
    title: true,
    organizator: true,
    localization: true,
    category: true,
    age_group: true,
    speaker: true,
    time_min: true,
    time_max: true,
    date: true,
    price_types: true,
    page: true,
  } satisfies Record<keyof EventFilters | "page", true>),
);

/**
 * Every link of the page carries the query, so an outsized one (hundreds of values typed into a URL) would
 * multiply the page's size: beyond this it stays on the list's own URL. A person's filters fit many times over.
 */
const carriedQueryMaxLength = 1000;

export function carriedListQuery(search: string): string {
  const carried = new URLSearchParams([...new URLSearchParams(search)].filter(([name, value]) => listQueryNames.has(name) && value.trim() !== ""));
  const query = carried.toString();
  return query.length <= carriedQueryMaxLength ? query : "";
}

/**
 * `path` with the carried query after its own (the confirmation view's `?confirm=cancel` keeps it too): the one
 * rule both the server's redirects and the page's links follow.
 */
export function withCarriedListQuery(path: string, carried: string): string {
  if (!carried) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${carried}`;
}

/**
 * A path of the event page with the list's query of the request: where its forms (sign-up, extra participants,
 * review, cancellation), which post to URLs carrying that query, send the user back, so it still goes on to the list.
 */
export function pathKeepingListQuery(path: string, request: Request): string {
  return withCarriedListQuery(path, carriedListQuery(new URL(request.url).search));
}

/** The list with the list's query of the request: where an event page whose event is gone sends the visitor (§7). */
export function listPathKeepingListQuery(request: Request): string {
  return pathKeepingListQuery("/", request);
}

/** The event page's own path with the list's query it was opened with. */
export function eventPathKeepingListQuery(eventId: number, request: Request): string {
  return pathKeepingListQuery(eventPath(eventId), request);
}

/** The path (which may have a query of its own) with the list's query of the page being shown, if it has one. */
export function useWithListQuery(): (path: string) => string {
  const { search } = useLocation();
  const carried = useMemo(() => carriedListQuery(search), [search]);
  return (path) => withCarriedListQuery(path, carried);
}
