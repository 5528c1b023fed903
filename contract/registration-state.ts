/**
 * When a visitor can sign up for an event (ARCHITECTURE.md "Decisions on the spec's open points", "When
 * sign-up is open"): one rule for what the portal offers and labels, and for the festival API's pre-check and
 * its `is_unavailable`. The festival API's conditional seat UPDATE (upstream/events/seat-limit.ts) stays the
 * authority on the last seat; this rule only decides what to offer and what to refuse early.
 */

/** A time as the contract sends it (ISO 8601 text with an offset) or as the database reads it. */
export type Instant = string | Date;

/** The event's fields the rule reads, named as in the contract's `Event`. */
export interface RegistrationFacts {
  /** 0 means unlimited. */
  person_limit: number;
  users_count: number;
  available_to: Instant | null;
  date_start: Instant;
  /** The visitor holds a seat. */
  subscribed: boolean;
  /**
   * A server's own verdict that sign-up is not possible. Absent where the verdict is being made: the festival
   * API computes its `is_unavailable` with this rule.
   */
  is_unavailable?: boolean;
}

/**
 * - `subscribed`: the visitor already holds a seat.
 * - `open`: sign-up is offered.
 * - `closed`: by time: the deadline passed or, without a deadline, the event started.
 * - `full`: every seat is taken.
 * - `unavailable`: a server says so although seats are free and time is open.
 * Events without registration (spec §3 'no-registration-needed flag') are issue #11: they will get a state of
 * their own here, decided before the others.
 */
export type RegistrationState = "subscribed" | "open" | "closed" | "full" | "unavailable";

/** When sign-up ends: the deadline, or without one the start (beyond spec §4, which would stay open). */
export function registrationClosesAt<T extends Instant>(event: { available_to: T | null; date_start: T }): T {
  return event.available_to ?? event.date_start;
}

export function isFull(event: Pick<RegistrationFacts, "person_limit" | "users_count">): boolean {
  return event.person_limit !== 0 && event.users_count >= event.person_limit;
}

/**
 * The state for a visitor at `now`. Holding a seat comes first (a subscriber of a full event sees
 * 'subscribed'); closing by time comes before seats, since once sign-up has ended no freed seat reopens it.
 */
export function registrationStateOf(event: RegistrationFacts, now: Date): RegistrationState {
  if (event.subscribed) return "subscribed";
  if (new Date(registrationClosesAt(event)).getTime() <= now.getTime()) return "closed";
  if (isFull(event)) return "full";
  if (event.is_unavailable) return "unavailable";
  return "open";
}

/**
 * The state for anyone not signed up: what the festival API reports as `is_unavailable`, what orders the
 * list the same for everyone, and what search engines are told.
 */
export function visitorRegistrationStateOf(event: Omit<RegistrationFacts, "subscribed">, now: Date): RegistrationState {
  return registrationStateOf({ ...event, subscribed: false }, now);
}

/** The states in which a visitor cannot sign up: labelled, dimmed and listed after the open events. */
export function blocksSignUp(state: RegistrationState): boolean {
  return state === "closed" || state === "full" || state === "unavailable";
}
