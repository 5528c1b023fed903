import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from "react";

/**
 * JS behaviour of a `<details>` menu (it works as a plain disclosure without JS): it closes on any navigation
 * and on Escape, and when it closes with focus inside it (or lost to the page) focus returns to its summary.
 */
export function useClosingDisclosure() {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    const details = detailsRef.current;
    if (details?.open) details.open = false;
  }, [location.key]);

  // Listens whether or not React saw it open: the menu may have been opened before hydration.
  useEffect(() => {
    const details = detailsRef.current;
    if (details?.open) setOpen(true);
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape" && detailsRef.current?.open) detailsRef.current.open = false;
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, []);

  const onToggle = useCallback((event: SyntheticEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    setOpen(details.open);
    if (details.open) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body || details.contains(focused)) {
      details.querySelector("summary")?.focus();
    }
  }, []);

  return { detailsRef, open, onToggle };
}
