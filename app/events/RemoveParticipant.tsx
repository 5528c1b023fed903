import { useTranslation } from "react-i18next";
import type { Participant } from "#contract/participant";
import { ConfirmedPostButton, type ConfirmationQuestion, type ConfirmedPost } from "~/components/Confirmation";
import { EventPageConfirmation } from "~/events/EventPageConfirmation";
import { useWithListQuery } from "~/events/carried-list-query";
import { eventPath } from "~/events/event-id-param";
import { removeParticipantIntent } from "~/events/participant-forms";

/**
 * Removing an extra participant, confirmed first as cancelling is (WCAG 3.3.4: it deletes what the user entered,
 * and the freed seat may be taken before they could add the person again): without JS the remove button is a link
 * to the event page's confirmation view (`?confirm=remove-participant&participant={id}`), with JS a `<dialog>`.
 * Either way the removal is the confirmation's POST to the event route (its `intent`).
 */

/** The confirmation view's query value on the event page; `participant` names whom it asks about. */
export const removeParticipantConfirmationValue = "remove-participant";
export const removeParticipantConfirmationPath = (eventId: number, participantId: number) =>
  `${eventPath(eventId)}?confirm=${removeParticipantConfirmationValue}&participant=${participantId}`;

interface RemoveParticipantProps {
  eventId: number;
  participant: Participant;
}

function useRemoveParticipantConfirmation({ eventId, participant }: RemoveParticipantProps): { question: ConfirmationQuestion; post: ConfirmedPost } {
  const { t } = useTranslation("events");
  const withListQuery = useWithListQuery();
  return {
    question: {
      id: `remove-participant-${participant.id}`,
      heading: t("participants.removeHeading"),
      text: <p>{t("participants.removeText", { name: participant.name })}</p>,
    },
    post: {
      action: withListQuery(eventPath(eventId)),
      fields: { intent: removeParticipantIntent, participantId: String(participant.id) },
      confirmLabel: t("participants.removeConfirm"),
      keepLabel: t("participants.removeKeep"),
    },
  };
}

/** The confirmation view: the event page itself asks, for a browser without JS (or anyone opening its URL). */
export function RemoveParticipantConfirmation(props: RemoveParticipantProps) {
  const confirmation = useRemoveParticipantConfirmation(props);
  return <EventPageConfirmation eventId={props.eventId} {...confirmation} />;
}

/** A participant's 'remove': a link to the confirmation view, or with JS a button opening a dialog. */
export function RemoveParticipantButton(props: RemoveParticipantProps & { onConfirm: () => void }) {
  const { t } = useTranslation("events");
  const { question, post } = useRemoveParticipantConfirmation(props);
  const withListQuery = useWithListQuery();
  return (
    <ConfirmedPostButton
      question={question}
      post={post}
      openLabel={
        <>
          {t("participants.remove")}
          <span className="visually-hidden"> {props.participant.name}</span>
        </>
      }
      openClassName="button button--secondary"
      viewPath={withListQuery(removeParticipantConfirmationPath(props.eventId, props.participant.id))}
      onConfirm={props.onConfirm}
    />
  );
}
