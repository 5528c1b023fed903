import { fieldErrorCodeOf } from "#contract/field-rules";
import type { FestivalApiProblem, FestivalApiRefusal } from "~/festival-api/festival-api-problem";
import type { Language } from "~/i18n/i18n";
import { serverI18n, translatorFor } from "~/i18n/i18next.server";

/**
 * A 422's field errors as a form shows them (spec §5 "server field errors show the first message per field"):
 * the code of the first message when the portal words it in `forms:validation.*` (our festival API sends
 * `error_codes`; a known Polish message of another server maps to its code too), else the message as the server
 * sent it. The result goes into conform's `submission.reply({ fieldErrors })`, and `Field` translates codes.
 */
export function formFieldErrorsOf(refusal: FestivalApiRefusal, language: Language): Record<string, string[]> {
  const i18n = serverI18n(language);
  const worded = (code: string | undefined) => code !== undefined && i18n.exists(`validation.${code}`, { ns: "forms" });
  return Object.fromEntries(
    Object.entries(refusal.fieldErrors).flatMap(([field, messages]) => {
      const message = messages[0];
      if (message === undefined) return [];
      const code = refusal.fieldCodes[field]?.[0] ?? fieldErrorCodeOf(message);
      return [[field, [worded(code) ? code! : message]]];
    }),
  );
}

/** Spec §8 throttling: 'too many attempts, try again in N minutes', N from the answer's Retry-After. */
export function throttledMessage(refusal: Pick<FestivalApiRefusal, "retryAfterSeconds">, language: Language): string {
  const minutes = Math.max(1, Math.ceil((refusal.retryAfterSeconds ?? 60) / 60));
  const t = translatorFor(language, "forms");
  return t("throttled", { count: minutes });
}

/** The errors a form shows after a refused or failed call, as conform's `submission.reply()` takes them. */
export interface FormReplyErrors {
  formErrors: string[];
  fieldErrors: Record<string, string[]>;
}

/** Field codes whose words name no field ('To pole jest wymagane'): above a page they would say nothing. */
const fieldlessCodes = new Set(["required", "invalid"]);

/**
 * A festival API problem as one sentence, for an action that has no form to show it on and says it in a message
 * above the page instead (a cancellation, a review's or a participant's removal): a 422's first field error the
 * portal words and that says what is wrong without its field (Laravel answers a rule's refusal so: 'The given data
 * was invalid.' with the reason under a field), else formReplyErrors' first error for the whole form, else `failed`:
 * the fields such an action posts are hidden ones, which the user cannot mend.
 */
export function problemText(problem: FestivalApiProblem, language: Language, failed: string): string {
  if (problem.kind === "invalid") {
    const i18n = serverI18n(language);
    const worded = Object.values(formFieldErrorsOf(problem, language))
      .flat()
      .find((codeOrMessage) => !fieldlessCodes.has(codeOrMessage) && i18n.exists(`validation.${codeOrMessage}`, { ns: "forms" }));
    if (worded) return translatorFor(language, "forms")(`validation.${worded}`);
  }
  return formReplyErrors(problem, language, { failed }).formErrors[0] ?? failed;
}

/**
 * A festival API problem as a form shows it (spec §8): a 422's first error under each of the form's fields (an
 * error of a field the form does not have goes above the form), a 429's wait, another refusal's message (in the
 * user's language when `forms:validation` words its code, else as the server sent it), and `failed`, the form's
 * generic 'an error occurred, try again', when no usable answer came. Without `formFields`, every field is the form's.
 */
export function formReplyErrors(
  problem: FestivalApiProblem,
  language: Language,
  { failed, formFields }: { failed: string; formFields?: readonly string[] },
): FormReplyErrors {
  if (problem.kind === "unavailable") return { formErrors: [failed], fieldErrors: {} };
  if (problem.kind === "throttled") return { formErrors: [throttledMessage(problem, language)], fieldErrors: {} };
  const t = translatorFor(language, "forms");
  const wordedOrAsSent = (codeOrMessage: string) => t(`validation.${codeOrMessage}`, { defaultValue: codeOrMessage });
  if (problem.kind === "invalid") {
    const fieldErrors: Record<string, string[]> = {};
    const formErrors: string[] = [];
    for (const [field, errors] of Object.entries(formFieldErrorsOf(problem, language))) {
      if (!formFields || formFields.includes(field)) fieldErrors[field] = errors;
      else formErrors.push(...errors.map(wordedOrAsSent));
    }
    if (formErrors.length === 0 && Object.keys(fieldErrors).length === 0) formErrors.push(problem.message ?? failed);
    return { formErrors, fieldErrors };
  }
  const worded = problem.code !== undefined && serverI18n(language).exists(`validation.${problem.code}`, { ns: "forms" });
  return { formErrors: [worded ? wordedOrAsSent(problem.code!) : (problem.message ?? failed)], fieldErrors: {} };
}
