import * as z from "zod";
import { RATING_MAX, RATING_MIN, REVIEW_CONTENT_MAX_LENGTH } from "#contract/limits";

/**
 * The review form's schema (app/events/reviews/review-form.ts). Errors are `forms:validation` codes, the festival
 * API's own (contract/field-rules.ts), so a 422 and the browser's check read the same.
 */

/**
 * A review's text may be empty (spec §5: "no validation messages or minimum length"); the festival API bounds its
 * length. `reviewId` is the saved review being edited, absent for a new one.
 */
export const reviewFormSchema = z.object({
  // Strings in, numbers out: the form's fields are text, and so are the types its components are given.
  reviewId: z.string().pipe(z.coerce.number<string>().int().positive()).optional(),
  rating: z
    .string({ error: "rating_out_of_range" })
    .pipe(
      z.coerce
        .number<string>({ error: "rating_out_of_range" })
        .int("rating_not_integer")
        .min(RATING_MIN, "rating_out_of_range")
        .max(RATING_MAX, "rating_out_of_range"),
    ),
  content: z.string().trim().max(REVIEW_CONTENT_MAX_LENGTH, "review_too_long").default(""),
});
