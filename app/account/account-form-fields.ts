import * as z from "zod";
import { PASSWORD_MIN_LENGTH } from "#contract/limits";

/**
 * The profile and password forms' own fields (spec §5), beside the newcomer forms' e-mail, name and birth year
 * (app/account/newcomer-forms.ts). Messages are codes of `forms:validation.*`, so an error reads in the user's
 * language in the browser (conform) and in the action; the festival API (contract/user.ts) stays the authority.
 */

const required = "required";

export const cityField = z.string({ error: required }).trim().min(1, required).max(120, "city_too_long");

/** A password that is checked, not set (the current one): only present. */
export const presentPasswordField = z.string({ error: required }).max(200, "password_too_long");

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
