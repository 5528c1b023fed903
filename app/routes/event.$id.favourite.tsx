import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { forgetUserOnUnauthorized, sessionUserOf } from "~/account/auth.server";
import { FestivalApiError, festivalApiFor } from "~/festival-api/festival-api.server";
import { formRefusal, formValues, readForm } from "~/http/form-input.server";
import { redirectGuestToLogin } from "~/account/pending-sign-up.server";
import { requireVerified } from "~/account/route-guards.server";
import { loginReturningTo, refererReturnPath } from "~/http/safe-redirect";

/** The heart's form (FavouriteButton): the state it asks for, so a repeated POST cannot flip it back. */
const favouriteFormSchema = z.object({ favourite: z.enum(["add", "remove"]) });

/**
 * The favourite heart's form (cards and the event page). A guest is sent to log in and back (spec §4); a user
 * who still owes a verification goes to it, since the festival API takes favourites from verified accounts only.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const eventId = Number(params.id);
  if (!Number.isInteger(eventId) || eventId <= 0) throw new Response("Not found", { status: 404 });
  const form = favouriteFormSchema.safeParse(formValues(await readForm(request)));
  const signedIn = await sessionUserOf(request);
  if (!signedIn) return redirectGuestToLogin(request, eventId);
  requireVerified(request, signedIn);
  if (!form.success) throw await formRefusal(request, 400);
  try {
    await festivalApiFor({ request, context }, signedIn.token).setFavourite(eventId, form.data.favourite === "add");
  } catch (error) {
    // Spec §8: failed favourite calls are only logged; an expired login ends the session.
    if (!(error instanceof FestivalApiError)) throw error;
    await forgetUserOnUnauthorized(request, error, loginReturningTo(`/event/${eventId}`));
    console.error(`Favourite ${eventId} failed: ${error.message}`);
  }
  // Back to the page the heart was on (a card on a filtered list), else the event.
  return redirect(refererReturnPath(request, `/event/${eventId}`));
}
