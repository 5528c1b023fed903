import * as z from "zod";
import { payloadFields } from "./field-rules";
import { DEFAULT_RATING, RATING_MAX, RATING_MIN } from "./limits";

/**
 * One review per user and event (spec §3 "Review"), as spec §7 says the upstream sends it: id, rating and content,
 * the user's own first in a list. This is all the portal reads, so it works with an upstream that sends no more.
 */
export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  content: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListResponseSchema = z.object({ data: z.array(reviewSchema) });
export const reviewResponseSchema = z.object({ data: reviewSchema });

/** Our festival API's review says more: whether it is the caller's (`own`, listed first) and when it was written. */
export const festivalApiReviewSchema = reviewSchema.extend({ own: z.boolean(), created_at: z.string() });
export type FestivalApiReview = z.infer<typeof festivalApiReviewSchema>;
export const festivalApiReviewListResponseSchema = z.object({ data: z.array(festivalApiReviewSchema) });
export const festivalApiReviewResponseSchema = z.object({ data: festivalApiReviewSchema });

/** A review as added: spec §3 "rating (default 5)", and a text that may be left out (spec §5 "no validation"). */
export const reviewPayloadSchema = z.object({
  rating: payloadFields.rating.default(DEFAULT_RATING),
  content: payloadFields.reviewContent.default(""),
});
export type ReviewPayload = z.infer<typeof reviewPayloadSchema>;

/**
 * A review as edited: both fields, always. With the added review's defaults, an edit that left one out (or sent no
 * body) put back 5 stars and an empty text over what the user had written.
 */
export const reviewEditPayloadSchema = z.object({ rating: payloadFields.rating, content: payloadFields.reviewContent });
