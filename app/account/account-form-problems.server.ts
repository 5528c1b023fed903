import { formFieldErrorsOf, throttledMessage } from "~/components/forms/festival-api-form-errors.server";
import type { FestivalApiProblem } from "~/festival-api/festival-api-problem";
import type { Language } from "~/i18n/i18n";
import { serverI18n, translatorFor } from "~/i18n/i18next.server";

/** The errors a form shows after a refused or failed call, as conform's `submission.reply()` takes them. */
export interface FormReplyErrors {
  formErrors: string[];
  fieldErrors: Record<string, string[]>;
}

/**
 * A festival API problem as an account form shows it (spec §8): a 422's field errors under their fields, a 429's
 * wait, another refusal's message (in the user's language when `forms:validation` words its code, else as the
 * server sent it), and `failed`, the generic 'an error occurred, try again', when no usable answer came.
 */
export function formErrorsOf(problem: FestivalApiProblem, language: Language, failed: string): FormReplyErrors {
  if (problem.kind === "invalid") {
    const fieldErrors = formFieldErrorsOf(problem, language);
    if (Object.keys(fieldErrors).length > 0) return { formErrors: [], fieldErrors };
  }
  if (problem.kind === "throttled") return { formErrors: [throttledMessage(problem, language)], fieldErrors: {} };
  if (problem.kind === "unavailable") return { formErrors: [failed], fieldErrors: {} };
  const worded = problem.code !== undefined && serverI18n(language).exists(`validation.${problem.code}`, { ns: "forms" });
  const t = translatorFor(language, "forms");
  return { formErrors: [worded ? t(`validation.${problem.code}`) : (problem.message ?? failed)], fieldErrors: {} };
}
