/** i18next settings shared by the server and the browser. Polish is the default and the fallback (spec §1). */
export const supportedLanguages = ["pl", "en"] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = "pl";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
}

export const i18nConfig = {
  supportedLngs: [...supportedLanguages],
  fallbackLng: defaultLanguage,
  defaultNS: "common",
  react: { useSuspense: false },
  interpolation: { escapeValue: false },
};

/** BCP 47 locale used for dates and numbers in each interface language (issue 5: pl-PL and en-GB). */
export const intlLocale: Record<Language, string> = { pl: "pl-PL", en: "en-GB" };
export const festivalTimeZone = "Europe/Warsaw";
