import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFieldErrorText } from "~/components/forms/Field";

export interface SummaryError {
  /** The invalid field's id (its text is a validation key), or undefined for an already translated form error. */
  fieldId?: string;
  text: string;
}

/**
 * GOV.UK's error summary: after a failed submit, a box at the top of the form lists every error, linking to
 * its field, and takes focus so screen-reader and keyboard users land on it.
 */
export function ErrorSummary({ errors }: { errors: SummaryError[] }) {
  const { t } = useTranslation("forms");
  const fieldErrorText = useFieldErrorText();
  const box = useRef<HTMLDivElement>(null);
  const signature = errors.map((error) => `${error.fieldId}:${error.text}`).join("|");
  useEffect(() => {
    if (signature) box.current?.focus();
  }, [signature]);
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" ref={box} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">
        {t("summaryTitle")}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={`${error.fieldId}:${error.text}`}>
            {error.fieldId ? <a href={`#${error.fieldId}`}>{fieldErrorText(error.text)}</a> : error.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
