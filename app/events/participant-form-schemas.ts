import * as z from "zod";
import { formFields } from "~/components/forms/form-fields";
import { addParticipantIntent, removeParticipantIntent } from "~/events/participant-forms";

// The extra participants' forms (app/events/participant-forms.ts). Errors are `forms:validation` codes, as every form of the portal.

/** Spec §5: not empty (noEmpty), no digits (badSings), at least two words (nameAndSurname), as the festival API checks. */
export const addParticipantFormSchema = z.object({
  intent: z.literal(addParticipantIntent),
  name: formFields.participantName,
});

export const removeParticipantFormSchema = z.object({
  intent: z.literal(removeParticipantIntent),
  participantId: z.coerce.number().int().positive(),
});
