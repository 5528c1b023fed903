import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/** False on the server and during hydration, true once React runs in the browser (no hydration mismatch). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
