import * as z from "zod";
import { fieldRuleMessages as rule } from "./field-rules";
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
    .number({ error: rule.rating_out_of_range })
    .int(rule.rating_not_integer)
    .min(RATING_MIN, rule.rating_out_of_range)
    .max(RATING_MAX, rule.rating_out_of_range)
    .default(DEFAULT_RATING),
  content: z
    .string({ error: rule.review_not_text })
    .trim()
    .max(REVIEW_CONTENT_MAX_LENGTH, rule.review_too_long)
    .default(""),
});
export type ReviewPayload = z.infer<typeof reviewPayloadSchema>;
