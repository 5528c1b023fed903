import * as z from "zod";
import { payloadFields } from "./field-rules";
import { DEFAULT_RATING, RATING_MAX, RATING_MIN } from "./limits";

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
  rating: payloadFields.rating.default(DEFAULT_RATING),
  content: payloadFields.reviewContent.default(""),
});
export type ReviewPayload = z.infer<typeof reviewPayloadSchema>;
