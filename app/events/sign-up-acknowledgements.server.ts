import * as z from "zod";
import { parseEventCheckboxes, type Event, type EventCheckbox } from "#contract/event";
import { formValues } from "~/http/form-input.server";

/**
 * The sign-up box's acknowledgement checkboxes (spec §2 "Event page"): the event's `checkboxes`, each ticked box
 * sending its index. On the server only, with contract/event.ts's zod schemas, so the page's JavaScript needs neither.
 * Undefined, and logged, when the festival API's text is no list of them: no sign-up can then go ahead, as its
 * conditions cannot be shown.
 */
export function acknowledgementsOf(event: Pick<Event, "id" | "checkboxes">): EventCheckbox[] | undefined {
  const acknowledgements = parseEventCheckboxes(event.checkboxes);
  if (!acknowledgements) logUnreadableOnce(event.id, event.checkboxes ?? "");
  return acknowledgements;
}

/** The events whose unreadable conditions the log has told of, each as it was then: said once, not at every view. */
const unreadableLogged = new Set<string>();

function logUnreadableOnce(eventId: number, checkboxes: string) {
  const key = `${eventId}\n${checkboxes}`;
  if (unreadableLogged.has(key)) return;
  if (unreadableLogged.size >= 1_000) unreadableLogged.clear();
  unreadableLogged.add(key);
  console.error(`Event ${eventId}: its checkboxes are no list of { description }, so no sign-up is offered: ${JSON.stringify(checkboxes.slice(0, 200))}`);
}

/** The sign-up form's one field a name may repeat in: a single tick arrives as one value, none as nothing. */
const signUpFormSchema = z.object({
  acknowledgement: z.preprocess((ticked) => (ticked === undefined ? [] : [ticked].flat()), z.array(z.string())),
});

/**
 * Spec §5 'checkboxesEmpty': a sign-up goes ahead only with every acknowledgement of the event ticked, each box
 * sending its index (their number is the event's, so the form's schema reads the field and this checks the boxes).
 * Read through the one form reader (formValues); a value of no box of the event changes nothing.
 */
export function everyAcknowledgementTicked(submitted: FormData, acknowledgements: readonly EventCheckbox[]): boolean {
  return tickedAcknowledgements(submitted, acknowledgements).length === acknowledgements.length;
}

/**
 * The indexes of the event's boxes the form ticked, in order, so a refused form comes back ticked as it was sent
 * (without JS the page is rendered anew); a form that cannot be read ticked none.
 */
export function tickedAcknowledgements(submitted: FormData, acknowledgements: readonly EventCheckbox[]): number[] {
  const form = signUpFormSchema.safeParse(formValues(submitted));
  const ticked = form.success ? form.data.acknowledgement : [];
  return acknowledgements.flatMap((_, index) => (ticked.includes(String(index)) ? [index] : []));
}
