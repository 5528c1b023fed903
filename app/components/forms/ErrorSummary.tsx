import { useEffect, useRef, useState, type RefObject } from "react";
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
  const attempt = useSubmitAttemptsBeside(box, errors.length > 0);
  const signature = errors.map((error) => `${error.fieldId}:${error.text}`).join("|");
  // Each failed attempt, also one that fails as the last did (the same errors, so the same signature).
  useFocusOnAppearance(box, signature && `${signature}#${attempt}`);
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

/**
 * Counts the failed attempts at the forms beside the summary (in its parent) while it shows: GOV.UK's summary takes
 * the focus on every one, and conform focuses the first invalid field on each, so an attempt failing as the last did
 * (the same errors) must move the focus again. Heard on `window`, after conform has checked the form (React hears
 * events on the document): a form that then shows an invalid field has failed. conform's own submits that check a
 * field as it is typed (its `__intent__` button) are no attempts.
 */
function useSubmitAttemptsBeside(box: RefObject<HTMLElement>, showing: boolean): number {
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    const area = box.current?.parentElement;
    if (!showing || !area) return;
    const count = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      if (!area.contains(form) || (event.submitter as HTMLButtonElement | null)?.name === "__intent__") return;
      if (form.querySelector('[aria-invalid="true"]')) setAttempts((count) => count + 1);
    };
    window.addEventListener("submit", count);
    return () => window.removeEventListener("submit", count);
  }, [box, showing]);
  return attempts;
}
