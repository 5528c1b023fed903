import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { createInstance, type i18n as I18n, type Resource, type TFunction } from "i18next";
import { i18nConfig, supportedLanguages, type Language } from "~/i18n/i18n";

const localesDirectory = resolve("./locales");

function readLocaleResources(): Resource {
  const resources: Resource = {};
  for (const language of supportedLanguages) {
    resources[language] = {};
    for (const file of readdirSync(join(localesDirectory, language)).filter((name) => name.endsWith(".json"))) {
      resources[language][file.replace(/\.json$/, "")] = JSON.parse(readFileSync(join(localesDirectory, language, file), "utf8"));
    }
  }
  return resources;
}

/**
 * Every namespace of both languages, read once at start: locale files change only with a deploy, which restarts
 * the process, and reading them per request was the list page's largest cost.
 */
export const localeResources = readLocaleResources();

const instances = new Map<Language, I18n>();

/** One initialised i18next per language, shared by every request: server rendering never changes its language. */
export function serverI18n(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      ...i18nConfig,
      lng: language,
      resources: localeResources,
      ns: Object.keys(localeResources[language] ?? {}),
      initImmediate: false,
    });
    instances.set(language, instance);
  }
  return instance;
}

/** The texts of one namespace (or several, the first being the default) in one language, for loaders and actions. */
export function translatorFor(language: Language, namespace: string | string[]): TFunction {
  return serverI18n(language).getFixedT(language, namespace);
}
