import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { REVIEW_CONTENT_MAX_LENGTH } from "#contract/limits";
import { reviewDraftChanged, reviewDraftOf } from "./review-form";
import { reviewFormSchema } from "./review-form-schema";

function formData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const parse = (fields: Record<string, string>) => parseWithZod(formData(fields), { schema: reviewFormSchema });
/** The field errors of a refused submission. */
const errorsOf = (fields: Record<string, string>) => {
  const submission = parse(fields);
  return submission.status === "error" ? submission.error : undefined;
};

describe("the review form's schema (spec §3 'Review', §5)", () => {
  it("takes a rating of 1 to 5 and the text, trimmed; the text may be empty", () => {
    expect(parse({ rating: "4", content: "  Ciekawe pokazy.  " }).status).toBe("success");
    expect(parse({ rating: "4", content: "  Ciekawe pokazy.  " })).toMatchObject({ value: { rating: 4, content: "Ciekawe pokazy." } });
    expect(parse({ rating: "1" })).toMatchObject({ value: { rating: 1, content: "" } });
  });

  it("reads the saved review's id when editing", () => {
    expect(parse({ reviewId: "12", rating: "5", content: "" })).toMatchObject({ value: { reviewId: 12, rating: 5 } });
  });

  it("refuses a missing or out-of-range rating and a text over the festival API's limit, with forms:validation codes", () => {
    expect(errorsOf({ content: "x" })).toEqual({ rating: ["rating_out_of_range"] });
    expect(errorsOf({ rating: "0" })).toEqual({ rating: ["rating_out_of_range"] });
    expect(errorsOf({ rating: "6" })).toEqual({ rating: ["rating_out_of_range"] });
    expect(errorsOf({ rating: "4.5" })).toEqual({ rating: ["rating_not_integer"] });
    expect(errorsOf({ rating: "5", content: "a".repeat(REVIEW_CONTENT_MAX_LENGTH + 1) })).toEqual({ content: ["review_too_long"] });
    expect(parse({ rating: "5", content: "a".repeat(REVIEW_CONTENT_MAX_LENGTH) }).status).toBe("success");
  });
});

describe("whether leaving an edited review asks first (spec §4)", () => {
  const saved = { rating: 4, content: "Świetne warsztaty.\nPolecam." };

  it("does not ask when the rating and the text are as saved", () => {
    expect(reviewDraftChanged(saved, { rating: "4", content: "Świetne warsztaty.\nPolecam." })).toBe(false);
  });

  it("ignores what the browser and saving change anyway: CRLF line breaks and surrounding spaces", () => {
    expect(reviewDraftChanged(saved, { rating: "4", content: "  Świetne warsztaty.\r\nPolecam.\r\n" })).toBe(false);
  });

  it("asks when the rating or the text changed", () => {
    expect(reviewDraftChanged(saved, { rating: "5", content: saved.content })).toBe(true);
    expect(reviewDraftChanged(saved, { rating: "4", content: "Świetne warsztaty." })).toBe(true);
    expect(reviewDraftChanged(saved, { rating: "", content: saved.content })).toBe(true);
  });

  it("reads the draft from the posted form, a missing field as empty", () => {
    expect(reviewDraftOf(formData({ rating: "3" }))).toEqual({ rating: "3", content: "" });
  });
});
