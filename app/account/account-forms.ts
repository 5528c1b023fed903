import * as z from "zod";
import { formFields } from "~/components/forms/form-fields";
import { birthYearField, cityField, emailField, nameField, newPasswordFields, passwordsMatch } from "~/account/newcomer-forms";

/**
 * The forms of someone with an account (spec §5): log in, remind and reset the password, change the profile and the
 * password, made of the newcomer forms' fields (app/account/newcomer-forms.ts) and their own. Messages are codes of
 * `forms:validation.*`, so an error reads in the user's language in the browser (conform) and in the action; the
 * festival API (contract/user.ts) stays the authority. Actions read these through
 * app/components/forms/form-schemas.server.ts.
 */

/** A password that is checked, not set (the current one): only present. */
const presentPasswordField = formFields.presentPassword;

/** Spec §5 "Login": e-mail required and valid; password required. */
export const loginFormSchema = z.object({
  email: emailField,
  password: presentPasswordField,
  redirectTo: z.string().optional(),
});

/** Spec §5 "Remind": e-mail required and valid. */
export const remindPasswordFormSchema = z.object({ email: emailField });

/**
 * Spec §5 "Reset": both fields required, at least 8 characters, equal. The link's token and address ride along
 * as hidden fields; whether they are valid only the festival API can say.
 */
export const resetPasswordFormSchema = z
  .object({ ...newPasswordFields, token: z.string().optional(), email: z.string().optional() })
  .refine(...passwordsMatch);

/** Spec §2 "User info": name, city and birth year editable; e-mail and phone read-only (not in the form). */
export const profileFormSchema = z.object({ name: nameField, city: cityField, age: birthYearField });
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** Spec §5 "Change password": the current one, then the new one twice (at least 8 characters, equal). */
export const passwordChangeFormSchema = z.object({ old_password: presentPasswordField, ...newPasswordFields }).refine(...passwordsMatch);
