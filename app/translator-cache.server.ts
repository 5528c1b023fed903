import type { TFunction } from "i18next";
import type { Language } from "~/i18n";
import { i18nextServer } from "~/i18next.server";

/**
 * remix-i18next's getFixedT builds a new i18next instance and reads the locale files on every call; loaders
 * of hot pages (the list) need only a few strings, so the translator of each language and namespace is made
 * once per process. Locale files change only with a deploy, which restarts the process.
 */
const translators = new Map<string, Promise<TFunction>>();

export function translatorFor(language: Language, namespace: string): Promise<TFunction> {
  const key = `${language}/${namespace}`;
  let translator = translators.get(key);
  if (!translator) {
    translator = i18nextServer.getFixedT(language, namespace);
    translator.catch(() => translators.delete(key));
    translators.set(key, translator);
  }
  return translator;
}
