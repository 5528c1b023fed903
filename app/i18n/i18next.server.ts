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
    rememberTexts(instance);
    instances.set(language, instance);
  }
  return instance;
}

/** The cache's bound: values such as an event's name make many texts, but never this many in one festival. */
const maxRememberedTexts = 20_000;

/**
 * Makes `t` work out each text once per key and values: i18next resolves every call anew (languages, namespaces,
 * key path, plural rules, interpolation, post-processing), about 2 µs for a plain text and 45 µs for one with a
 * count, which made it the largest share of rendering the list page; yet in a running process the same key and
 * values always give the same text (the texts are read once at start). Only calls whose options are plain
 * values (strings, numbers, booleans) and whose result is a string are remembered; anything else goes to i18next.
 */
function rememberTexts(instance: I18n) {
  const translate = instance.t.bind(instance) as (key: unknown, options?: unknown) => unknown;
  const texts = new Map<string, string>();
  instance.t = ((key: unknown, options?: unknown) => {
    const cacheKey = typeof key === "string" ? textCacheKey(key, options) : undefined;
    if (cacheKey === undefined) return translate(key, options);
    const remembered = texts.get(cacheKey);
    if (remembered !== undefined) return remembered;
    const text = translate(key, options);
    if (typeof text === "string") {
      if (texts.size >= maxRememberedTexts) texts.clear();
      texts.set(cacheKey, text);
    }
    return text;
  }) as I18n["t"];
}

/** The key of a call whose text depends only on its arguments, or `undefined` when an option is not a plain value. */
function textCacheKey(key: string, options: unknown): string | undefined {
  if (options === undefined) return key;
  if (typeof options !== "object" || options === null) return undefined;
  let cacheKey = key;
  for (const [name, value] of Object.entries(options)) {
    // getFixedT passes `lng: null` or `lngs: null` for "this instance's language".
    if (value === undefined || value === null) continue;
    if (Array.isArray(value) && value.every((item) => typeof item === "string")) cacheKey += `\u0000${name}=${value.join(",")}`;
    else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") cacheKey += `\u0000${name}=${String(value)}`;
    else return undefined;
  }
  return cacheKey;
}

/** The texts of one namespace (or several, the first being the default) in one language, for loaders and actions. */
export function translatorFor(language: Language, namespace: string | string[]): TFunction {
  return serverI18n(language).getFixedT(language, namespace);
}
