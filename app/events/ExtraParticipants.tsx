import { useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { Participant } from "#contract/participant";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { markPartHydrated } from "~/components/lazy-part-hydrated";
import { Field } from "~/components/forms/Field";
import { currentFormErrorsOf, formPropsOf, summaryErrorsOf } from "~/components/forms/summary-errors";
import { useSchemaValidation, type FormConstraint } from "~/components/forms/use-schema-validation";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useActionOpeningAt } from "~/components/forms/use-action-opening-at";
import { addParticipantIntent } from "~/events/participant-forms";
import { RemoveParticipantButton } from "~/events/RemoveParticipant";
import { focusTarget } from "~/shell/use-focus-after-navigation";

const loadAddParticipantSchema = () => import("~/events/participant-form-schemas").then((schemas) => schemas.addParticipantFormSchema);

/**
 * Where the focus goes once the list has changed after one of these forms (JS): the pressed button went with its
 * form, since the section is made anew for the new list, and the page's default, the message at the top, would
 * leave a user adding several names a dozen Tabs from the field. The message is still said (a live region).
 * Module state, as the section is remounted: `page` and `participantIds` are the event page and the list the form
 * was sent from, so only a section shown for another list of that page is the outcome; a refused change, which
 * leaves the list as it was, is forgotten by the next section shown, on any page.
 */
let changeAsked: { page: string; participantIds: string; removedIndex?: number } | undefined;

function participantIdsOf(participants: Participant[]) {
  return participants.map((participant) => participant.id).join();
}

/**
 * After an addition the name field (for the next name), else the section's heading (the limit is reached); after
 * a removal the remove button now in its place, else the one above, else the same.
 */
function useFocusAfterListChange(participants: Participant[], nameFieldId: string) {
  useEffect(() => {
    const asked = changeAsked;
    changeAsked = undefined;
    if (!asked || asked.page !== window.location.pathname || asked.participantIds === participantIdsOf(participants)) return;
    // The buttons that open each participant's confirmation, not those inside the dialogs.
    const removeButtons = document.querySelectorAll<HTMLElement>('.extra-participants__list button[aria-haspopup="dialog"]');
    const nextInPlace = asked.removedIndex === undefined ? undefined : removeButtons[Math.min(asked.removedIndex, removeButtons.length - 1)];
    const target = nextInPlace ?? document.getElementById(nameFieldId) ?? document.getElementById("extra-participants-heading");
    if (target) focusTarget(target, { preventScroll: false });
    // Mounted once per list (the section's key): the values at mount are the ones to act on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

const addSummaryTitleId = "add-participant-summary-title";

interface ExtraParticipantsProps {
  eventId: number;
  participants: Participant[];
  /** The event's limit of extra participants per reservation: at it, the add form is not offered. */
  limit: number;
  /** Whether participants can still be added (the sign-up window is open); else the list only. */
  addingOpen: boolean;
  /** Whether the event has a seat left for one more; else the list only. */
  seatLeft: boolean;
  /** Whether participants can still be removed (until the event ends, as the festival API allows). */
  removingOpen: boolean;
  /** The add form's HTML constraints, from the loader. */
  constraint: FormConstraint;
  /** The add form's last refused submission, from the event route's action. */
  lastResult: SubmissionResult<string[]> | undefined;
}

/**
 * A subscribed user's extra participants (spec §3 "Additional participant"): each with its own remove form until the
 * event ends, and the add form below while sign-up is open and the reservation is under the event's limit. Both
 * post to the event route, whose loader then shows the new list and seat counter.
 */
export function ExtraParticipants({ eventId, participants, limit, addingOpen, seatLeft, removingOpen, constraint, lastResult }: ExtraParticipantsProps) {
  const { t } = useTranslation("events");
  const [form, fields] = useForm({
    id: "add-participant",
    lastResult,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useSchemaValidation(loadAddParticipantSchema),
  });
  useFocusAfterListChange(participants, fields.name.id);
  // A refused name opens at the summary, the list above it and the form below.
  const addAction = useActionOpeningAt(addSummaryTitleId);
  const participantIds = participantIdsOf(participants);
  return (
    <section className="extra-participants" aria-labelledby="extra-participants-heading" data-lazy-part ref={markPartHydrated}>
      <h3 id="extra-participants-heading">{t("participants.heading")}</h3>
      {participants.length === 0 ? (
        <p>{t("participants.none")}</p>
      ) : (
        <ul className="extra-participants__list">
          {participants.map((participant, index) => (
            <li key={participant.id}>
              <span>{participant.name}</span>
              {removingOpen ? (
                <RemoveParticipantButton
                  eventId={eventId}
                  participant={participant}
                  onConfirm={() => (changeAsked = { page: window.location.pathname, participantIds, removedIndex: index })}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {/* Outside the add form: a refusal for reaching the limit comes back with the form no longer offered. A name
          refused by Enter in its field is said there too: the focus, already in the field, would not move. */}
      <ErrorSummary
        errors={summaryErrorsOf(currentFormErrorsOf(form, lastResult), [{ meta: fields.name, label: t("participants.name") }])}
        headingLevel={4}
        titleId={addSummaryTitleId}
      />
      {!addingOpen ? (
        // Once the event is over, that is why, not the sign-up's closing.
        <p>{t(removingOpen ? "participants.closed" : "participants.ended")}</p>
      ) : participants.length < limit && !seatLeft ? (
        <p>{t("participants.noSeats")}</p>
      ) : participants.length < limit ? (
        <Form
          method="post"
          action={addAction}
          {...formPropsOf(form)}
          onSubmit={(event) => {
            changeAsked = { page: window.location.pathname, participantIds };
            form.onSubmit(event);
          }}
        >
          <input type="hidden" name="intent" value={addParticipantIntent} />
          <Field meta={fields.name} label={t("participants.name")} type="text" autoComplete="off" />
          <SubmitButton>{t("participants.add")}</SubmitButton>
        </Form>
      ) : (
        <p className="message message--info">{t("participants.limitReached", { count: limit })}</p>
      )}
    </section>
  );
}
