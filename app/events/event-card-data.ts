import type { Event } from "#contract/event";
import { participationStateOf, type ParticipationState } from "#contract/registration-state";

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
  "favourite",
] as const satisfies readonly (keyof Event)[];

/** The card's fields and its participation state, decided by the loader with the server's clock. */
export type EventCardData = Pick<Event, (typeof eventCardFields)[number]> & { registration: ParticipationState };

export function toEventCardData(event: Event, now: Date): EventCardData {
  const fields = Object.fromEntries(eventCardFields.map((field) => [field, event[field]])) as Pick<Event, (typeof eventCardFields)[number]>;
  return { ...fields, registration: participationStateOf(event, now) };
}
