import * as z from "zod";

/** An extra participant of a user's registration (spec §3 "Additional participant"). */
export const participantSchema = z.object({ id: z.number().int(), name: z.string() });
export type Participant = z.infer<typeof participantSchema>;
export const participantListResponseSchema = z.object({ data: z.array(participantSchema) });
export const participantResponseSchema = z.object({ data: participantSchema });

/** Spec §5: non-empty (noEmpty), no digits (badSings), at least two words (nameAndSurname). */
export const participantPayloadSchema = z.object({
  name: z
    .string({ error: "Imię i nazwisko jest wymagane" })
    .trim()
    .min(1, "Imię i nazwisko jest wymagane")
    .max(120, "Imię i nazwisko jest za długie")
    .refine((name) => !/\d/.test(name), "Imię i nazwisko nie może zawierać cyfr")
    .refine((name) => name.split(/\s+/).filter(Boolean).length >= 2, "Podaj imię i nazwisko"),
});
export type ParticipantPayload = z.infer<typeof participantPayloadSchema>;
