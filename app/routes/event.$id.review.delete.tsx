import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { requireVerifiedUser } from "~/account/route-guards.server";
import { problemText } from "~/components/forms/festival-api-form-errors.server";
import { eventPathKeepingListQuery, pathKeepingListQuery } from "~/events/carried-list-query";
import { eventIdParamOf } from "~/events/event-id-param";
import { deleteReviewConfirmationPath } from "~/events/reviews/review-form";
import { formRefusal, formValues, readForm } from "~/http/form-input.server";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";
import { redirectWithMessage } from "~/shell/flash-message.server";

/** The delete confirmation's form (ReviewSection): the review, and the field saying the POST is the confirmation's answer. */
const deleteReviewFormSchema = z.object({
  confirmed: z.literal("yes"),
  reviewId: z.coerce.number().int().positive(),
});

/** Opening this URL (a login that returns here after a dead session) shows the confirmation view, so nothing is deleted unasked. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const eventId = eventIdParamOf(params);
  await requireVerifiedUser({ request, context });
  return redirect(pathKeepingListQuery(deleteReviewConfirmationPath(eventId), request));
}

/**
 * Deletes the user's review (spec §4: irreversible, after confirmation), then back to the event (with the list's
 * query the confirmation posted with, spec §2), which offers the form again. A review already gone (another tab deleted it) is the outcome asked for.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const eventId = eventIdParamOf(params);
  const form = deleteReviewFormSchema.safeParse(formValues(await readForm(request)));
  const { api } = await requireVerifiedUser({ request, context }, { unavailable: "result" });
  if (!form.success) throw await formRefusal(request, 400);
  const language = await languageOf(request);
  const t = translatorFor(language, "events");
  const eventPath = eventPathKeepingListQuery(eventId, request);
  const deleted = await api.deleteReview(form.data.reviewId);
  if (!deleted.ok && deleted.problem.kind !== "not-found") {
    const text = problemText(deleted.problem, language, t("actionFailed"));
    return redirectWithMessage(request, context, eventPath, { kind: "error", text });
  }
  return redirectWithMessage(request, context, eventPath, {
    kind: "success",
    text: t("reviews.deleted"),
  });
}
