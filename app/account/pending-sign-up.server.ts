import { redirect, type AppLoadContext } from "@remix-run/node";
import { rememberPendingSignUp } from "~/account/session.server";
import { eventPathKeepingListQuery } from "~/events/carried-list-query";
import { loginReturningTo } from "~/http/safe-redirect";

/**
 * A visitor who wants to sign up or favourite goes to log in and comes back to the event afterwards
 * (spec §4); the session keeps the event meanwhile. The return path is built here from the id, never taken from
 * the request; only the list's query the page was opened with rides along (carried-list-query.ts).
 */
export async function redirectGuestToLogin(request: Request, context: AppLoadContext, eventId: number) {
  return redirect(loginReturningTo(eventPathKeepingListQuery(eventId, request)), {
    headers: { "Set-Cookie": await rememberPendingSignUp(request, context, eventId) },
  });
}
