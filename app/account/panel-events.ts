import type { Event } from "#contract/event";

/**
 * Which of the user's events each panel tab lists (ARCHITECTURE.md "Panel URLs"), decided with the server's
 * clock. An event of several dates ends with its last one.
 */

type EventTimes = Pick<Event, "date_start" | "date_end" | "date_end_last">;

export function hasStarted(event: EventTimes, now: Date): boolean {
  return new Date(event.date_start).getTime() <= now.getTime();
}

export function hasEnded(event: EventTimes, now: Date): boolean {
  return new Date(event.date_end_last ?? event.date_end).getTime() <= now.getTime();
}

/** Spec §2: the 'add opinion' tab shows once any registered event has started. */
export function showsEndedTab(registered: readonly EventTimes[], now: Date): boolean {
  return registered.some((event) => hasStarted(event, now));
}

const latestEndFirst = (a: EventTimes, b: EventTimes) =>
  new Date(b.date_end_last ?? b.date_end).getTime() - new Date(a.date_end_last ?? a.date_end).getTime();

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
