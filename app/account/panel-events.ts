import type { Event } from "#contract/event";
import { hasEnded } from "#contract/registration-state";

/**
 * Which of the user's events each panel tab lists (ARCHITECTURE.md "Panel URLs"), decided with the server's
 * clock. A registration has ended when its own date has (`hasEnded`), as on the event page and in the festival
 * API, which then takes its review.
 */

type EventTimes = Pick<Event, "date_start" | "date_end">;

export function hasStarted(event: EventTimes, now: Date): boolean {
  return new Date(event.date_start).getTime() <= now.getTime();
}

/** Spec §2: the 'add opinion' tab shows once any registered event has started. */
export function showsEndedTab(registered: readonly EventTimes[], now: Date): boolean {
  return registered.some((event) => hasStarted(event, now));
}

const latestEndFirst = (a: EventTimes, b: EventTimes) => new Date(b.date_end).getTime() - new Date(a.date_end).getTime();

const soonestStartFirst = (a: EventTimes, b: EventTimes) => new Date(a.date_start).getTime() - new Date(b.date_start).getTime();

/**
 * The registered and favourites tabs: what is still ahead or on first, the soonest first, then what has ended, the
 * latest first. The festival API lists by start, so a user with a past festival's events met them before the
 * coming ones.
 */
export function comingFirst<E extends EventTimes>(events: readonly E[], now: Date): E[] {
  const ended = events.filter((event) => hasEnded(event, now)).sort(latestEndFirst);
  const coming = events.filter((event) => !hasEnded(event, now)).sort(soonestStartFirst);
  return [...coming, ...ended];
}

/** The 'add opinion' tab: ended registrations, the ones still to rate first, each group the latest first. */
export function endedRegistrations<E extends EventTimes & Pick<Event, "isRated">>(registered: readonly E[], now: Date): E[] {
  return registered
    .filter((event) => hasEnded(event, now))
    .sort((a, b) => Number(a.isRated) - Number(b.isRated) || latestEndFirst(a, b));
}

/** `/user/reviews`: the ended events the user has rated, the latest first. */
export function ratedEvents<E extends EventTimes & Pick<Event, "isRated">>(registered: readonly E[], now: Date): E[] {
  return registered.filter((event) => event.isRated && hasEnded(event, now)).sort(latestEndFirst);
}
