import * as z from "zod";
import { formFields } from "~/components/forms/form-fields";
import { addParticipantIntent, removeParticipantIntent } from "~/events/participant-forms";

// The extra participants' forms (app/events/participant-forms.ts). Errors are `forms:validation` codes, as every form of the portal.

/** Spec §5: not empty (noEmpty), no digits (badSings), at least two words (nameAndSurname), as the festival API checks. */
export const addParticipantFormSchema = z.object({
  intent: z.literal(addParticipantIntent),
  name: formFields.participantName,
});

/** The id as the page writes it: digits only (not " 1" or "1e3", which a number's coercion took), within the database's integers. */
export const removeParticipantFormSchema = z.object({
  intent: z.literal(removeParticipantIntent),
  participantId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .refine((id) => id <= 2_147_483_647),
});
