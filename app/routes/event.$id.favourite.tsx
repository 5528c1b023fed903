import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { redirectGuestToLogin } from "~/account/pending-sign-up.server";
import { requireVerified } from "~/account/route-guards.server";
import { userSessionOf } from "~/account/session.server";
import { festivalApiFor } from "~/festival-api/festival-api.server";
import { formRefusal, formValues, readForm } from "~/http/form-input.server";
import { refererReturnPath } from "~/http/safe-redirect";
import {
  favouriteAfterRemovalField,
  favouriteAnswerField,
  favouriteAnswerValue,
  favouriteEventNameField,
  favouriteFormId,
  type FavouriteAnswer,
} from "~/events/FavouriteButton";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";
import { redirectWithMessage } from "~/shell/flash-message.server";
import { eventIdParamOf, eventPath } from "~/events/event-id-param";

/**
 * The heart's form (FavouriteButton): the state it asks for, so a repeated POST cannot flip it back, and with JS
 * whether to answer that state instead of redirecting back.
 */
const favouriteFormSchema = z.object({
  favourite: z.enum(["add", "remove"]),
  [favouriteAnswerField]: z.literal(favouriteAnswerValue).optional(),
  /** The event's name, for the message said after the change without JS (the user's own page's text, echoed). */
  [favouriteEventNameField]: z.string().max(500).optional(),
  /** An element id of the page it returns to (FavouriteButton's `afterRemoval`). */
  [favouriteAfterRemovalField]: z.string().regex(/^[A-Za-z][\w-]{0,99}$/).optional(),
});

/**
 * The heart's address opened as a page (typed, or followed from a history): the event it belongs to, or home
 * when the address names none (as the event page does, spec §7).
 */
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(eventPath(eventIdParamOf(params, () => redirect("/"))));
}

/**
 * The favourite heart's form (cards and the event page). A guest is sent to log in and back (spec §4); a user
 * who still owes a verification goes to it, since the festival API takes favourites from verified accounts only.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const eventId = eventIdParamOf(params);
  const form = favouriteFormSchema.safeParse(formValues(await readForm(request)));
  const signedIn = await userSessionOf(request, context);
  if (!signedIn) return redirectGuestToLogin(request, context, eventId);
  requireVerified(request, signedIn.user);
  if (!form.success) throw await formRefusal(request, 400);
  // Spec §8: a failed favourite is only logged ("log" mode). A dead token returns to the event, not to this URL.
  const api = await festivalApiFor({ request, context }, { unavailable: "log", returnTo: eventPath(eventId) });
  const changed = await api.setFavourite(eventId, form.data.favourite === "add");
  // With JS the page stays; its loaders revalidate, so a failed change (only logged) shows the heart as it is, and
  // the answer says it failed, so nothing is announced.
  if (form.data[favouriteAnswerField]) return data<FavouriteAnswer>({ favourite: form.data.favourite === "add", changed: changed.ok });
  // Back to the page the heart was on (a card on a filtered list), else the event, where the heart is; saying what
  // changed, as the page's Announcer does with JS: on the favourites tab the card, and its heart, are gone.
  // A removal that took the card off its list (the favourites tab) comes back where the next heart is.
  const afterRemoval = form.data.favourite === "remove" && changed.ok ? form.data[favouriteAfterRemovalField] : undefined;
  const back = `${refererReturnPath(request, eventPath(eventId))}#${afterRemoval ?? favouriteFormId(eventId)}`;
  const name = form.data[favouriteEventNameField];
  if (!changed.ok || !name) return redirect(back);
  const t = translatorFor(await languageOf(request), "events");
  const text = t(form.data.favourite === "add" ? "favourite.added" : "favourite.removed", { name });
  return redirectWithMessage(request, context, back, { kind: "success", text });
}
