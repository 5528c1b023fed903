import type { FieldMetadata } from "@conform-to/react";
import { getCollectionProps, getInputProps, getTextareaProps } from "@conform-to/react";
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

/** The label, hint and first error of a field, and the aria-describedby that names the hint and the error. */
function useFieldWiring(meta: FieldMetadata<unknown>, hint: string | undefined) {
  const hintId = `${meta.id}-hint`;
  const invalid = Boolean(meta.errors?.length);
  const describedBy = [hint ? hintId : undefined, invalid ? meta.errorId : undefined].filter(Boolean).join(" ") || undefined;
  return { hintId, invalid, describedBy, controlAria: { "aria-invalid": invalid || undefined, "aria-describedby": describedBy } };
}

/** The hint and the first error between a label (or legend) and its control, the error with a hidden "Error:" prefix. */
function HintAndError({ meta, hint, hintId }: { meta: FieldMetadata<unknown>; hint?: string; hintId: string }) {
  const { t } = useTranslation("forms");
  const errorText = useFieldErrorText();
  return (
    <>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {meta.errors?.length ? (
        <p id={meta.errorId} className="form-field__error">
          <span className="visually-hidden">{t("errorPrefix")} </span>
          {errorText(meta.errors[0])}
        </p>
      ) : null}
    </>
  );
}

/** One control's frame: its label, then the hint and the error (HintAndError), then the control itself. */
function LabelledField(props: { meta: FieldMetadata<unknown>; label: string; hint?: string; hintId: string; invalid: boolean; children: ReactNode }) {
  const { meta, label, hint, hintId, invalid, children } = props;
  return (
    <div className={invalid ? "form-field form-field--invalid" : "form-field"}>
      <label htmlFor={meta.id} className="form-field__label">
        {label}
      </label>
      <HintAndError meta={meta} hint={hint} hintId={hintId} />
      {children}
    </div>
  );
}

interface FieldProps {
  meta: FieldMetadata<string>;
  label: string;
  type: "text" | "email" | "tel" | "password" | "number";
  hint?: string;
  autoComplete?: string;
  /** Extra input attributes the schema cannot say, e.g. `inputMode`. */
  inputMode?: "numeric" | "tel" | "email" | "text";
  readOnly?: boolean;
  /** Replaces the plain input, e.g. by a password input with its show/hide toggle; `label` is the field's. */
  renderInput?: (inputProps: ReturnType<typeof getInputProps>, label: string) => ReactNode;
}

/**
 * Label, hint, error and input of one form field, wired for assistive technology (STYLE.md, GOV.UK): the
 * error sits between label and input with a hidden "Error:" prefix, and the input names both in aria-describedby.
 */
export function Field({ meta, label, type, hint, autoComplete, inputMode, readOnly, renderInput }: FieldProps) {
  const { hintId, invalid, controlAria } = useFieldWiring(meta, hint);
  const inputProps = { ...getInputProps(meta, { type, ariaAttributes: false }), autoComplete, inputMode, readOnly, ...controlAria };
  return (
    <LabelledField meta={meta} label={label} hint={hint} hintId={hintId} invalid={invalid}>
      {renderInput ? renderInput(inputProps, label) : <input className="form-field__input" {...inputProps} key={inputProps.key} />}
    </LabelledField>
  );
}

/** A multi-line text field (a review's content), wired like `Field`. */
export function TextareaField({ meta, label, hint, rows = 5 }: { meta: FieldMetadata<string>; label: string; hint?: string; rows?: number }) {
  const { hintId, invalid, controlAria } = useFieldWiring(meta, hint);
  const { key, ...textareaProps } = getTextareaProps(meta, { ariaAttributes: false });
  return (
    <LabelledField meta={meta} label={label} hint={hint} hintId={hintId} invalid={invalid}>
      <textarea className="form-field__input" rows={rows} {...textareaProps} {...controlAria} key={key} />
    </LabelledField>
  );
}

interface ChoiceGroupFieldProps {
  meta: FieldMetadata<string[] | string>;
  legend: string;
  hint?: string;
  /** Checkboxes for several choices (each may be required), radios for one. */
  type: "checkbox" | "radio";
  choices: { value: string; label: ReactNode }[];
  className?: string;
}

/**
 * A group of checkboxes or radios in a fieldset: the legend names the group, the error sits under it, and every
 * choice has its own label (GOV.UK's checkboxes and radios).
 */
export function ChoiceGroupField({ meta, legend, hint, type, choices, className }: ChoiceGroupFieldProps) {
  const { hintId, invalid, describedBy } = useFieldWiring(meta, hint);
  const inputs = getCollectionProps(meta, { type, options: choices.map((choice) => choice.value), ariaAttributes: false });
  return (
    <fieldset
      className={[invalid ? "form-field form-field--invalid" : "form-field", className].filter(Boolean).join(" ")}
      aria-describedby={describedBy}
    >
      <legend className="form-field__label">{legend}</legend>
      <HintAndError meta={meta} hint={hint} hintId={hintId} />
      {inputs.map(({ key, ...inputProps }, index) => (
        <div className={type === "checkbox" ? "checkbox" : "radio"} key={key ?? inputProps.value}>
          {/* Each control says it is invalid; a lone one (a consent box) also carries the error itself, which
              assistive technology may not read from the group (WCAG 3.3.1). */}
          <input {...inputProps} aria-invalid={invalid || undefined} aria-describedby={inputs.length === 1 ? describedBy : undefined} />
          <label htmlFor={inputProps.id}>{choices[index].label}</label>
        </div>
      ))}
    </fieldset>
  );
}

/**
 * A password input with the spec's show/hide toggle; the toggle exists only when scripts run (CSS hides it
 * otherwise). Its name ends with the field's label ('Pokaż hasło Nowe hasło'): a form with several passwords has as
 * many toggles, which one name alone would not tell apart.
 */
export function PasswordInput(inputProps: ReturnType<typeof getInputProps>, label: string) {
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
        <span className="visually-hidden"> {label}</span>
      </button>
    </span>
  );
}
