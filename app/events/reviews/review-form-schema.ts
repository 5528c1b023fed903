import * as z from "zod";
import { formFields } from "~/components/forms/form-fields";

/**
 * The review form's schema (app/events/reviews/review-form.ts): the festival API's rules for a review
 * (contract/field-schemas.ts), worded by `forms:validation` codes, so a 422 and the browser's check read the same.
 * `reviewId` is the saved review being edited, absent for a new one.
 */
export const reviewFormSchema = z.object({
  // Strings in, numbers out: the form's fields are text, and so are the types its components are given.
  reviewId: z.string().pipe(z.coerce.number<string>().int().positive()).optional(),
  rating: formFields.ratingText,
  content: formFields.reviewContent.default(""),
});
