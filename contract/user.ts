import * as z from "zod";
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

const required = "To pole jest wymagane";
export const emailField = z.string({ error: required }).trim().min(1, required).max(254).pipe(z.email("Niepoprawny adres e-mail"));
export const phoneField = z.string({ error: required }).trim().regex(PHONE_PATTERN, "Numer telefonu musi zaczynać się od + i mieć co najmniej 11 cyfr");
const passwordField = z
  .string({ error: required })
  .min(PASSWORD_MIN_LENGTH, `Hasło musi mieć co najmniej ${PASSWORD_MIN_LENGTH} znaków`)
  .max(200, "Hasło jest za długie");
const nameField = z.string({ error: required }).trim().min(1, required).max(120, "Imię i nazwisko jest za długie");
const cityField = z.string({ error: required }).trim().min(1, required).max(120, "Nazwa miasta jest za długa");

/** The birth year (spec §5: numeric, 1900..current year); forms send it as text, JSON as a number. */
export const birthYearField = z.coerce
  .number({ error: "Rok urodzenia musi być liczbą" })
  .int("Rok urodzenia musi być liczbą całkowitą")
  .min(BIRTH_YEAR_MIN, `Rok urodzenia nie może być wcześniejszy niż ${BIRTH_YEAR_MIN}`)
  .refine((year) => year <= new Date().getFullYear(), "Rok urodzenia nie może być z przyszłości");

const passwordsMatch = <T extends { password: string; password_confirmation: string }>(value: T) =>
  value.password === value.password_confirmation;
const mismatch = { message: "Hasła muszą być takie same", path: ["password_confirmation"] };

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
  password: z.string({ error: required }).min(1, required).max(200),
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
    token: z.string({ error: required }).min(1, required).max(200),
    password: passwordField,
    password_confirmation: z.string({ error: required }),
  })
  .refine(passwordsMatch, mismatch);
export type PasswordResetPayload = z.infer<typeof passwordResetPayloadSchema>;

export const passwordChangePayloadSchema = z
  .object({
    old_password: z.string({ error: required }).min(1, required).max(200),
    password: passwordField,
    password_confirmation: z.string({ error: required }),
  })
  .refine(passwordsMatch, mismatch);
export type PasswordChangePayload = z.infer<typeof passwordChangePayloadSchema>;

/** The query of the e-mail link (spec §2 /verify): id and hash required, expires and signature optional. */
export const verifyEmailQuerySchema = z.object({
  id: z.string({ error: "Nieprawidłowy link" }).regex(/^\d{1,9}$/, "Nieprawidłowy link"),
  hash: z.string({ error: "Nieprawidłowy link" }).regex(/^[0-9a-f]{40}$/, "Nieprawidłowy link"),
  expires: z.string().regex(/^\d{1,12}$/, "Nieprawidłowy link").optional(),
  signature: z.string().regex(/^[0-9a-f]{64}$/, "Nieprawidłowy link").optional(),
});
export type VerifyEmailQuery = z.infer<typeof verifyEmailQuerySchema>;

export const smsCodeField = z
  .string({ error: "Kod SMS musi mieć 6 cyfr" })
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), "Kod SMS musi mieć 6 cyfr");
export const verifyPhonePayloadSchema = z.object({ code: smsCodeField, phone: phoneField });
export type VerifyPhonePayload = z.infer<typeof verifyPhonePayloadSchema>;
export const phonePayloadSchema = z.object({ phone: phoneField });
export type PhonePayload = z.infer<typeof phonePayloadSchema>;
