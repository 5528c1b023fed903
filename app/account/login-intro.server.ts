import { eventPath, isEventPagePath } from "~/events/event-id-param";

/**
 * Why a visitor sent here from another page is asked to log in: a sign-up or heart that waits for the login (spec
 * §4), an event page to go back to (a form on it whose session had ended), or a page for users only.
 */
export function loginIntroKeyOf(redirectTo: string, waitingEventId: number | undefined) {
  if (redirectTo === "/") return undefined;
  const { pathname } = new URL(redirectTo, "http://portal.invalid");
  if (waitingEventId !== undefined && pathname === eventPath(waitingEventId)) return "login.forEvent";
  return isEventPagePath(pathname) ? "login.backToEvent" : "login.forPage";
}
