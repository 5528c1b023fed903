import { useEffect, type RefObject } from "react";

/**
 * Moves focus to an error's box when it appears or its text changes (after a failed submit), so screen-reader
 * and keyboard users land on it; `signature` is empty while there is nothing to show.
 */
export function useFocusOnAppearance(box: RefObject<HTMLElement>, signature: string) {
  useEffect(() => {
    if (signature) box.current?.focus();
  }, [box, signature]);
}
