import { useEffect, useRef, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { useFieldErrorText } from "~/components/forms/Field";
import { useReportedErrorSummary } from "~/shell/page-title";

/** A form's own error, already worded, or a field's: its id, its label, and its text (a validation key or a message). */
export type SummaryError = { fieldId?: undefined; text: string } | { fieldId: string; label: string; text: string };

/**
 * GOV.UK's error summary: after a failed submit, a box at the top of the form lists every error, linking to
 * its field, and takes focus so screen-reader and keyboard users land on it. Its title is an h2, or the level
 * under the heading of a section the form sits in (`headingLevel`); a page with two summaries gives one a
 * `titleId` of its own.
 */
export function ErrorSummary({
  errors,
  headingLevel = 2,
  titleId = "error-summary-title",
}: {
  errors: SummaryError[];
  headingLevel?: 2 | 3 | 4;
  titleId?: string;
}) {
  const { t, i18n } = useTranslation("forms");
  const fieldErrorText = useFieldErrorText();
  const box = useRef<HTMLDivElement>(null);
  // What the last attempt found, as GOV.UK's summary keeps it: while a field is being mended, conform checks it anew
  // at each keystroke, and a summary that followed would be read out again, assertively, at each one (role=alert)
  // over the typing. The field's own error follows the typing; the summary changes at the next attempt.
  const [attemptErrors, setAttemptErrors] = useState(errors);
  const { typing, attempts } = useAttemptsAt(box, attemptErrors);
  const signature = errors.map((error) => `${error.fieldId}:${error.text}`).join("|");
  const latestErrors = useRef(errors);
  latestErrors.current = errors;
  useReportedErrorSummary(attemptErrors.length > 0);
  // The summary takes the focus when its errors change after an attempt (the browser's check or the server's
  // answer), and on each failed attempt, also one failing as the last did (the same errors); never while a field
  // is being mended. An attempt the browser's check passes clears it: what it listed was mended as the user typed
  // (the login's refusal, shown under its form, would otherwise sit below a list of errors that no longer hold).
  const [focusRequests, setFocusRequests] = useState(0);
  useEffect(() => {
    if (typing.current) return;
    setAttemptErrors(latestErrors.current);
    if (signature !== "") setFocusRequests((count) => count + 1);
  }, [signature, attempts, typing]);
  // The field names are the labels as the page gave them, in its language then: after a change of language the
  // summary lists the errors the form has now, under the new language's names.
  const language = i18n.language;
  useEffect(() => {
    setAttemptErrors((shown) => (shown.length === 0 ? shown : latestErrors.current));
  }, [language]);
  // Once the attempt's errors are on screen (the same render as the request).
  useEffect(() => {
    if (focusRequests > 0) box.current?.focus();
  }, [focusRequests]);
  if (attemptErrors.length === 0) return null;
  const Title = `h${headingLevel}` as const;
  return (
    <div className="error-summary" ref={box} tabIndex={-1} role="alert" aria-labelledby={titleId}>
      <Title id={titleId} className="error-summary__title">
        {/* 'Correct the errors' only where a field can be corrected: a refusal alone (no seats left, a review
            deleted meanwhile) is a problem the user cannot mend in the form. */}
        {attemptErrors.some((error) => error.fieldId) ? t("summaryTitle") : t("summaryTitleRefused")}
      </Title>
      <ul className="error-summary__list">
        {attemptErrors.map((error) => (
          <li key={`${error.fieldId}:${error.text}`}>
            {error.fieldId ? <a href={`#${error.fieldId}`}>{t("summaryItem", { label: error.label, error: fieldErrorText(error.text) })}</a> : error.text}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What the summary's rules need to know of the page's submits. `typing`: whether the last was conform's own check
 * of a field as it is typed, noted as the event starts (capture), before conform's check re-renders the errors.
 * `attempts`: how many attempts at the summary's form were made while it showed, counted as the event ends (bubble,
 * on `window`, after React's listener on the document has run conform's check). The summary's form is one beside it
 * (in its parent) that holds a field it lists or shows an invalid field: another form there (the SMS page's
 * 'send a new code') is no attempt at it.
 */
function useAttemptsAt(box: RefObject<HTMLElement>, shown: readonly SummaryError[]) {
  const typing = useRef(false);
  const [attempts, setAttempts] = useState(0);
  const listedFieldIds = useRef<string[]>([]);
  listedFieldIds.current = shown.flatMap((error) => (error.fieldId ? [error.fieldId] : []));
  const showing = shown.length > 0;
  useEffect(() => {
    const started = (event: SubmitEvent) => {
      typing.current = isFieldCheck(event.submitter);
    };
    const ended = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      const area = box.current?.parentElement;
      if (typing.current || !showing || !area?.contains(form)) return;
      const isSummarysForm =
        form.querySelector('[aria-invalid="true"]') !== null || listedFieldIds.current.some((id) => form.contains(document.getElementById(id)));
      if (isSummarysForm) setAttempts((count) => count + 1);
    };
    window.addEventListener("submit", started, true);
    window.addEventListener("submit", ended);
    return () => {
      window.removeEventListener("submit", started, true);
      window.removeEventListener("submit", ended);
    };
  }, [box, showing]);
  return { typing, attempts };
}

/**
 * conform's check of a field as it is typed: a submit by its `__intent__` button whose intent is `validate` (its
 * other intents, such as a form's reset, are no typing).
 */
function isFieldCheck(submitter: HTMLElement | null): boolean {
  if (!(submitter instanceof HTMLButtonElement) || submitter.name !== "__intent__") return false;
  try {
    return (JSON.parse(submitter.value) as { type?: unknown }).type === "validate";
  } catch {
    return false;
  }
}
