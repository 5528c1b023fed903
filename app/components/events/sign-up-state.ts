import type { Event } from "#contract/event";

export type SignUpState = "subscribed" | "offered" | "no-seats" | "closed";

/**
 * Spec §4: sign-up is offered only when there is a seat (users_count < person_limit, or no limit), the
 * deadline (available_to) is absent or in the future, and the user is not already signed up.
 */
export function signUpStateOf(
  event: Pick<Event, "subscribed" | "users_count" | "person_limit" | "available_to">,
  now: Date,
): SignUpState {
  if (event.subscribed) return "subscribed";
  if (event.person_limit !== 0 && event.users_count >= event.person_limit) return "no-seats";
  if (event.available_to && new Date(event.available_to).getTime() <= now.getTime()) return "closed";
  return "offered";
}
