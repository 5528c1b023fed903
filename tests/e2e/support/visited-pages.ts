import type { Event } from "#contract/event";
import { registrationStateOf } from "#contract/registration-state";
import { festivalEvents, festivalFilters } from "../event-data";

/**
 * The pages a visitor without a session gets in the E2E suite, besides the event pages: the list unfiltered, searched,
 * filtered by each kind of filter and paged, the forms, the legal pages, the gate's page and the 404s. The suites
 * that check every page (clean bytes, valid HTML) read this one list.
 */
export async function visitorPagesTheSuiteVisits(): Promise<string[]> {
  const filters = await festivalFilters();
  const firstOf = (values: string[]) => values[0] ?? "";
  return [
    "/",
    "/?title=las",
    "/?title=zzzz-nie-ma-takiego",
    "/?price_types=notfree",
    "/?category=Warsztaty&price_types=free",
    `/?category=${encodeURIComponent(firstOf(filters.category))}`,
    `/?localization=${encodeURIComponent(firstOf(filters.localization))}`,
    `/?organizator=${encodeURIComponent(filters.organizator[0]?.name ?? "")}`,
    "/?page=2",
    "/event/987654",
    "/login",
    "/accessibility",
    "/statute",
    "/private-policy",
    "/soon",
    "/no-such-page",
  ];
}

/**
 * One event of each kind an event page renders differently: open, full, closed by time, marked unavailable, with
 * acknowledgements to tick, with a payment link, with a gallery, with a deadline.
 */
export async function eventsOfEachKind(): Promise<Event[]> {
  const events = await festivalEvents();
  const now = new Date();
  const kinds: ((event: Event) => boolean)[] = [
    (event) => registrationStateOf(event, now) === "open",
    (event) => registrationStateOf(event, now) === "full",
    (event) => registrationStateOf(event, now) === "closed",
    (event) => registrationStateOf(event, now) === "unavailable",
    (event) => Boolean(event.checkboxes),
    (event) => Boolean(event.payment_gate),
    (event) => event.gallery.length > 1,
    (event) => event.available_to !== null,
    (event) => event.registration_required === false,
  ];
  const chosen = kinds.map((isOfKind) => events.find(isOfKind)).filter((event): event is Event => event !== undefined);
  return [...new Map(chosen.map((event) => [event.id, event])).values()];
}
