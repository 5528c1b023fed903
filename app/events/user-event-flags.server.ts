import type { Event, EventLanguage } from "#contract/event";
import type { FestivalApi } from "~/festival-api/festival-api.server";

/** The user's own flags, and the seats as the user's own calls just answered them. */
type PersonalFlags = Pick<Event, "subscribed" | "favourite" | "isRated" | "users_count" | "is_unavailable">;

/** A logged-in visitor's own flags by event id. */
export type UserEventFlags = ReadonlyMap<number, PersonalFlags>;

/**
 * The flags of one user, from that user's own two calls (sign-ups and favourites), to lay over the list that
 * all visitors share (ARCHITECTURE.md "Search, list and caching") instead of fetching the whole list per user.
 * Those calls also bring their events' seats as they are now: the shared list's copy may be up to
 * EVENT_CACHE_TTL_MS old, and the user's own sign-up or extra participants would be missing from its count, so
 * the card said 28/60 where the event page said 30/60.
 * The client logs a failure (its "log" mode), and the list shows without personal flags: the list itself must
 * not break. A dead token ends the session in the client's policy. A visitor's client has no flags to ask for.
 */
export async function userEventFlags(api: FestivalApi<"log">, language: EventLanguage): Promise<UserEventFlags | undefined> {
  if (!api.signedIn) return undefined;
  const [signedUp, favourites] = await Promise.all([api.userEvents(language), api.favourites(language)]);
  if (!signedUp.ok || !favourites.ok) return undefined;
  const flags = new Map<number, PersonalFlags>();
  const seats = ({ users_count, is_unavailable }: Event) => ({ users_count, is_unavailable });
  for (const event of signedUp.value) flags.set(event.id, { subscribed: true, favourite: event.favourite, isRated: event.isRated, ...seats(event) });
  for (const event of favourites.value) {
    const known = flags.get(event.id);
    flags.set(event.id, { subscribed: known?.subscribed ?? event.subscribed, favourite: true, isRated: known?.isRated ?? event.isRated, ...seats(event) });
  }
  return flags;
}

/** The shared events as this user sees them; without flags (a visitor, or a failed call) they stay as they are. */
export function withUserFlags(events: readonly Event[], flags: UserEventFlags | undefined): readonly Event[] {
  if (!flags) return events;
  return events.map((event) => ({ ...event, subscribed: false, favourite: false, isRated: false, ...flags.get(event.id) }));
}
