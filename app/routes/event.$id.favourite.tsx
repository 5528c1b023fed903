import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { forgetUserOnUnauthorized, tokenOf } from "~/auth.server";
import { FestivalApiError, festivalApiFor } from "~/festival-api.server";
import { redirectGuestToLogin } from "~/pending-sign-up.server";
import { loginReturningTo } from "~/safe-redirect";

/** Where to go back after the toggle: the page the heart was on, if it is on this site; else the event. */
function returnPath(request: Request, eventId: number): string {
  const referer = request.headers.get("Referer");
  if (referer) {
    const from = new URL(referer, request.url);
    if (from.origin === new URL(request.url).origin) return `${from.pathname}${from.search}`;
  }
  return `/event/${eventId}`;
}

/** The favourite heart's form (cards and the event page). A guest is sent to log in (spec §4). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const eventId = Number(params.id);
  if (!Number.isInteger(eventId) || eventId <= 0) throw new Response("Not found", { status: 404 });
  const token = await tokenOf(request);
  if (!token) return redirectGuestToLogin(request, eventId);
  const form = await request.formData();
  try {
    await festivalApiFor({ request, context }, token).setFavourite(eventId, form.get("favourite") !== "remove");
  } catch (error) {
    // Spec §8: failed favourite calls are only logged; an expired login ends the session.
    if (!(error instanceof FestivalApiError)) throw error;
    await forgetUserOnUnauthorized(request, error, loginReturningTo(`/event/${eventId}`));
    console.error(`Favourite ${eventId} failed: ${error.message}`);
  }
  return redirect(returnPath(request, eventId));
}
