import * as z from "zod";
import { serverMessages } from "./errors";
import { fieldRuleMessages } from "./field-rules";
import { BIRTH_YEAR_MIN, PASSWORD_MIN_LENGTH, PHONE_PATTERN, SMS_CODE_LENGTH } from "./limits";

/** The profile as GET /api/v1/get-data answers it (spec §3 "User"; `age` is the birth year). */
export const userSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  age: z.number().int(),
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;
export const userResponseSchema = z.object({ data: userSchema });

/** Login, password reset and e-mail verification log the user in with a bearer token. */
export const authResponseSchema = z.object({ token: z.string(), data: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

const rule = fieldRuleMessages;
const required = rule.required;
export const emailField = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .max(254, rule.email_too_long)
  .pipe(z.email(rule.email_invalid));

/** Spec §5: spaces and dashes people type between digits are ignored ("+48 600-100-200" is +48600100200). */
export function normalisePhone(phone: string): string {
  return phone.replace(/[\s-]/g, "");
}
// A refinement, not a regex check: a form built from this schema must not get a `pattern` that refuses spaces.
export const phoneField = z
  .string({ error: required })
  .overwrite(normalisePhone)
  .refine((phone) => PHONE_PATTERN.test(phone), rule.phone_invalid);
const passwordField = z
  .string({ error: required })
  .min(PASSWORD_MIN_LENGTH, rule.password_too_short)
  .max(200, rule.password_too_long);
const nameField = z.string({ error: required }).trim().min(1, required).max(120, rule.name_too_long);
const cityField = z.string({ error: required }).trim().min(1, required).max(120, rule.city_too_long);
/** A password that is checked, not set (login, the current one): only present and of a sane length. */
const presentPassword = z.string({ error: required }).min(1, required).max(200, rule.password_too_long);

/** The birth year (spec §5: numeric, 1900..current year); forms send it as text, JSON as a number. */
export const birthYearField = z.coerce
  .number({ error: rule.birth_year_not_number })
  .int(rule.birth_year_not_integer)
  .min(BIRTH_YEAR_MIN, rule.birth_year_too_early)
  .refine((year) => year <= new Date().getFullYear(), rule.birth_year_in_future);

const passwordsMatch = <T extends { password: string; password_confirmation: string }>(value: T) =>
  value.password === value.password_confirmation;
const mismatch = { message: rule.passwords_mismatch, path: ["password_confirmation"] };

/** Spec §3 "Registration payload" with the rules of spec §5. */
export const registerPayloadSchema = z
  .object({
    name: nameField,
    email: emailField,
    phone: phoneField,
    age: birthYearField,
    city: cityField,
    password: passwordField,
    password_confirmation: z.string({ error: required }),
  })
  .refine(passwordsMatch, mismatch);
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

export const loginPayloadSchema = z.object({
  email: emailField,
  password: presentPassword,
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** POST /api/v1/change-data: e-mail and phone are read-only (spec §2 "User info"). */
export const changeDataPayloadSchema = z.object({ name: nameField, city: cityField, age: birthYearField });
export type ChangeDataPayload = z.infer<typeof changeDataPayloadSchema>;

export const emailPayloadSchema = z.object({ email: emailField });
export type EmailPayload = z.infer<typeof emailPayloadSchema>;

export const passwordResetPayloadSchema = z
  .object({
    email: emailField,
    token: z.string({ error: required }).min(1, required).max(200, serverMessages.invalid_reset_token),
    password: passwordField,
    password_confirmation: z.string({ error: required }),
  })
  .refine(passwordsMatch, mismatch);
export type PasswordResetPayload = z.infer<typeof passwordResetPayloadSchema>;

export const passwordChangePayloadSchema = z
  .object({
    old_password: presentPassword,
    password: passwordField,
    password_confirmation: z.string({ error: required }),
  })
  .refine(passwordsMatch, mismatch);
export type PasswordChangePayload = z.infer<typeof passwordChangePayloadSchema>;

/** The query of the e-mail link (spec §2 /verify): id and hash required, expires and signature optional. */
export const verifyEmailQuerySchema = z.object({
  id: z.string({ error: rule.link_invalid }).regex(/^\d{1,9}$/, rule.link_invalid),
  hash: z.string({ error: rule.link_invalid }).regex(/^[0-9a-f]{40}$/, rule.link_invalid),
  expires: z.string({ error: rule.link_invalid }).regex(/^\d{1,12}$/, rule.link_invalid).optional(),
  signature: z.string({ error: rule.link_invalid }).regex(/^[0-9a-f]{64}$/, rule.link_invalid).optional(),
});
export type VerifyEmailQuery = z.infer<typeof verifyEmailQuerySchema>;

export const smsCodeField = z
  .string({ error: rule.sms_code_format })
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), rule.sms_code_format);
export const verifyPhonePayloadSchema = z.object({ code: smsCodeField, phone: phoneField });
export type VerifyPhonePayload = z.infer<typeof verifyPhonePayloadSchema>;
export const phonePayloadSchema = z.object({ phone: phoneField });
export type PhonePayload = z.infer<typeof phonePayloadSchema>;
