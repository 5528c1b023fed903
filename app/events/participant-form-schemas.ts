import * as z from "zod";
import { addParticipantIntent, removeParticipantIntent } from "~/events/participant-forms";

/** The extra participants' forms (app/events/participant-forms.ts). Errors are `forms:validation` codes, as every form of the portal. */

/** Spec §5: not empty (noEmpty), no digits (badSings), at least two words (nameAndSurname). */
export const addParticipantFormSchema = z.object({
  intent: z.literal(addParticipantIntent),
  name: z
    .string({ error: "participant_name_required" })
    .trim()
    .min(1, "participant_name_required")
    .max(120, "name_too_long")
    .refine((name) => !/\d/.test(name), "name_has_digits")
    .refine((name) => name.split(/\s+/).filter(Boolean).length >= 2, "name_needs_surname"),
});

export const removeParticipantFormSchema = z.object({
  intent: z.literal(removeParticipantIntent),
  participantId: z.coerce.number().int().positive(),
});
