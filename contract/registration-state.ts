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
  date_end: Instant;
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
 * Events without registration have a state of their own, `not-required`, in `ParticipationState` below.
 */
export type RegistrationState = "subscribed" | "open" | "closed" | "full" | "unavailable";

/**
 * A registration state, or `not-required`: the event is open to everyone without signing up (spec §3
 * 'no-registration-needed flag', the contract's `registration_required: false`). It is decided before the
 * others, since seats, deadlines and holding a seat do not apply to such an event. It is a wider type than
 * `RegistrationState` so that code written for the five states keeps compiling until it handles the sixth.
 */
export type ParticipationState = RegistrationState | "not-required";

/**
 * When sign-up ends: the deadline, or without one the start (beyond spec §4, which would stay open); at the latest
 * the event's end, since a deadline set past the end (organisers' data has them) does not keep an event that is
 * over open.
 */
export function registrationClosesAt<T extends Instant>(event: { available_to: T | null; date_start: T; date_end: T }): T {
  const closesAt = event.available_to ?? event.date_start;
  return millisOf(closesAt) < millisOf(event.date_end) ? closesAt : event.date_end;
}

/** An instant's milliseconds, from contract text or a database date. */
function millisOf(instant: Instant): number {
  return typeof instant === "string" ? Date.parse(instant) : instant.getTime();
}

/**
 * Whether the event is over at `now`: at its own end. Each date of an activity of several dates is an event of
 * its own, with its own sign-ups, so its reservation can no longer be cancelled, and can be reviewed, once that
 * date ends, whatever its sibling dates do (`date_end_last`). The event page, the panel's tabs and the festival
 * API's cancellation and review rules all ask this.
 */
export function hasEnded(event: { date_end: Instant }, now: Date): boolean {
  return new Date(event.date_end).getTime() <= now.getTime();
}

/**
 * Whether sign-up's time window is open at `now`, seats aside: before `registrationClosesAt`, so never once the
 * event has ended. Extra participants are added only inside it.
 */
export function signUpWindowOpen(event: { available_to: Instant | null; date_start: Instant; date_end: Instant }, now: Date): boolean {
  // registrationClosesAt's rule, each instant read once: the list page asks it of every event on each render.
  const nowMs = now.getTime();
  return millisOf(event.available_to ?? event.date_start) > nowMs && millisOf(event.date_end) > nowMs;
}

export function isFull(event: Pick<RegistrationFacts, "person_limit" | "users_count">): boolean {
  return event.person_limit !== 0 && event.users_count >= event.person_limit;
}

/**
 * The state for a visitor at `now`. Holding a seat comes first (a subscriber of a full event sees
 * 'subscribed'); closing by time comes before seats, since once sign-up has ended no freed seat reopens it.
 */
export function registrationStateOf(event: RegistrationFacts, now: Date): RegistrationState {
  return event.subscribed ? "subscribed" : visitorRegistrationStateOf(event, now);
}

/** Whether the event needs signing up; a server that does not say means it does. */
export function registrationRequiredFor(event: { registration_required?: boolean }): boolean {
  return event.registration_required ?? true;
}

/** The participation state at `now`: `not-required` first, else the registration state. */
export function participationStateOf(event: RegistrationFacts & { registration_required?: boolean }, now: Date): ParticipationState {
  if (event.registration_required === false) return "not-required";
  return registrationStateOf(event, now);
}

/**
 * The participation state for anyone not signed up: `not-required` first, else `visitorRegistrationStateOf`. What
 * orders the list the same for everyone and what search engines are told; an event without registration is
 * reported `is_unavailable` by the festival API, so reading the flag first keeps it among the events one can attend.
 */
export function visitorParticipationStateOf(event: Omit<RegistrationFacts, "subscribed"> & { registration_required?: boolean }, now: Date): ParticipationState {
  if (event.registration_required === false) return "not-required";
  return visitorRegistrationStateOf(event, now);
}

/**
 * The state for anyone not signed up: what the festival API reports as `is_unavailable`, what orders the
 * list the same for everyone, and what search engines are told.
 */
export function visitorRegistrationStateOf(event: Omit<RegistrationFacts, "subscribed">, now: Date): RegistrationState {
  // The list page works this out for every event of the festival on each render (signUpWindowOpen reads each
  // instant once).
  if (!signUpWindowOpen(event, now)) return "closed";
  if (isFull(event)) return "full";
  if (event.is_unavailable) return "unavailable";
  return "open";
}

/**
 * The states in which a visitor cannot sign up: labelled, dimmed and listed after the open events. An event
 * without registration is not among them: nobody needs a seat, everyone may come, so it is neither dimmed nor
 * listed last. (The festival API still reports it `is_unavailable: true`, since nobody can sign up, so that a
 * portal unaware of the flag offers no form; `participationStateOf` decides `not-required` before reading it.)
 */
export function blocksSignUp(state: ParticipationState): boolean {
  return state === "closed" || state === "full" || state === "unavailable";
}
