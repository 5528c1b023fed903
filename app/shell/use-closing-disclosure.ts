import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from "react";

/**
 * JS behaviour of a `<details>` menu (it works as a plain disclosure without JS): it closes on any navigation,
 * on Escape and on a click outside it. When it closes with focus inside it (or lost to the page) focus returns
 * to its summary, except after a click outside, where the user has put their attention elsewhere.
 */
export function useClosingDisclosure() {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const closedByOutsideClick = useRef(false);
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
    const closeOnClickOutside = (event: MouseEvent) => {
      const current = detailsRef.current;
      if (current?.open && event.target instanceof Node && !current.contains(event.target)) {
        closedByOutsideClick.current = true;
        current.open = false;
      }
    };
    document.addEventListener("keydown", closeOnEscape);
    document.addEventListener("click", closeOnClickOutside);
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
      document.removeEventListener("click", closeOnClickOutside);
    };
  }, []);

  const onToggle = useCallback((event: SyntheticEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    setOpen(details.open);
    if (details.open) return;
    if (closedByOutsideClick.current) {
      closedByOutsideClick.current = false;
      return;
    }
    const focused = document.activeElement;
    if (!focused || focused === document.body || details.contains(focused)) {
      details.querySelector("summary")?.focus();
    }
  }, []);

  return { detailsRef, open, onToggle };
}
