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

/** The sign-up form's one field a name may repeat in: a single tick arrives as one value, none as nothing. */
const signUpFormSchema = z.object({
  acknowledgement: z.preprocess((ticked) => (ticked === undefined ? [] : [ticked].flat()), z.array(z.string())),
});

/**
 * Spec §5 'checkboxesEmpty': a sign-up goes ahead only with every acknowledgement of the event ticked, each box
 * sending its index (their number is the event's, so the form's schema reads the field and this checks the boxes).
 * Read through the one form reader (formValues); a value of no box of the event changes nothing.
 */
export function everyAcknowledgementTicked(submitted: FormData, event: Pick<Event, "checkboxes">): boolean {
  const form = signUpFormSchema.safeParse(formValues(submitted));
  if (!form.success) return false;
  const ticked = form.data.acknowledgement;
  return acknowledgementsOf(event).every((_, index) => ticked.includes(String(index)));
}
