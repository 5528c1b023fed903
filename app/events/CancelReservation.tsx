import { Form, Link } from "@remix-run/react";
import { useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/shell/use-hydrated";

/**
 * Cancelling one's reservation of an event (spec §4), confirmed first (ARCHITECTURE.md rule 5): without JS the
 * button is a link to the event page's confirmation view (`?confirm=cancel`), with JS a `<dialog>`. Either way
 * the cancellation itself is the confirmation's POST to `event.$id.cancel`. Both say the extra participants go too.
 */

/** The confirmation view's query value on the event page. */
export const cancelConfirmationValue = "cancel";

export const cancelReservationPath = (eventId: number) => `/event/${eventId}/cancel`;
export const cancelConfirmationPath = (eventId: number) => `/event/${eventId}?confirm=${cancelConfirmationValue}`;

interface CancelReservationProps {
  eventId: number;
  eventName: string;
  /** The user's extra participants, cancelled with the reservation. */
  participantCount: number;
}

function CancelReservationForm({ eventId, onSubmit, cancel }: { eventId: number; onSubmit?: () => void; cancel: ReactNode }) {
  const { t } = useTranslation("events");
  return (
    <Form method="post" action={cancelReservationPath(eventId)} onSubmit={onSubmit} className="confirm-actions">
      <input type="hidden" name="confirmed" value="yes" />
      <button type="submit" className="button button--danger">
        {t("cancel.confirm")}
      </button>
      {cancel}
    </Form>
  );
}

/** What is being cancelled: the reservation, and the extra participants with it when there are any. */
function ConfirmationText({ eventName, participantCount, id }: { eventName: string; participantCount: number; id?: string }) {
  const { t } = useTranslation("events");
  return (
    <div id={id}>
      <p>{t("cancel.confirmText", { name: eventName })}</p>
      {participantCount > 0 ? <p>{t("cancel.participantsGoToo", { count: participantCount })}</p> : null}
    </div>
  );
}

/** The confirmation view: the event page itself asks, for a browser without JS (or anyone opening its URL). */
export function CancelReservationConfirmation({ eventId, eventName, participantCount }: CancelReservationProps) {
  const { t } = useTranslation("events");
  return (
    <div className="form-page">
      <h1>{t("cancel.confirmHeading")}</h1>
      <ConfirmationText eventName={eventName} participantCount={participantCount} />
      <CancelReservationForm
        eventId={eventId}
        cancel={
          <Link to={`/event/${eventId}`} className="button button--secondary">
            {t("cancel.keep")}
          </Link>
        }
      />
    </div>
  );
}

/** The sign-up box's 'cancel reservation': a link to the confirmation view, or with JS a button opening a dialog. */
export function CancelReservationButton({ eventId, eventName, participantCount }: CancelReservationProps) {
  const { t } = useTranslation("events");
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);

  if (!hydrated) {
    return (
      <Link to={cancelConfirmationPath(eventId)} className="button button--secondary">
        {t("cancel.open")}
      </Link>
    );
  }

  function openDialog() {
    dialog.current?.showModal();
    // The safe answer first: Enter or Space right after opening must not cancel the reservation.
    keepButton.current?.focus();
  }

  return (
    <>
      <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={openDialog}>
        {t("cancel.open")}
      </button>
      <dialog ref={dialog} className="confirm-dialog" aria-labelledby="cancel-dialog-heading" aria-describedby="cancel-dialog-text">
        <h2 id="cancel-dialog-heading">{t("cancel.confirmHeading")}</h2>
        <ConfirmationText id="cancel-dialog-text" eventName={eventName} participantCount={participantCount} />
        <CancelReservationForm
          eventId={eventId}
          onSubmit={() => dialog.current?.close()}
          cancel={
            <button ref={keepButton} type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
              {t("cancel.keep")}
            </button>
          }
        />
      </dialog>
    </>
  );
}
