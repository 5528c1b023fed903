import { resolve } from "node:path";
import Backend from "i18next-fs-backend";
import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig, supportedLanguages, defaultLanguage } from "~/i18n";
import { languageOf } from "~/language.server";

export const localesDirectory = resolve("./locales");

/** Server-side translations, read from locales/ on disk; the language comes from the `language` cookie only. */
export const i18nextServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage: defaultLanguage,
    order: ["custom"],
    findLocale: languageOf,
  },
  i18next: {
    ...i18nConfig,
    backend: { loadPath: resolve(localesDirectory, "{{lng}}/{{ns}}.json") },
  },
  plugins: [Backend],
});
