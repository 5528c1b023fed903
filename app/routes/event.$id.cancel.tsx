import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { requireVerifiedUser } from "~/account/route-guards.server";
import { problemText } from "~/components/forms/festival-api-form-errors.server";
import { cancelConfirmationPath } from "~/events/CancelReservation";
import { eventPathKeepingListQuery, pathKeepingListQuery } from "~/events/carried-list-query";
import { backToTheListForGoneEvent } from "~/events/gone-event.server";
import { eventIdParamOf } from "~/events/event-id-param";
import { formRefusal, formValues, readForm } from "~/http/form-input.server";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";
import { redirectWithMessage } from "~/shell/flash-message.server";

/** The confirmation's form (CancelReservation): its one field says the POST is the confirmation's answer. */
const cancelReservationFormSchema = z.object({ confirmed: z.literal("yes") });

/**
 * Opening this URL (a login that returns here after a dead session) shows the event page's confirmation view,
 * so a cancellation is never made without it. Guarded like the action: a visitor logs in first.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const eventId = eventIdParamOf(params);
  await requireVerifiedUser({ request, context });
  return redirect(pathKeepingListQuery(cancelConfirmationPath(eventId), request));
}

/**
 * Cancels the user's reservation and its extra participants (spec §4), then back to the event, which offers the
 * sign-up again, with the list's query the confirmation posted with (spec §2). A 409 `not_subscribed` (a second
 * tab cancelled first) is the outcome asked for, so it is a success.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const eventId = eventIdParamOf(params);
  const form = cancelReservationFormSchema.safeParse(formValues(await readForm(request)));
  const { api } = await requireVerifiedUser({ request, context }, { unavailable: "result" });
  if (!form.success) throw await formRefusal(request, 400);
  const language = await languageOf(request);
  const t = translatorFor(language, "events");
  const eventPath = eventPathKeepingListQuery(eventId, request);
  const cancelled = await api.unsubscribe(eventId);
  if (!cancelled.ok) {
    const { problem } = cancelled;
    const alreadyCancelled = problem.kind === "conflict" && problem.code === "not_subscribed";
    // Spec §7: an event the festival API does not know sends the visitor home.
    if (problem.kind === "not-found") throw await backToTheListForGoneEvent(request, context);
    if (!alreadyCancelled) {
      return redirectWithMessage(request, context, eventPath, { kind: "error", text: problemText(problem, language, t("actionFailed")) });
    }
  }
  return redirectWithMessage(request, context, eventPath, { kind: "success", text: t("cancel.done") });
}
