import * as z from "zod";
import { capitaliseWords } from "#contract/name-format";
import { formFields } from "~/components/forms/form-fields";
import { consentGiven } from "~/account/registration-consent";

/**
 * The forms of a newcomer's way in (spec §5 "Register", "SMS code"): register, send the e-mail link again, enter
 * the SMS code, correct the phone. Their fields are the festival API's own rules (contract/field-schemas.ts), each
 * message a key of `forms:validation.*`, so the same schema words its errors in either language, in the browser
 * (conform) and in the action. The festival API checks them again and decides what only it can know (a taken
 * e-mail, a wrong code).
 */

export const emailField = formFields.email;

/** A plus sign and at least 11 digits; the spaces and dashes people type between digits are dropped. */
export const phoneField = formFields.phone;

/** A form sends the year as text: an empty field is a missing one, not the year 0. */
export const birthYearField = z.string({ error: "required" }).trim().min(1, "required").pipe(formFields.birthYear<string>());

/** Spec §5: the name goes to the festival API as capitalised words. */
export const nameField = formFields.name.transform(capitaliseWords);

export const cityField = formFields.city;

/** A new password and its confirmation (spec §5: at least 8 characters, both equal: see `passwordsMatch`). */
export const newPasswordFields = {
  password: formFields.newPassword,
  password_confirmation: z.string({ error: "required" }),
};

/** Spec §5 "confirmation equals password", as `.refine(...passwordsMatch)`: the error sits under the confirmation. */
export const passwordsMatch = formFields.passwordsMatch;

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

export const resendEmailFormSchema = z.object({ email: emailField });

/** Spec §5: exactly 6 digits, 'smsCode' otherwise (an empty field too). */
export const smsCodeFormSchema = z.object({ code: formFields.smsCode });

/** A new code, to the number shown or to a corrected one (while the phone is unverified). */
export const smsResendFormSchema = z.object({ phone: phoneField });
