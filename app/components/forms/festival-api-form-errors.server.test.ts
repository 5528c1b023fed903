import { describe, expect, it } from "vitest";
import type { FestivalApiRefusal } from "~/festival-api/festival-api-problem";
import { refusalOf } from "~/festival-api/festival-api-problem";
import { formFieldErrorsOf, formReplyErrors, problemText, throttledMessage } from "./festival-api-form-errors.server";

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

describe("a 422's field errors in a form", () => {
  it("keep the first error per field, as its code when the portal words it", () => {
    const errors = formFieldErrorsOf(
      refusal({
        fieldErrors: { email: ["Ten adres e-mail jest już zajęty", "second"], phone: ["Ten numer telefonu jest już używany"] },
        fieldCodes: { email: ["email_taken", "invalid"], phone: ["phone_taken"] },
      }),
      "en",
    );
    expect(errors).toEqual({ email: ["email_taken"], phone: ["phone_taken"] });
  });

  it("know our rules by their Polish message when the server sends no codes, as the festival's own backend does", () => {
    const errors = formFieldErrorsOf(refusal({ fieldErrors: { phone: ["Ten numer telefonu jest już używany"], age: ["Rok urodzenia musi być liczbą"] } }), "en");
    expect(errors).toEqual({ phone: ["phone_taken"], age: ["birth_year_not_number"] });
  });

  it("show a message the portal has no words for as the server sent it", () => {
    const errors = formFieldErrorsOf(refusal({ fieldErrors: { city: ["Miasto spoza listy"] }, fieldCodes: { city: ["invalid_city"] } }), "pl");
    expect(errors).toEqual({ city: ["Miasto spoza listy"] });
    expect(formFieldErrorsOf(refusal({ fieldErrors: { name: ["Bez kodu"] } }), "pl")).toEqual({ name: ["Bez kodu"] });
  });
});

describe("the throttled message", () => {
  it("says how many minutes to wait, rounded up, in the user's language", () => {
    expect(throttledMessage({ retryAfterSeconds: 61 }, "pl")).toBe("Zbyt wiele prób. Spróbuj ponownie za 2 min.");
    expect(throttledMessage({ retryAfterSeconds: 900 }, "en")).toBe("Too many attempts. Try again in 15 min.");
    expect(throttledMessage({ retryAfterSeconds: undefined }, "en")).toBe("Too many attempts. Try again in 1 min.");
  });
});

const failed = { pl: "Wystąpił błąd, spróbuj ponownie.", en: "An error occurred, please try again." } as const;
const errorsOf = (problem: Parameters<typeof formReplyErrors>[0], language: "pl" | "en", formFields: string[]) =>
  formReplyErrors(problem, language, { formFields, failed: failed[language] });

describe("a refused form (spec §8)", () => {
  it("puts a 422's errors under the form's fields, and above the form an error of a field it does not have", () => {
    const errors = errorsOf(
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
    expect(errorsOf(refusal({}), "pl", ["email"])).toEqual({ fieldErrors: {}, formErrors: ["Przesłane dane są niepoprawne"] });
    expect(errorsOf(refusal({ kind: "refused", status: 403, message: "Konto zablokowane" }), "en", ["email"]).formErrors).toEqual([
      "Konto zablokowane",
    ]);
  });

  it("says when to try again after a 429, and 'an error occurred, try again' when the festival API does not answer", () => {
    expect(errorsOf(refusal({ kind: "throttled", status: 429, retryAfterSeconds: 600 }), "pl", []).formErrors).toEqual([
      "Zbyt wiele prób. Spróbuj ponownie za 10 min.",
    ]);
    expect(errorsOf({ kind: "unavailable", status: 503, detail: "timeout" }, "en", []).formErrors).toEqual(["An error occurred, please try again."]);
    expect(errorsOf({ kind: "unavailable", status: 503, detail: "timeout" }, "pl", []).formErrors).toEqual(["Wystąpił błąd, spróbuj ponownie."]);
  });
});

describe("a refusal said as one sentence above the page (an action with no form of fields)", () => {
  const failed = "Wystąpił błąd, spróbuj ponownie.";

  it("says a 422's field error the portal words, as Laravel answers a rule's refusal, but none that names no field", () => {
    const laravel = (errors: Record<string, string[]>) => refusalOf(422, { message: "The given data was invalid.", errors }, new Headers())!;
    // Known by its exact Polish message, it is said in the portal's words for it (spec §8).
    expect(problemText(laravel({ event: ["Przekroczono limit osób"] }), "pl", failed)).toBe("Przekroczono limit miejsc: brak wolnych miejsc.");
    // 'This field is required', or a text the portal does not word: its own 'an error occurred, try again'.
    expect(problemText(laravel({ participant: ["To pole jest wymagane"] }), "pl", failed)).toBe(failed);
    expect(problemText(laravel({ participant: ["The selected participant is invalid."] }), "pl", failed)).toBe(failed);
  });

  it("keeps a message whose errors PHP wrote as a list, bare or as null, or whose code is a number", () => {
    for (const body of [
      { message: "Przekroczono limit osób", errors: [] },
      { message: "Przekroczono limit osób", errors: null },
      { message: "Przekroczono limit osób", code: 409 },
    ]) {
      const refused = refusalOf(409, body, new Headers());
      expect(refused, JSON.stringify(body)).toMatchObject({ kind: "conflict", message: "Przekroczono limit osób", code: "participant_limit_exceeded" });
    }
    const bare = refusalOf(422, { message: "Dane są niepoprawne", errors: { name: "Imię jest wymagane" } }, new Headers());
    expect(bare?.fieldErrors).toEqual({ name: ["Imię jest wymagane"] });
  });
});

