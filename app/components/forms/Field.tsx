import type { FieldMetadata } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * A field's errors are keys under `validation.` in the `forms` namespace (the same zod schema validates in the
 * browser and on the server, in either language); an unknown key shows as it is.
 */
export function useFieldErrorText() {
  const { t } = useTranslation("forms");
  return (error: string) => t(`validation.${error}`, { defaultValue: error });
}

interface FieldProps {
  meta: FieldMetadata<string>;
  label: string;
  type: "text" | "email" | "tel" | "password" | "number";
  hint?: string;
  autoComplete?: string;
  /** Replaces the plain input, e.g. by a password input with its show/hide toggle. */
  renderInput?: (inputProps: ReturnType<typeof getInputProps>) => ReactNode;
}

/**
 * Label, hint, error and input of one form field, wired for assistive technology (STYLE.md, GOV.UK): the
 * error sits between label and input with a hidden "Error:" prefix, and the input names both in aria-describedby.
 */
export function Field({ meta, label, type, hint, autoComplete, renderInput }: FieldProps) {
  const { t } = useTranslation("forms");
  const errorText = useFieldErrorText();
  const hintId = `${meta.id}-hint`;
  const invalid = Boolean(meta.errors?.length);
  const describedBy = [hint ? hintId : undefined, invalid ? meta.errorId : undefined].filter(Boolean).join(" ") || undefined;
  const inputProps = { ...getInputProps(meta, { type, ariaAttributes: false }), autoComplete, "aria-invalid": invalid || undefined, "aria-describedby": describedBy };
  return (
    <div className={invalid ? "form-field form-field--invalid" : "form-field"}>
      <label htmlFor={meta.id} className="form-field__label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={meta.errorId} className="form-field__error">
          <span className="visually-hidden">{t("errorPrefix")} </span>
          {errorText(meta.errors![0])}
        </p>
      ) : null}
      {renderInput ? renderInput(inputProps) : <input className="form-field__input" {...inputProps} key={inputProps.key} />}
    </div>
  );
}

/** A password input with the spec's show/hide toggle; the toggle exists only when scripts run (CSS hides it otherwise). */
export function PasswordInput(inputProps: ReturnType<typeof getInputProps>) {
  const { t } = useTranslation("forms");
  const [visible, setVisible] = useState(false);
  const { key, ...props } = inputProps;
  return (
    <span className="password-input">
      <input className="form-field__input" {...props} key={key} type={visible ? "text" : "password"} />
      <button
        type="button"
        className="password-input__toggle js-only"
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((shown) => !shown)}
      >
        {t("showPassword")}
      </button>
    </span>
  );
}
