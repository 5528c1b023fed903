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
  // A route reached by a client-side navigation may need a namespace not loaded yet (the login page's `auth`).
  // With suspense its components wait for it, and since the router renders a navigation in a transition, the page
  // before it stays until the texts are there; without, the new page showed its keys ('login.heading') meanwhile.
  // The server's instance has every namespace loaded and the browser's loads the first page's before hydrating,
  // so neither ever suspends there; a language change loads every known namespace before it re-renders.
  react: { useSuspense: true },
  interpolation: { escapeValue: false },
};

/**
 * The language of the festival's own data that the festival API does not translate (places, organisers, event
 * types, age groups, the organisers' notes and acknowledgements): Polish, whatever the interface's language. In
 * another interface such text carries `lang` (WCAG 3.1.2), so a screen reader reads it with a Polish voice.
 */
export function festivalDataLang(interfaceLanguage: Language): Language | undefined {
  return interfaceLanguage === "pl" ? undefined : "pl";
}

export { festivalTimeZone, intlLocale } from "#contract/festival-time";
