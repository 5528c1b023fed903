import { describe, expect, it } from "vitest";
import { isRefusedSubmission } from "./page-title";

describe("a refused submission, as the page title reads an action's answer", () => {
  it("is conform's reply with errors, or a form's own { error } message", () => {
    expect(isRefusedSubmission({ status: "error", initialValue: {}, error: { email: ["email_invalid"] } })).toBe(true);
    expect(isRefusedSubmission({ status: "error", initialValue: {}, error: { "": ["Niepoprawny login lub hasło"] } })).toBe(true);
    expect(isRefusedSubmission({ error: "Musisz zaznaczyć pola powyżej" })).toBe(true);
  });

  it("is a refused reply under a form's name, on a page with several forms", () => {
    expect(isRefusedSubmission({ reviewForm: { status: "error", initialValue: {}, error: { content: ["review_too_long"] } } })).toBe(true);
    expect(isRefusedSubmission({ reviewForm: { initialValue: { rating: "4" } } })).toBe(false);
    expect(isRefusedSubmission({ reviewDiscard: { rating: "4", content: "" } })).toBe(false);
  });

  it("is not a success, an empty answer, or no answer", () => {
    expect(isRefusedSubmission({ status: "success", initialValue: {} })).toBe(false);
    expect(isRefusedSubmission({ error: "" })).toBe(false);
    expect(isRefusedSubmission({ error: {} })).toBe(false);
    expect(isRefusedSubmission(undefined)).toBe(false);
    expect(isRefusedSubmission("error")).toBe(false);
  });
});
