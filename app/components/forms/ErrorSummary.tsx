import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFieldErrorText } from "~/components/forms/Field";
import { useFocusOnAppearance } from "~/components/forms/use-focus-on-appearance";

/** A form's own error, already worded, or a field's: its id, its label, and its text (a validation key or a message). */
export type SummaryError = { fieldId?: undefined; text: string } | { fieldId: string; label: string; text: string };

/**
 * GOV.UK's error summary: after a failed submit, a box at the top of the form lists every error, linking to
 * its field, and takes focus so screen-reader and keyboard users land on it.
 */
export function ErrorSummary({ errors }: { errors: SummaryError[] }) {
  const { t } = useTranslation("forms");
  const fieldErrorText = useFieldErrorText();
  const box = useRef<HTMLDivElement>(null);
  const signature = errors.map((error) => `${error.fieldId}:${error.text}`).join("|");
  useFocusOnAppearance(box, signature);
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" ref={box} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">
        {t("summaryTitle")}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={`${error.fieldId}:${error.text}`}>
            {error.fieldId ? <a href={`#${error.fieldId}`}>{t("summaryItem", { label: error.label, error: fieldErrorText(error.text) })}</a> : error.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
