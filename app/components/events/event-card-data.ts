import type { Event } from "#contract/event";

/** What a card shows (spec §2 "Event card"): the loaders send only these fields, keeping pages light. */
export const eventCardFields = [
  "id",
  "name",
  "date_start",
  "date_end",
  "localization",
  "type",
  "tutor",
  "age_group",
  "price",
  "miniatura",
  "app_organizational_logo",
  "app_organizational_name",
  "person_limit",
  "users_count",
  "is_unavailable",
  "subscribed",
  "favourite",
] as const satisfies readonly (keyof Event)[];

export type EventCardData = Pick<Event, (typeof eventCardFields)[number]>;

export function toEventCardData(event: Event): EventCardData {
  return Object.fromEntries(eventCardFields.map((field) => [field, event[field]])) as EventCardData;
}

/** Spec §2: the 'no seats' label (and the dimmed card) only for someone not already signed up. */
export function showsNoSeats(event: Pick<Event, "is_unavailable" | "subscribed">): boolean {
  return event.is_unavailable && !event.subscribed;
}
