import { isRouteErrorResponse } from "@remix-run/react";
import type { TFunction } from "i18next";

/**
 * Which TypeError is a fetch that never arrived differs per browser (is-network-error knows). Nothing asks before a
 * click has failed, so it is loaded after the page (loadNetworkErrorCheck, from root.tsx) and costs the first load
 * nothing; until then, or if it could not load, a failed request gets the unexpected error's page.
 */
let isNetworkError: ((error: unknown) => boolean) | undefined;

export async function loadNetworkErrorCheck(): Promise<void> {
  try {
    isNetworkError = (await import("is-network-error")).default;
  } catch {
    // Offline already: the unexpected error's page, which says to try again, stands.
  }
}

export interface ErrorPageTexts {
  title: string;
  text: string;
  /** An answer to the request (a missing page, a refused form) rather than a fault worth logging. */
  expected: boolean;
  /** The page did not arrive: the error page offers to load it again. */
  retry?: boolean;
}

/**
 * What the root error boundary says. A 404 has its own text (the thrown response's body is not meant for
 * people), and so has a 503: the festival API client's page for a festival API that does not answer usefully
 * (it has logged why). The input parser's refusals (app/http/form-input.server.ts) carry a message in the
 * visitor's language as their body, which the page shows under a title of its own; a method no route answers
 * gets a 405 page. In the browser, a request that never reached the portal (a link, a form or a heart followed
 * while the connection was down) says so and offers to try again; anything else is an unexpected error.
 */
export function errorPageTexts(error: unknown, t: TFunction): ErrorPageTexts {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === "string" && error.data.trim() !== "" ? error.data : undefined;
    switch (error.status) {
      case 404:
        return { title: t("errors.notFoundTitle"), text: t("errors.notFoundText"), expected: true };
      case 503:
        return { title: t("errors.festivalApiUnavailableTitle"), text: t("errors.festivalApiUnavailableText"), expected: true };
      case 400:
        return { title: t("errors.badRequestTitle"), text: message ?? t("errors.badRequest"), expected: true };
      case 413:
        return { title: t("errors.payloadTooLargeTitle"), text: message ?? t("errors.payloadTooLarge"), expected: true };
      case 415:
        return { title: t("errors.unsupportedMediaTypeTitle"), text: message ?? t("errors.unsupportedMediaType"), expected: true };
      // A method no route answers (OPTIONS, PUT on a page): the router's own text is not meant for people.
      case 405:
        return { title: t("errors.methodNotAllowedTitle"), text: t("errors.methodNotAllowed"), expected: true };
    }
  }
  // In the browser only: on the server, a failed call of the festival API is its client's 503 page.
  if (typeof document !== "undefined" && isNetworkError?.(error)) {
    return { title: t("errors.connectionLostTitle"), text: t("errors.connectionLostText"), expected: true, retry: true };
  }
  return { title: t("errors.unexpectedTitle"), text: t("errors.unexpectedText"), expected: false };
}
