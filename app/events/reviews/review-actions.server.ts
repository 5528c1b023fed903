import { data, redirect, type AppLoadContext } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Event } from "#contract/event";
import type { Review } from "#contract/review";
import { requireVerifiedUser } from "~/account/route-guards.server";
import { formReplyErrors } from "~/components/forms/festival-api-form-errors.server";
import {
  keepEditingReviewIntent,
  leaveReviewEditIntent,
  reviewDraftChanged,
  reviewDraftOf,
  type ReviewDraft,
  type ReviewIntent,
} from "~/events/reviews/review-form";
import { reviewFormSchema } from "~/events/reviews/review-form-schema";
import { eventPathKeepingListQuery } from "~/events/carried-list-query";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";
import { redirectWithMessage } from "~/shell/flash-message.server";

interface ActionArgs {
  request: Request;
  context: AppLoadContext;
}

/**
 * The review form's largest body: 2000 characters of text (REVIEW_CONTENT_MAX_LENGTH) percent-encoded, which a
 * character outside ASCII makes up to 9 bytes (`%E2%80%9E`), plus the other fields. The event route, which takes
 * the form, reads its body with this limit instead of readForm's default.
 */
export const reviewFormBodyLimitBytes = 24 * 1024;

/**
 * The user's own review of an event: the first of its reviews when the event says `isRated` (spec §7), so the
 * portal works with the festival's existing backend, which marks the own review no other way.
 */
export function ownReviewOf(event: Pick<Event, "isRated">, reviews: readonly Review[]): Review | null {
  return event.isRated ? reviews[0] ?? null : null;
}

/** What a review form's post answers when it re-renders the page: the form's result, or the discard question. */
export type ReviewActionData =
  | { reviewForm: SubmissionResult<string[]> }
  | { reviewDiscard: ReviewDraft & { reviewId: string }; titleStep: string };

/** The event route's review forms, by their intent. Each checks the user first (ARCHITECTURE.md "route guards"). */
export function reviewAction(args: ActionArgs, eventId: number, form: FormData, intent: ReviewIntent) {
  if (intent === leaveReviewEditIntent) return leaveReviewEdit(args, eventId, form);
  if (intent === keepEditingReviewIntent) return keepEditingReview(args, form);
  return saveReview(args, eventId, form);
}

/** Refusals for an event whose page has no review form: not over yet, or the user is not signed up for it. */
const refusalsWithoutReviewForm = new Set(["event_not_ended", "not_subscribed"]);

/**
 * Adds the review, or with a `reviewId` saves the edit of it. The festival API's refusals (409 the event has not
 * ended, a review exists; 422 under the fields; 429) show above the form in the user's language.
 */
async function saveReview(args: ActionArgs, eventId: number, form: FormData) {
  const { api } = await requireVerifiedUser(args, { unavailable: "result" });
  const submission = parseWithZod(form, { schema: reviewFormSchema });
  if (submission.status !== "success") return data<ReviewActionData>({ reviewForm: submission.reply() }, { status: 400 });
  const language = await languageOf(args.request);
  const t = translatorFor(language, "events");
  const { reviewId, rating, content } = submission.value;
  // Back to the page with the list's query the form posted with (spec §2).
  const eventPath = eventPathKeepingListQuery(eventId, args.request);
  const saved =
    reviewId === undefined ? await api.addReview(eventId, { rating, content }) : await api.editReview(reviewId, { rating, content });
  if (!saved.ok) {
    const errors = formReplyErrors(saved.problem, language, {
      failed: t("actionFailed"),
      formFields: ["rating", "content"],
    });
    // The page shows no review form to such a user (only a crafted post reaches here): the refusal comes as a
    // message above the page instead, or it would go unseen.
    if (saved.problem.kind !== "unavailable" && refusalsWithoutReviewForm.has(saved.problem.code ?? "")) {
      return redirectWithMessage(args.request, args.context, eventPath, { kind: "error", text: errors.formErrors.join(" ") });
    }
    return data<ReviewActionData>({ reviewForm: submission.reply(errors) }, { status: saved.problem.status });
  }
  return redirectWithMessage(args.request, args.context, eventPath, {
    kind: "success",
    text: t(reviewId === undefined ? "reviews.added" : "reviews.saved"),
  });
}

/**
 * The edit form's 'cancel' without JS (with JS the page asks in a dialog): back to the saved review when nothing
 * would be lost, else the discard question with what was typed. Compared with the review as the festival API
 * holds it now; when that cannot be read, the user is asked, which loses nothing.
 */
async function leaveReviewEdit(args: ActionArgs, eventId: number, form: FormData) {
  const { api } = await requireVerifiedUser(args, { unavailable: "result" });
  const draft = reviewDraftOf(form);
  const reviewId = String(form.get("reviewId") ?? "");
  const eventPath = eventPathKeepingListQuery(eventId, args.request);
  const reviews = await api.reviews(eventId);
  if (reviews.ok) {
    const saved = reviews.value.find((review) => String(review.id) === reviewId);
    // A review deleted meanwhile has nothing to go back to: the page offers the new review's form.
    if (!saved || !reviewDraftChanged(saved, draft)) throw redirect(eventPath);
  }
  const t = translatorFor(await languageOf(args.request), "events");
  return data<ReviewActionData>({ reviewDiscard: { reviewId, ...draft }, titleStep: t("reviews.discardHeading") });
}

/** The discard question's 'no, keep editing' without JS: the edit form again, holding what was typed. */
async function keepEditingReview(args: ActionArgs, form: FormData) {
  await requireVerifiedUser(args, { unavailable: "result" });
  const { rating, content } = reviewDraftOf(form);
  return data<ReviewActionData>({
    reviewForm: {
      initialValue: {
        reviewId: String(form.get("reviewId") ?? ""),
        rating,
        content,
      },
    },
  });
}
