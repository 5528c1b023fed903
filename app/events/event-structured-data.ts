import type { Event } from "#contract/event";
import { registrationClosesAt, visitorParticipationStateOf, type ParticipationState } from "#contract/registration-state";
import { eventPath } from "~/events/event-id-param";

/**
 * The offer's schema.org ItemAvailability for a visitor. `SoldOut` only when full (ARCHITECTURE.md "Labels");
 * a registration closed by time, or unavailable, has no seat to offer either, but not because the seats ran
 * out: `OutOfStock`. A visitor is never subscribed; were the state so, the seat was there: `InStock`. An event
 * without registration is open to everyone: `InStock`.
 */
const offerAvailability: Record<ParticipationState, string> = {
  "not-required": "https://schema.org/InStock",
  open: "https://schema.org/InStock",
  subscribed: "https://schema.org/InStock",
  full: "https://schema.org/SoldOut",
  closed: "https://schema.org/OutOfStock",
  unavailable: "https://schema.org/OutOfStock",
};

/**
 * schema.org `Event` for search engines (issue 4), as JSON text safe inside a <script> element: every `<` is
 * escaped, so no `</script>` in an event's text can end the element. The offer is as any visitor sees it at
 * `now`, and ends when registration closes (the deadline, else the start), or without registration at the end.
 */
export function eventJsonLd(event: Event, origin: string, imagePath: string, now: Date): string {
  const absolute = (path: string) => new URL(path, origin).href;
  const participation = visitorParticipationStateOf(event, now);
  const structured = {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    // An empty description says nothing: it is left out rather than given as "".
    ...(event.description.trim() ? { description: event.description } : {}),
    startDate: event.date_start,
    endDate: event.date_end,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    url: absolute(eventPath(event.id)),
    image: [absolute(imagePath)],
    location: { "@type": "Place", name: event.localization, address: event.localization },
    organizer: { "@type": "Organization", name: event.app_organizational_name },
    ...(event.tutor ? { performer: { "@type": "Person", name: event.tutor } } : {}),
    offers: {
      "@type": "Offer",
      price: Math.max(0, event.price),
      priceCurrency: "PLN",
      url: absolute(eventPath(event.id)),
      availability: offerAvailability[participation],
      availabilityEnds: participation === "not-required" ? event.date_end : registrationClosesAt(event),
    },
  };
  return JSON.stringify(structured).replace(/</g, "\\u003c");
}

/** The meta description: the first sentences of the description, on one line, at most 160 characters. */
export function metaDescription(text: string): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length <= 160 ? oneLine : `${oneLine.slice(0, 157).replace(/\s+\S*$/, "")}…`;
}
