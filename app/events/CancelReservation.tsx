import { useTranslation } from "react-i18next";
import { ConfirmedPostButton, type ConfirmationQuestion, type ConfirmedPost } from "~/components/Confirmation";
import { EventPageConfirmation } from "~/events/EventPageConfirmation";
import { useWithListQuery } from "~/events/carried-list-query";
import { eventPath } from "~/events/event-id-param";

/**
 * Cancelling one's reservation of an event (spec §4), confirmed first (ARCHITECTURE.md rule 5): without JS the
 * button is a link to the event page's confirmation view (`?confirm=cancel`), with JS a `<dialog>`. Either way
 * the cancellation itself is the confirmation's POST to `event.$id.cancel`. Both say the extra participants go too.
 * Each of these addresses keeps the list's query of the page (spec §2), so the page the cancellation returns to
 * still leads back to the list as it was left.
 */

/** The confirmation view's query value on the event page. */
export const cancelConfirmationValue = "cancel";

export const cancelReservationPath = (eventId: number) => `${eventPath(eventId)}/cancel`;
export const cancelConfirmationPath = (eventId: number) => `${eventPath(eventId)}?confirm=${cancelConfirmationValue}`;

interface CancelReservationProps {
  eventId: number;
  eventName: string;
  /** The user's extra participants, cancelled with the reservation. */
  participantCount: number;
  /** Whether sign-up is open now: once it has closed, a cancelled reservation cannot be made again, which it says. */
  signUpOpen: boolean;
}

/** What is being cancelled: the reservation, and the extra participants with it when there are any. */
function useCancelConfirmation({ eventId, eventName, participantCount, signUpOpen }: CancelReservationProps): {
  question: ConfirmationQuestion;
  post: ConfirmedPost;
} {
  const { t } = useTranslation("events");
  const withListQuery = useWithListQuery();
  return {
    question: {
      id: "cancel-dialog",
      heading: t("cancel.confirmHeading"),
      text: (
        <>
          <p>{t("cancel.confirmText", { name: eventName })}</p>
          {participantCount > 0 ? <p>{t("cancel.participantsGoToo", { count: participantCount })}</p> : null}
          {signUpOpen ? null : <p>{t("cancel.noSignUpAgain")}</p>}
        </>
      ),
    },
    // Its one field says the POST is the confirmation's answer.
    post: {
      action: withListQuery(cancelReservationPath(eventId)),
      fields: { confirmed: "yes" },
      confirmLabel: t("cancel.confirm"),
      keepLabel: t("cancel.keep"),
    },
  };
}

/** The confirmation view: the event page itself asks, for a browser without JS (or anyone opening its URL). */
export function CancelReservationConfirmation(props: CancelReservationProps) {
  const confirmation = useCancelConfirmation(props);
  return <EventPageConfirmation eventId={props.eventId} {...confirmation} />;
}

/** The sign-up box's 'cancel reservation': a link to the confirmation view, or with JS a button opening a dialog. */
export function CancelReservationButton(props: CancelReservationProps) {
  const { t } = useTranslation("events");
  const { question, post } = useCancelConfirmation(props);
  const withListQuery = useWithListQuery();
  return (
    <ConfirmedPostButton
      question={question}
      post={post}
      openLabel={t("cancel.open")}
      openClassName="button button--secondary"
      viewPath={withListQuery(cancelConfirmationPath(props.eventId))}
    />
  );
}
