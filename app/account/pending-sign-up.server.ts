import { redirect } from "@remix-run/node";
import { sessionOf, sessionStorage } from "~/account/session.server";
import { loginReturningTo } from "~/http/safe-redirect";

/** The session key of spec §3 "The event id for a pending sign-up is kept while the user logs in". */
export const pendingEventIdKey = "pendingEventId";

/**
 * A visitor who wants to sign up or favourite goes to log in and comes back to the event afterwards
 * (spec §4). The return path is built here from the id, never taken from the request.
 */
export async function redirectGuestToLogin(request: Request, eventId: number) {
  const session = await sessionOf(request);
  session.set(pendingEventIdKey, eventId);
  const returnTo = `/event/${eventId}`;
  return redirect(loginReturningTo(returnTo), {
    headers: { "Set-Cookie": await sessionStorage.commitSession(session) },
  });
}
