/**
 * Where the browser fetches one language's namespace (app/routes/locales.$lng.$ns.ts), under the texts' version:
 * the address the browser's i18next backend asks for, and the one the page's preload names, so the fetch finds the
 * preloaded answer.
 */
export function localeFileUrl(language: string, namespace: string, localesVersion: string): string {
  return `/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json?v=${encodeURIComponent(localesVersion)}`;
}
