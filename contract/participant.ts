import * as z from "zod";
import { fieldRuleMessages as rule } from "./field-rules";

/** An extra participant of a user's registration (spec §3 "Additional participant"). */
export const participantSchema = z.object({ id: z.number().int(), name: z.string() });
export type Participant = z.infer<typeof participantSchema>;
export const participantListResponseSchema = z.object({ data: z.array(participantSchema) });
export const participantResponseSchema = z.object({ data: participantSchema });

/** Spec §5: non-empty (noEmpty), no digits (badSings), at least two words (nameAndSurname). */
export const participantPayloadSchema = z.object({
  name: z
    .string({ error: rule.participant_name_required })
    .trim()
    .min(1, rule.participant_name_required)
    .max(120, rule.name_too_long)
    .refine((name) => !/\d/.test(name), rule.name_has_digits)
    .refine((name) => name.split(/\s+/).filter(Boolean).length >= 2, rule.name_needs_surname),
});
export type ParticipantPayload = z.infer<typeof participantPayloadSchema>;
