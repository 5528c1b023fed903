import * as z from "zod";
import { serverMessages } from "./errors";
import { fieldRuleMessages, payloadFields as field } from "./field-rules";

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

const required = fieldRuleMessages.required;
export const emailField = field.email;
export const phoneField = field.phone;
const passwordField = field.newPassword;
const nameField = field.name;
const cityField = field.city;
const presentPassword = field.presentPassword;
/** The birth year; JSON sends it as a number, a form as text. */
export const birthYearField = field.birthYear();

/** Spec §3 "Registration payload" with the rules of spec §5. */
export const registerPayloadSchema = z
  .object({
    name: nameField,
    email: emailField,
    phone: phoneField,
    age: birthYearField,
    city: cityField,
    password: passwordField,
    password_confirmation: z.string({ error: required }).min(1, required),
  })
  .refine(...field.passwordsMatch);
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
    password_confirmation: z.string({ error: required }).min(1, required),
  })
  .refine(...field.passwordsMatch);
export type PasswordResetPayload = z.infer<typeof passwordResetPayloadSchema>;

export const passwordChangePayloadSchema = z
  .object({
    old_password: presentPassword,
    password: passwordField,
    password_confirmation: z.string({ error: required }).min(1, required),
  })
  .refine(...field.passwordsMatch);
export type PasswordChangePayload = z.infer<typeof passwordChangePayloadSchema>;

/** The query of the e-mail link (spec §2 /verify): id and hash required, expires and signature optional. */
export const verifyEmailQuerySchema = z.object({
  id: z.string({ error: fieldRuleMessages.link_invalid }).regex(/^\d{1,9}$/, fieldRuleMessages.link_invalid),
  hash: z.string({ error: fieldRuleMessages.link_invalid }).regex(/^[0-9a-f]{40}$/, fieldRuleMessages.link_invalid),
  expires: z.string({ error: fieldRuleMessages.link_invalid }).regex(/^\d{1,12}$/, fieldRuleMessages.link_invalid).optional(),
  signature: z.string({ error: fieldRuleMessages.link_invalid }).regex(/^[0-9a-f]{64}$/, fieldRuleMessages.link_invalid).optional(),
});
export type VerifyEmailQuery = z.infer<typeof verifyEmailQuerySchema>;

export const smsCodeField = field.smsCode;
export const verifyPhonePayloadSchema = z.object({ code: smsCodeField, phone: phoneField });
export type VerifyPhonePayload = z.infer<typeof verifyPhonePayloadSchema>;
export const phonePayloadSchema = z.object({ phone: phoneField });
export type PhonePayload = z.infer<typeof phonePayloadSchema>;
