import * as z from "zod";

/**
 * The extra participants' forms of the event page (spec §3 "Additional participant", §5): both post to the
 * event route, told apart by their `intent`. Errors are `forms:validation` codes, as every form of the portal.
 */
export const addParticipantIntent = "add-participant";
export const removeParticipantIntent = "remove-participant";

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

