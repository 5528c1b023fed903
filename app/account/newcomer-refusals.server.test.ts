import { describe, expect, it } from "vitest";
import type { FestivalApiRefusal } from "~/festival-api/festival-api-problem";
import { refusalErrors } from "./newcomer-refusals.server";

const refusal = (changes: Partial<FestivalApiRefusal>): FestivalApiRefusal => ({
  kind: "invalid",
  status: 422,
  message: "Przesłane dane są niepoprawne",
  code: "validation_failed",
  fieldErrors: {},
  fieldCodes: {},
  retryAfterSeconds: undefined,
  ...changes,
});

describe("a refused newcomer's form (spec §8)", () => {
  it("puts a 422's errors under the form's fields, and above the form an error of a field it does not have", () => {
    const errors = refusalErrors(
      refusal({
        fieldErrors: { code: ["Niepoprawny kod SMS"], phone: ["Numer telefonu nie zgadza się z numerem konta"] },
        fieldCodes: { code: ["invalid_sms_code"], phone: ["phone_mismatch"] },
      }),
      "en",
      ["code"],
    );
    expect(errors).toEqual({ fieldErrors: { code: ["invalid_sms_code"] }, formErrors: ["The phone number does not match the account's number"] });
  });

  it("shows a 422 without field errors, and any other refusal, as the server's message", () => {
    expect(refusalErrors(refusal({}), "pl", ["email"])).toEqual({ fieldErrors: {}, formErrors: ["Przesłane dane są niepoprawne"] });
    expect(refusalErrors(refusal({ kind: "refused", status: 403, message: "Konto zablokowane" }), "en", ["email"]).formErrors).toEqual([
      "Konto zablokowane",
    ]);
  });

  it("says when to try again after a 429, and 'an error occurred, try again' when the festival API does not answer", () => {
    expect(refusalErrors(refusal({ kind: "throttled", status: 429, retryAfterSeconds: 600 }), "pl", []).formErrors).toEqual([
      "Zbyt wiele prób. Spróbuj ponownie za 10 min.",
    ]);
    expect(refusalErrors({ kind: "unavailable", status: 503, detail: "timeout" }, "en", []).formErrors).toEqual(["An error occurred, please try again."]);
    expect(refusalErrors({ kind: "unavailable", status: 503, detail: "timeout" }, "pl", []).formErrors).toEqual(["Wystąpił błąd, spróbuj ponownie."]);
  });
});
