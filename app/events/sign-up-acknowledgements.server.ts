import * as z from "zod";
import { parseEventCheckboxes, type Event, type EventCheckbox } from "#contract/event";
import { formValues } from "~/http/form-input.server";

/**
 * The sign-up box's acknowledgement checkboxes (spec §2 "Event page"): the event's `checkboxes`, each ticked box
 * sending its index. On the server only, with contract/event.ts's zod schemas, so the page's JavaScript needs neither.
 */
export function acknowledgementsOf(event: Pick<Event, "checkboxes">): EventCheckbox[] {
  return parseEventCheckboxes(event.checkboxes);
}

/** A checkbox group's field as the list of its ticked values: a single tick arrives as one value, none as nothing. */
const tickedValues = z.preprocess((ticked) => (ticked === undefined ? [] : [ticked].flat()), z.array(z.string()));

/**
 * The sign-up form of this event (spec §5 'checkboxesEmpty'): every one of its acknowledgements ticked, each box
 * sending its index. Built per event, as their number is the event's; a value of no box of it changes nothing.
 */
function signUpFormSchemaOf(event: Pick<Event, "checkboxes">) {
  const indexes = acknowledgementsOf(event).map((_, index) => String(index));
  return z.object({ acknowledgement: tickedValues.refine((ticked) => indexes.every((index) => ticked.includes(index))) });
}

/** Whether a sign-up may go ahead: the form is this event's, read through the one form reader (formValues). */
export function everyAcknowledgementTicked(submitted: FormData, event: Pick<Event, "checkboxes">): boolean {
  return signUpFormSchemaOf(event).safeParse(formValues(submitted)).success;
}
