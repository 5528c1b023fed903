import type { BackendModule, ReadCallback } from "i18next";
import { localeFileUrl } from "~/i18n/locale-file-url";

/**
 * The browser's i18next backend: one `fetch` of `/locales/{lng}/{ns}.json?v={version}` (app/routes/locales.$lng.$ns.ts)
 * per namespace. It replaces i18next-http-backend, whose XMLHttpRequest fallback, fetch ponyfill and request
 * options cost about 4 KB of gzip on every first load for what every browser we support does with fetch.
 * A failed or timed-out request is reported as retriable, so i18next tries again as it did with the HTTP backend.
 */

/** A namespace is a few kilobytes: long enough for a slow mobile connection, short enough to try again soon. */
const localeRequestTimeoutMs = 8_000;

export function localeFetchBackend(localesVersion: string): BackendModule {
  return {
    type: "backend",
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const url = localeFileUrl(language, namespace, localesVersion);
      // A request that hangs would hold hydration back for good: after the timeout i18next asks again.
      // Without AbortSignal.timeout (Safari before 16) it waits as long as the browser does.
      fetch(url, { signal: AbortSignal.timeout?.(localeRequestTimeoutMs) })
        .then((response) => {
          if (!response.ok) throw new Error(`${url}: ${response.status}`);
          return response.json();
        })
        .then(
          (texts) => callback(null, texts),
          (error: unknown) => callback(error instanceof Error ? error.message : String(error), true),
        );
    },
  };
}
