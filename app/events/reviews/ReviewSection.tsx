import { useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { RATING_MAX } from "#contract/limits";
import type { Review } from "#contract/review";
import { ConfirmationDialog, ConfirmedPostButton, useConfirmationDialog } from "~/components/Confirmation";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { markPartHydrated } from "~/components/lazy-part-hydrated";
import { ChoiceGroupField, TextareaField } from "~/components/forms/Field";
import { currentFormErrorsOf, formPropsOf, summaryErrorsOf } from "~/components/forms/summary-errors";
import { useSchemaValidation, type FormConstraint } from "~/components/forms/use-schema-validation";
import { SubmitButton } from "~/components/forms/SubmitButton";
import {
  deleteReviewConfirmationPath,
  editReviewPath,
  leaveReviewEditIntent,
  newReviewValues,
  ratings,
  reviewDraftChanged,
  reviewDraftOf,
  saveReviewIntent,
  type ReviewValues,
} from "~/events/reviews/review-form";
import { useDeleteConfirmation, useDiscardQuestion } from "~/events/reviews/ReviewConfirmations";
import { useWithListQuery } from "~/events/carried-list-query";
import { useHydrated } from "~/shell/use-hydrated";
import { focusOnArrival } from "~/shell/use-focus-after-navigation";
import { eventPath } from "~/events/event-id-param";

const loadReviewSchema = () => import("~/events/reviews/review-form-schema").then((schemas) => schemas.reviewFormSchema);

/**
 * The event page's review module (spec §2, §4): for a user signed up for an event that has ended. Not rated, the
 * form; rated, the user's review with 'edit' (the form again, with the saved values) and 'delete' (confirmed
 * first). Leaving an edited form asks first: with JS in a dialog, without JS the form's 'cancel' posts it and the
 * server answers the discard question when something changed (ARCHITECTURE.md rule 5). Its links and forms keep
 * the list's query of the page (spec §2), and so do the pages their posts return to.
 */

type SavedReview = Pick<Review, "id" | "rating" | "content">;

interface ReviewSectionProps {
  eventId: number;
  eventName: string;
  /** The user's review, when the event is rated. */
  saved: SavedReview | null;
  /** The form's HTML constraints, from the loader. */
  constraint: FormConstraint;
  /** The saved review's form is open (`?review=edit`, or the discard question's 'keep editing'). */
  editing: boolean;
  /** The form's last refused (or kept) submission, from the event route's action. */
  lastResult: SubmissionResult<string[]> | undefined;
}

export function ReviewSection({ eventId, eventName, saved, constraint, editing, lastResult }: ReviewSectionProps) {
  const { t } = useTranslation("events");
  return (
    <section className="review" aria-labelledby="review-heading" data-lazy-part ref={markPartHydrated}>
      <h2 id="review-heading">{t("reviews.heading")}</h2>
      {saved && !editing ? (
        <SavedReviewView eventId={eventId} eventName={eventName} saved={saved} />
      ) : (
        <ReviewForm eventId={eventId} saved={saved} constraint={constraint} lastResult={lastResult} />
      )}
    </section>
  );
}

/** A rating as its stars, drawn for the eye and said in words ('4 z 5 gwiazdek') for everyone. */
function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation("events");
  return (
    <>
      <span className="review-stars" aria-hidden="true">
        {"★".repeat(rating)}
        {"☆".repeat(RATING_MAX - rating)}
      </span>{" "}
      {t("reviews.stars", { rating, max: RATING_MAX })}
    </>
  );
}

const editReviewLinkId = "review-edit-link";
/** Leaving the edit form (unchanged, or its changes dropped), the focus returns to the 'edit' that opened it. */
const backToEditLink = focusOnArrival(editReviewLinkId);

function SavedReviewView({ eventId, eventName, saved }: { eventId: number; eventName: string; saved: SavedReview }) {
  const { t } = useTranslation("events");
  const { question, post } = useDeleteConfirmation(eventId, eventName, saved.id);
  const withListQuery = useWithListQuery();
  return (
    <>
      <p>
        {t("reviews.yourRating")} <Stars rating={saved.rating} />
      </p>
      {saved.content ? <p className="review__content">{saved.content}</p> : null}
      <div className="confirm-actions">
        <Link id={editReviewLinkId} to={withListQuery(editReviewPath(eventId))} state={focusOnArrival("review-heading")} className="button">
          {t("reviews.edit")}
        </Link>
        <ConfirmedPostButton
          question={question}
          post={post}
          openLabel={t("reviews.delete")}
          openClassName="button button--secondary"
          viewPath={withListQuery(deleteReviewConfirmationPath(eventId))}
        />
      </div>
    </>
  );
}

type ReviewFormProps = Pick<ReviewSectionProps, "eventId" | "saved" | "constraint" | "lastResult">;

/** A new review's form, or with `saved` the saved review's, holding its values. */
function ReviewForm({ eventId, saved, constraint, lastResult }: ReviewFormProps) {
  const { t } = useTranslation("events");
  const withListQuery = useWithListQuery();
  const initial: ReviewValues = saved ?? newReviewValues;
  const [form, fields] = useForm({
    id: "review-form",
    lastResult,
    defaultValue: { rating: String(initial.rating), content: initial.content },
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useSchemaValidation(loadReviewSchema),
  });
  const choices = ratings.map((rating) => ({ value: String(rating), label: <Stars rating={rating} /> }));
  const labels = { rating: t("reviews.rating"), content: t("reviews.content") };
  return (
    <Form method="post" action={withListQuery(saved ? editReviewPath(eventId) : eventPath(eventId))} {...formPropsOf(form)}>
      <ErrorSummary
        headingLevel={3}
        errors={summaryErrorsOf(currentFormErrorsOf(form, lastResult), [
          { meta: fields.rating, label: labels.rating },
          { meta: fields.content, label: labels.content },
        ])}
      />
      {saved ? <input type="hidden" name="reviewId" value={saved.id} /> : null}
      <ChoiceGroupField meta={fields.rating} legend={labels.rating} type="radio" choices={choices} className="star-rating" />
      <TextareaField meta={fields.content} label={labels.content} hint={t("reviews.contentHint")} />
      <div className="confirm-actions">
        {/* First, so Enter in the form saves. */}
        <SubmitButton name="intent" value={saveReviewIntent}>
          {saved ? t("reviews.saveChanges") : t("reviews.add")}
        </SubmitButton>
        {saved ? <LeaveEditButton eventId={eventId} saved={saved} /> : null}
      </div>
    </Form>
  );
}

/**
 * The edit form's 'cancel'. Without JS it posts the form (the server decides whether to ask); with JS it decides
 * here with the same rule, and asks in a dialog only when something would be lost.
 */
function LeaveEditButton({ eventId, saved }: { eventId: number; saved: SavedReview }) {
  const { t } = useTranslation("events");
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const handle = useConfirmationDialog();
  const question = useDiscardQuestion();
  const withListQuery = useWithListQuery();
  const eventPathWithListQuery = withListQuery(eventPath(eventId));

  function leave(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    const form = event.currentTarget.form;
    if (form && reviewDraftChanged(saved, reviewDraftOf(new FormData(form)))) handle.open();
    else navigate(eventPathWithListQuery, { state: backToEditLink });
  }

  return (
    <>
      <button type="submit" name="intent" value={leaveReviewEditIntent} formNoValidate className="button button--secondary" onClick={leave}>
        {t("reviews.cancelEdit")}
      </button>
      {/* Only a page with JS asks here; without it the server asks (DiscardReviewChangesConfirmation). */}
      {hydrated ? (
        <ConfirmationDialog
          question={question}
          handle={handle}
          confirm={
            // An answer, as 'no' beside it is: a button, which Space presses too (a link looking like one would not).
            <button
              type="button"
              className="button button--danger"
              onClick={() => {
                handle.close();
                navigate(eventPathWithListQuery, { state: backToEditLink });
              }}
            >
              {t("reviews.discardConfirm")}
            </button>
          }
          keepLabel={t("reviews.discardKeep")}
        />
      ) : null}
    </>
  );
}
