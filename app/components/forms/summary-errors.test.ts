import { describe, expect, it } from "vitest";
import { summaryErrorsOf } from "./summary-errors";

describe("summaryErrorsOf", () => {
  it("lists the forms' own errors, then each field's first error named by its label, linking to it", () => {
    const codeForm = { errors: ["Kod wygasł"] };
    const phoneForm = { errors: undefined };
    const code = { id: "sms-code-code", errors: ["required", "sms_code"] };
    const phone = { id: "sms-phone-phone", errors: undefined };
    const consent = { id: "register-consent", errors: ["consent_required"] };
    expect(
      summaryErrorsOf(
        [codeForm, phoneForm],
        [
          { meta: code, label: "Kod z SMS" },
          { meta: phone, label: "Numer telefonu" },
          { meta: consent, label: "Zgody", targetId: "register-consent-on" },
        ],
      ),
    ).toEqual([
      { text: "Kod wygasł" },
      { fieldId: "sms-code-code", label: "Kod z SMS", text: "required" },
      { fieldId: "register-consent-on", label: "Zgody", text: "consent_required" },
    ]);
  });
});
