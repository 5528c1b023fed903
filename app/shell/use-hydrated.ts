import { useEffect, useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/** False on the server and during hydration, true once React runs in the browser (no hydration mismatch). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * Marks <html> `data-hydrated` once React has hydrated the page (never in the server's HTML): the E2E suite waits
 * for it with JS on, so a test acts on the enhanced page instead of racing the scripts into the no-JS path
 * (tests/e2e/support/test.ts). Set on the element, not rendered: a rendered flag would render the whole document
 * a second time right after hydration.
 */
export function useHydratedMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
}
