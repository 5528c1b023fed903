import { DEFAULT_RATING, RATING_MAX, RATING_MIN } from "#contract/limits";
import { eventPath } from "~/events/event-id-param";

/**
 * The review form of the event page (spec §3 "Review", §4, §7): a rating of 1 to 5 stars (default 5) and the
 * text. Its buttons post to the event route, told apart by their `intent` (the route dispatches on it before
 * the schema, review-form-schema.ts, reads the rest): saving, and leaving an edit (its 'cancel', which without JS
 * asks the server whether something would be lost).
 */
export const saveReviewIntent = "save-review";
export const leaveReviewEditIntent = "leave-review-edit";
/** The discard view's 'no': back to the form with what was typed. */
export const keepEditingReviewIntent = "keep-editing-review";
export const reviewIntents = [saveReviewIntent, leaveReviewEditIntent, keepEditingReviewIntent] as const;
export type ReviewIntent = (typeof reviewIntents)[number];

export function isReviewIntent(intent: unknown): intent is ReviewIntent {
  return (reviewIntents as readonly unknown[]).includes(intent);
}

/** The event page's query parameter and value that reopen the form of a saved review (`?review=edit`). */
export const reviewModeParam = "review";
export const editReviewMode = "edit";
/** The event page's query of the delete confirmation view (`?confirm=…`, as cancelling's). */
export const deleteReviewConfirmationValue = "delete-review";

export const editReviewPath = (eventId: number) => `${eventPath(eventId)}?${reviewModeParam}=${editReviewMode}`;
export const deleteReviewPath = (eventId: number) => `${eventPath(eventId)}/review/delete`;
export const deleteReviewConfirmationPath = (eventId: number) => `${eventPath(eventId)}?confirm=${deleteReviewConfirmationValue}`;

export const ratings = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/** What the form holds, as the festival API keeps it. */
export interface ReviewValues {
  rating: number;
  content: string;
}

export const newReviewValues: ReviewValues = {
  rating: DEFAULT_RATING,
  content: "",
};

/** The form's rating and text as typed, whatever they are (a leave request is read before any validation). */
export interface ReviewDraft {
  rating: string;
  content: string;
}

export function reviewDraftOf(form: FormData): ReviewDraft {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { rating: text("rating"), content: text("content") };
}

/** A textarea sends CRLF line breaks and saving trims the text, so neither counts as a change. */
function comparableText(text: string): string {
  return text.replace(/\r\n?/g, "\n").trim();
}

/**
 * Whether leaving the form would lose something (spec §4 "Closing the form with changed text or rating asks for
 * confirmation first"): the rating or the text differ from the saved review.
 */
export function reviewDraftChanged(saved: ReviewValues, draft: ReviewDraft): boolean {
  return draft.rating.trim() !== String(saved.rating) || comparableText(draft.content) !== comparableText(saved.content);
}
