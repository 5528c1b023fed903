import * as z from "zod";
import { BIRTH_YEAR_MIN, PASSWORD_MIN_LENGTH, PHONE_PATTERN, SMS_CODE_LENGTH } from "#contract/limits";
import { capitaliseWords } from "#contract/name-format";
import { normalisePhone } from "#contract/user";
import { consentGiven } from "~/account/registration-consent";

/**
 * The forms of a newcomer's way in (spec §5 "Register", "SMS code"): register, send the e-mail link again, enter
 * the SMS code, correct the phone. Each message is a key of `forms:validation.*`, so the same schema words its
 * errors in either language, in the browser (conform) and in the action. The festival API checks the same rules
 * again (contract/user.ts) and decides what only it can know (a taken e-mail, a wrong code).
 */

const required = "required";

export const emailField = z.string({ error: required }).trim().max(254, "email_too_long").pipe(z.email("email"));

/**
 * A plus sign and at least 11 digits; the spaces and dashes people type between digits are dropped. A refinement,
 * not a regex check, so the input gets no `pattern` that would refuse "+48 501 234 567" before the server reads it.
 */
export const phoneField = z
  .string({ error: required })
  .overwrite(normalisePhone)
  .refine((phone) => PHONE_PATTERN.test(phone), "phone_invalid");

/** Numeric, from 1900 to the current year (checked when the form is sent, so a new year needs no restart). */
export const birthYearField = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .pipe(
    z.coerce
      .number<string>({ error: "birth_year_not_number" })
      .int("birth_year_not_integer")
      .min(BIRTH_YEAR_MIN, "birth_year_too_early")
      .refine((year) => year <= new Date().getFullYear(), "birth_year_in_future"),
  );

/** Spec §5: the name goes to the festival API as capitalised words. */
export const nameField = z.string({ error: required }).trim().min(1, required).max(120, "name_too_long").transform(capitaliseWords);

export const cityField = z.string({ error: required }).trim().min(1, required).max(120, "city_too_long");

/** A new password and its confirmation (spec §5: at least 8 characters, both equal: see `passwordsMatch`). */
export const newPasswordFields = {
  password: z.string({ error: required }).min(PASSWORD_MIN_LENGTH, "password_too_short").max(200, "password_too_long"),
  password_confirmation: z.string({ error: required }),
};

/** Spec §5 "confirmation equals password", as `.refine(...passwordsMatch)`: the error sits under the confirmation. */
export const passwordsMatch: [(value: { password: string; password_confirmation: string }) => boolean, { message: string; path: string[] }] = [
  (value) => value.password === value.password_confirmation,
  { message: "passwords_mismatch", path: ["password_confirmation"] },
];

export const registrationFormSchema = z
  .object({
    name: nameField,
    email: emailField,
    phone: phoneField,
    ...newPasswordFields,
    city: cityField,
    age: birthYearField,
    /** RODO: the terms and the privacy policy accepted; the portal's own field, never sent to the festival API. */
    consent: z.literal(consentGiven, { error: "consent_required" }),
  })
  .refine(...passwordsMatch);
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

export const resendEmailFormSchema = z.object({ email: emailField });

/** Spec §5: exactly 6 digits, 'smsCode' otherwise (an empty field too). */
export const smsCodeFormSchema = z.object({
  code: z.string({ error: "sms_code_format" }).regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), "sms_code_format"),
});

/** A new code, to the number shown or to a corrected one (while the phone is unverified). */
export const smsResendFormSchema = z.object({ phone: phoneField });
