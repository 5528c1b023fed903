import { describe, expect, it } from "vitest";
import type { FestivalApiRefusal } from "~/festival-api/festival-api-problem";
import { formFieldErrorsOf, throttledMessage } from "./festival-api-form-errors.server";

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
