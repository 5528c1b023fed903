import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ConfirmationView, type ConfirmationQuestion, type ConfirmedPost } from "~/components/Confirmation";
import { EventPageConfirmation } from "~/events/EventPageConfirmation";
import { deleteReviewPath, editReviewPath, keepEditingReviewIntent, type ReviewDraft } from "~/events/reviews/review-form";
import { useWithListQuery } from "~/events/carried-list-query";
import { eventPath } from "~/events/event-id-param";

/**
 * The review's two questions (spec §4): deleting it, and dropping an edit's changes. The event page shows their views
 * without JS (`?confirm=delete-review`, the discard answer of its action); ReviewSection asks the same in dialogs.
 * Their answers keep the list's query of the page (spec §2).
 */

/** The question before an edited review's changes are dropped, asked in a dialog (with JS) or as a view (without). */
export function useDiscardQuestion(): ConfirmationQuestion {
  const { t } = useTranslation("events");
  return {
    id: "discard-review-dialog",
    heading: t("reviews.discardHeading"),
    text: <p>{t("reviews.discardText")}</p>,
  };
}

/** The discard question without JS: 'yes' back to the saved review, 'no' back to the form with what was typed. */
export function DiscardReviewChangesConfirmation({ eventId, draft }: { eventId: number; draft: ReviewDraft & { reviewId: string } }) {
  const { t } = useTranslation("events");
  const question = useDiscardQuestion();
  const withListQuery = useWithListQuery();
  return (
    <ConfirmationView
      question={question}
      answers={
        <>
          <Link to={withListQuery(eventPath(eventId))} className="button button--danger">
            {t("reviews.discardConfirm")}
          </Link>
          <Form method="post" action={withListQuery(editReviewPath(eventId))}>
            <input type="hidden" name="reviewId" value={draft.reviewId} />
            <input type="hidden" name="rating" value={draft.rating} />
            <input type="hidden" name="content" value={draft.content} />
            <button type="submit" name="intent" value={keepEditingReviewIntent} className="button button--secondary">
              {t("reviews.discardKeep")}
            </button>
          </Form>
        </>
      }
    />
  );
}

/** The question before a review is deleted and the post that deletes it. */
export function useDeleteConfirmation(
  eventId: number,
  eventName: string,
  reviewId: number,
): { question: ConfirmationQuestion; post: ConfirmedPost } {
  const { t } = useTranslation("events");
  const withListQuery = useWithListQuery();
  return {
    question: {
      id: "delete-review-dialog",
      heading: t("reviews.deleteHeading"),
      text: <p>{t("reviews.deleteText", { name: eventName })}</p>,
    },
    post: {
      action: withListQuery(deleteReviewPath(eventId)),
      fields: { confirmed: "yes", reviewId: String(reviewId) },
      confirmLabel: t("reviews.deleteConfirm"),
      keepLabel: t("reviews.deleteKeep"),
    },
  };
}

/** The delete question without JS (`?confirm=delete-review`): the event page itself asks. */
export function DeleteReviewConfirmation({ eventId, eventName, reviewId }: { eventId: number; eventName: string; reviewId: number }) {
  const confirmation = useDeleteConfirmation(eventId, eventName, reviewId);
  return <EventPageConfirmation eventId={eventId} {...confirmation} />;
}
