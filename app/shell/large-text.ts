import { useFetcher } from "@remix-run/react";

/** The toggle and the <body> share one fetcher, so the body changes the moment the toggle is pressed. */
export const largeTextFetcherKey = "large-text";
export const largeTextField = "largeText";

export function useLargeText(saved: boolean): boolean {
  const fetcher = useFetcher({ key: largeTextFetcherKey });
  const pending = fetcher.formData?.get(largeTextField);
  return typeof pending === "string" ? pending === "on" : saved;
}
