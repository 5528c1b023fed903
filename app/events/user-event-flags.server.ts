import type { Event, EventLanguage } from "#contract/event";
import { FestivalApiError, type FestivalApi } from "~/festival-api/festival-api.server";

type PersonalFlags = Pick<Event, "subscribed" | "favourite" | "isRated">;

/** A logged-in visitor's own flags by event id. */
export type UserEventFlags = ReadonlyMap<number, PersonalFlags>;

/**
 * The flags of one user, from that user's own two calls (sign-ups and favourites), to lay over the list that
 * all visitors share (ARCHITECTURE.md "Search, list and caching") instead of fetching the whole list per user.
 * A failure leaves the list without personal flags and is logged: the list itself must not break. A 401 is
 * thrown on, so the caller can end the session.
 */
export async function userEventFlags(api: FestivalApi, language: EventLanguage): Promise<UserEventFlags | undefined> {
  try {
    const [signedUp, favourites] = await Promise.all([api.userEvents(language), api.favourites(language)]);
    const flags = new Map<number, PersonalFlags>();
    for (const event of signedUp) flags.set(event.id, { subscribed: true, favourite: event.favourite, isRated: event.isRated });
    for (const event of favourites) {
      const known = flags.get(event.id);
      flags.set(event.id, { subscribed: known?.subscribed ?? event.subscribed, favourite: true, isRated: known?.isRated ?? event.isRated });
    }
    return flags;
  } catch (error) {
    // A 401 is the caller's to handle: the session is over, not just the flags.
    if (!(error instanceof FestivalApiError) || error.status === 401) throw error;
    console.error(`The user's event flags are unavailable: ${error.message}`);
    return undefined;
  }
}

/** The shared events as this user sees them; without flags (a visitor, or a failed call) they stay as they are. */
export function withUserFlags(events: readonly Event[], flags: UserEventFlags | undefined): readonly Event[] {
  if (!flags) return events;
  return events.map((event) => ({ ...event, subscribed: false, favourite: false, isRated: false, ...flags.get(event.id) }));
}
