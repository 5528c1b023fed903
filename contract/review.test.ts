import { describe, expect, it } from "vitest";
import { festivalApiReviewListResponseSchema, reviewListResponseSchema } from "./review";

describe("an event's reviews as the portal reads them", () => {
  it("needs only what spec §7 says the upstream sends: id, rating and content, the user's own first", () => {
    const answer = { data: [{ id: 7, rating: 4, content: "Świetne!" }, { id: 3, rating: 2, content: "" }] };
    expect(reviewListResponseSchema.parse(answer).data).toEqual(answer.data);
  });

  it("reads our festival API's, which also says whose a review is and when it was written, as the same", () => {
    const answer = { data: [{ id: 7, rating: 4, content: "Świetne!", own: true, created_at: "2026-11-28T12:00:00+01:00" }] };
    expect(festivalApiReviewListResponseSchema.parse(answer).data[0].own).toBe(true);
    expect(reviewListResponseSchema.parse(answer).data).toEqual([{ id: 7, rating: 4, content: "Świetne!" }]);
  });

  it("refuses a rating outside 1–5", () => {
    expect(reviewListResponseSchema.safeParse({ data: [{ id: 7, rating: 6, content: "" }] }).success).toBe(false);
  });
});
