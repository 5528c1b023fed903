import * as z from "zod";
import { payloadFields } from "./field-rules";

/** An extra participant of a user's registration (spec §3 "Additional participant"). */
export const participantSchema = z.object({ id: z.number().int(), name: z.string() });
export type Participant = z.infer<typeof participantSchema>;
export const participantListResponseSchema = z.object({ data: z.array(participantSchema) });
export const participantResponseSchema = z.object({ data: participantSchema });

/** Spec §5: non-empty (noEmpty), no digits (badSings), at least two words (nameAndSurname). */
export const participantPayloadSchema = z.object({ name: payloadFields.participantName });
export type ParticipantPayload = z.infer<typeof participantPayloadSchema>;
