import type { FieldMetadata } from "@conform-to/react";
import { Field, PasswordInput } from "./Field";

interface NewPasswordFieldsProps {
  password: FieldMetadata<string>;
  confirmation: FieldMetadata<string>;
  labels: { password: string; passwordHint: string; confirmation: string };
}

/**
 * A new password and its repetition (registration, reset, change), both with the show/hide toggle and
 * `autocomplete="new-password"` so a password manager offers to generate and save one.
 */
export function NewPasswordFields({ password, confirmation, labels }: NewPasswordFieldsProps) {
  return (
    <>
      <Field meta={password} label={labels.password} hint={labels.passwordHint} type="password" autoComplete="new-password" renderInput={PasswordInput} />
      <Field meta={confirmation} label={labels.confirmation} type="password" autoComplete="new-password" renderInput={PasswordInput} />
    </>
  );
}
