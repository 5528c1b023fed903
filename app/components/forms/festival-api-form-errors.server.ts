import type { FestivalApiRefusal } from "~/festival-api/festival-api-problem";
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
      const code = refusal.fieldCodes[field]?.[0];
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
