import { data, type AppLoadContext } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { maxExtraParticipantsOf, type Event } from "#contract/event";
import { isFull, signUpWindowOpen } from "#contract/registration-state";
import { requireVerifiedUser } from "~/account/route-guards.server";
import { formReplyErrors, problemText } from "~/components/forms/festival-api-form-errors.server";
import { formConstraint } from "~/components/forms/form-schemas.server";
import { addParticipantFormSchema, removeParticipantFormSchema } from "~/events/participant-form-schemas";
import { formRefusal, formValues } from "~/http/form-input.server";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";
import { redirectWithMessage } from "~/shell/flash-message.server";
import { eventPathKeepingListQuery } from "~/events/carried-list-query";

/**
 * What the page needs of the add form: the reservation's limit of extra participants, the form's constraints,
 * whether participants can still be added at `now`: only inside the sign-up window (contract/registration-state.ts,
 * the festival API's own rule), and whether a seat is left for one, so neither an ended nor a full event offers a
 * form that could only be refused.
 */
export function addParticipantFormOf(
  event: Pick<Event, "max_participants" | "available_to" | "date_start" | "date_end" | "person_limit" | "users_count">,
  now: Date,
) {
  return {
    limit: maxExtraParticipantsOf(event),
    constraint: formConstraint(addParticipantFormSchema),
    open: signUpWindowOpen(event, now),
    seatLeft: !isFull(event),
  };
}

interface ActionArgs {
  request: Request;
  context: AppLoadContext;
}

/**
 * Adds an extra participant to the user's reservation (spec §3, §5). A valid name goes to the festival API; its
 * refusals (§8 'Przekroczono limit osób', 'Zgłosiłeś już maksymalną ilość dodatkowych uczestników') show above
 * the form in the user's language, field errors under the field; success reloads the page with a message. A
 * reservation cancelled meanwhile (in another tab) leaves the page with no form to show the refusal in: it comes
 * as the page's message, with the name that was not added.
 */
export async function addParticipant(args: ActionArgs, eventId: number, form: FormData) {
  const { api } = await requireVerifiedUser(args, { unavailable: "result" });
  const submission = parseWithZod(form, { schema: addParticipantFormSchema });
  if (submission.status !== "success") return data({ participantForm: submission.reply() }, { status: 400 });
  const language = await languageOf(args.request);
  const t = translatorFor(language, "events");
  const added = await api.addParticipant(eventId, { name: submission.value.name });
  if (!added.ok) {
    const errors = formReplyErrors(added.problem, language, { failed: t("actionFailed"), formFields: ["name"] });
    if (added.problem.kind === "conflict" && added.problem.code === "not_subscribed") {
      const text = `${errors.formErrors.join(" ")} ${t("participants.notAdded", { name: submission.value.name })}`;
      return redirectWithMessage(args.request, args.context, eventPathKeepingListQuery(eventId, args.request), { kind: "error", text });
    }
    return data({ participantForm: submission.reply(errors) }, { status: added.problem.status });
  }
  return redirectWithMessage(args.request, args.context, eventPathKeepingListQuery(eventId, args.request), {
    kind: "success",
    text: t("participants.added", { name: added.value.name }),
  });
}

/** Removes one extra participant; one already gone (another tab removed it) is what was asked. */
export async function removeParticipant(args: ActionArgs, eventId: number, form: FormData) {
  const { api } = await requireVerifiedUser(args, { unavailable: "result" });
  const parsed = removeParticipantFormSchema.safeParse(formValues(form));
  if (!parsed.success) throw await formRefusal(args.request, 400);
  const language = await languageOf(args.request);
  const t = translatorFor(language, "events");
  const eventPath = eventPathKeepingListQuery(eventId, args.request);
  const removed = await api.removeParticipant(parsed.data.participantId);
  if (!removed.ok && removed.problem.kind !== "not-found") {
    const text = problemText(removed.problem, language, t("actionFailed"));
    return redirectWithMessage(args.request, args.context, eventPath, { kind: "error", text });
  }
  return redirectWithMessage(args.request, args.context, eventPath, { kind: "success", text: t("participants.removed") });
}
