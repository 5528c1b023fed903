import * as z from "zod";
import { DEFAULT_RATING, RATING_MAX, RATING_MIN, REVIEW_CONTENT_MAX_LENGTH } from "./limits";

/** One review per user and event (spec §3 "Review"); `own` marks the caller's review, listed first. */
export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  content: z.string(),
  own: z.boolean(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListResponseSchema = z.object({ data: z.array(reviewSchema) });
export const reviewResponseSchema = z.object({ data: reviewSchema });

export const reviewPayloadSchema = z.object({
  rating: z
    .number({ error: "Ocena musi być liczbą od 1 do 5" })
    .int("Ocena musi być liczbą całkowitą")
    .min(RATING_MIN, "Ocena musi być liczbą od 1 do 5")
    .max(RATING_MAX, "Ocena musi być liczbą od 1 do 5")
    .default(DEFAULT_RATING),
  content: z
    .string({ error: "Treść opinii musi być tekstem" })
    .trim()
    .max(REVIEW_CONTENT_MAX_LENGTH, `Opinia może mieć najwyżej ${REVIEW_CONTENT_MAX_LENGTH} znaków`)
    .default(""),
});
export type ReviewPayload = z.infer<typeof reviewPayloadSchema>;
