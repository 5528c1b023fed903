import { formFieldErrorsOf, throttledMessage } from "~/components/forms/festival-api-form-errors.server";
import type { FestivalApiProblem } from "~/festival-api/festival-api-problem";
import type { Language } from "~/i18n/i18n";
import { translatorFor } from "~/i18n/i18next.server";

/** What a refused form shows, as conform's `submission.reply()` takes it. */
export interface RefusalErrors {
  formErrors: string[];
  fieldErrors: Record<string, string[]>;
}

/**
 * The festival API's refusal of a newcomer's form as the form shows it (spec §8): a 422's first error under each
 * of the form's fields (known codes translated, unknown messages as sent), an error of a field the form does not
 * have above the form, a 429 as 'try again in N minutes', the festival API not answering as the generic 'an
 * error occurred, try again', and any other refusal as the server's message.
 */
export function refusalErrors(problem: FestivalApiProblem, language: Language, formFields: readonly string[]): RefusalErrors {
  const t = translatorFor(language, "registration");
  if (problem.kind === "unavailable") return { formErrors: [t("errors.generic")], fieldErrors: {} };
  if (problem.kind === "throttled") return { formErrors: [throttledMessage(problem, language)], fieldErrors: {} };
  if (problem.kind === "invalid") {
    const fieldErrors: Record<string, string[]> = {};
    const formErrors: string[] = [];
    for (const [field, errors] of Object.entries(formFieldErrorsOf(problem, language))) {
      if (formFields.includes(field)) fieldErrors[field] = errors;
      else formErrors.push(...errors.map((error) => t(`forms:validation.${error}`, { defaultValue: error })));
    }
    if (formErrors.length === 0 && Object.keys(fieldErrors).length === 0) formErrors.push(problem.message ?? t("errors.generic"));
    return { formErrors, fieldErrors };
  }
  return { formErrors: [problem.message ?? t("errors.generic")], fieldErrors: {} };
}
