import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { registrationFormSchema, smsCodeFormSchema, smsResendFormSchema } from "./newcomer-forms";

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const newcomer = {
  name: "jan kowalski",
  email: "jan@example.org",
  phone: "+48 501 234 567",
  password: "haslo-testowe",
  password_confirmation: "haslo-testowe",
  city: "Gdańsk",
  age: "1990",
  consent: "on",
};

function registrationErrors(fields: Record<string, string>) {
  const submission = parseWithZod(formOf(fields), { schema: registrationFormSchema });
  return submission.status === "success" ? {} : submission.reply().error;
}

describe("the registration form (spec §5)", () => {
  it("sends the name as capitalised words, the phone without spaces or dashes, the address trimmed, the birth year as a number", () => {
    const submission = parseWithZod(formOf({ ...newcomer, name: "  łucja   ŻAK-nowak ", phone: "+48 501-234-567", email: " jan@example.org " }), {
      schema: registrationFormSchema,
    });
    expect(submission.status).toBe("success");
    // An address pasted with spaces around it is the address.
    expect(submission.status === "success" && submission.value).toMatchObject({ name: "Łucja Żak-Nowak", phone: "+48501234567", age: 1990, email: "jan@example.org" });
  });

  it("wants a plus and at least 11 digits in the phone", () => {
    expect(registrationErrors({ ...newcomer, phone: "+48" })).toEqual({ phone: ["phone_invalid"] });
    expect(registrationErrors({ ...newcomer, phone: "48501234567" })).toEqual({ phone: ["phone_invalid"] });
    expect(registrationErrors({ ...newcomer, phone: "+4850123456" })).toEqual({ phone: ["phone_invalid"] });
    expect(registrationErrors({ ...newcomer, phone: "+48 50123456a" })).toEqual({ phone: ["phone_invalid"] });
    expect(registrationErrors({ ...newcomer, phone: "+1 234 567 8901" })).toEqual({});
  });

  it("says a phone of more than 15 digits is too long, not that it lacks digits", () => {
    expect(registrationErrors({ ...newcomer, phone: "+48 501 234 567 1234" })).toEqual({});
    expect(registrationErrors({ ...newcomer, phone: "+48 501 234 567 12345" })).toEqual({ phone: ["phone_too_long"] });
    expect(registrationErrors({ ...newcomer, phone: "+48 501 234 567 12345a" })).toEqual({ phone: ["phone_invalid"] });
  });

  it("takes birth years from 1900 to this year", () => {
    const thisYear = new Date().getFullYear();
    expect(registrationErrors({ ...newcomer, age: "1900" })).toEqual({});
    expect(registrationErrors({ ...newcomer, age: String(thisYear) })).toEqual({});
    expect(registrationErrors({ ...newcomer, age: "1899" })).toEqual({ age: ["birth_year_too_early"] });
    expect(registrationErrors({ ...newcomer, age: String(thisYear + 1) })).toEqual({ age: ["birth_year_in_future"] });
    expect(registrationErrors({ ...newcomer, age: "19x0" })).toEqual({ age: ["birth_year_not_number"] });
    expect(registrationErrors({ ...newcomer, age: "1990.5" })).toEqual({ age: ["birth_year_not_integer"] });
  });

  it("wants a password of 8 characters, the same twice, and the terms accepted", () => {
    expect(registrationErrors({ ...newcomer, password: "krotkie", password_confirmation: "krotkie" })).toEqual({ password: ["password_too_short"] });
    expect(registrationErrors({ ...newcomer, password_confirmation: "inne-haslo" })).toEqual({ password_confirmation: ["passwords_mismatch"] });
    // Both in one round: the comparison does not wait for the password to be long enough.
    expect(registrationErrors({ ...newcomer, password: "krotkie", password_confirmation: "inne" })).toEqual({
      password: ["password_too_short"],
      password_confirmation: ["passwords_mismatch"],
    });
    // One of the two left empty: that one is required, and nothing is said of their being different.
    expect(registrationErrors({ ...newcomer, password: "" })).toEqual({ password: ["required"] });
    expect(registrationErrors({ ...newcomer, password_confirmation: "" })).toEqual({ password_confirmation: ["required"] });
    const { consent: _, ...withoutConsent } = newcomer;
    expect(registrationErrors(withoutConsent)).toEqual({ consent: ["consent_required"] });
    // Whatever else is wrong, passwords that differ say so in the same round: the terms, the phone, the year.
    expect(registrationErrors({ ...withoutConsent, password_confirmation: "inne-haslo" })).toEqual({
      consent: ["consent_required"],
      password_confirmation: ["passwords_mismatch"],
    });
    expect(registrationErrors({ ...newcomer, phone: "+48", age: "19x0", password_confirmation: "inne-haslo" })).toEqual({
      phone: ["phone_invalid"],
      age: ["birth_year_not_number"],
      password_confirmation: ["passwords_mismatch"],
    });
  });

  it("names every empty field required, and wants a valid e-mail", () => {
    expect(registrationErrors({ consent: "on" })).toEqual({
      name: ["required"],
      email: ["required"],
      phone: ["required"],
      password: ["required"],
      password_confirmation: ["required"],
      city: ["required"],
      age: ["required"],
    });
    expect(registrationErrors({ ...newcomer, email: "jan@" })).toEqual({ email: ["email_invalid"] });
  });
});

describe("the SMS forms (spec §5 'SMS code')", () => {
  it("take exactly 6 digits, and call anything else 'smsCode'", () => {
    expect(parseWithZod(formOf({ code: "012345" }), { schema: smsCodeFormSchema }).status).toBe("success");
    // Pasted with what surrounded it in the message.
    const pasted = parseWithZod(formOf({ code: " 012345\n" }), { schema: smsCodeFormSchema });
    expect(pasted.status === "success" && pasted.value.code).toBe("012345");
    for (const code of ["", "12345", "1234567", "12345a", "123 456"]) {
      expect(parseWithZod(formOf({ code }), { schema: smsCodeFormSchema }).reply().error, code).toEqual({ code: ["sms_code_format"] });
    }
  });

  it("take a corrected phone by the registration's rule", () => {
    const submission = parseWithZod(formOf({ phone: "+48 600-700-800" }), { schema: smsResendFormSchema });
    expect(submission.status === "success" && submission.value.phone).toBe("+48600700800");
    expect(parseWithZod(formOf({ phone: "600700800" }), { schema: smsResendFormSchema }).reply().error).toEqual({ phone: ["phone_invalid"] });
  });
});
