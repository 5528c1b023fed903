import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from "react";

/**
 * JS behaviour of a `<details>` menu (it works as a plain disclosure without JS): it closes on any navigation,
 * on Escape, on a click outside it and when focus moves out of it (Tab past its last item: an open menu would
 * cover what gets the focus, WCAG 2.4.7). When it closes with focus inside it (or lost to the page) focus returns
 * to its summary, except when the user has put their attention elsewhere (the click, the focus outside).
 */
export function useClosingDisclosure() {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const closedByLeaving = useRef(false);
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
    const closeOnLeaving = (event: Event) => {
      const current = detailsRef.current;
      if (current?.open && event.target instanceof Node && !current.contains(event.target)) {
        closedByLeaving.current = true;
        current.open = false;
      }
    };
    // Focus reaching a control elsewhere, not the document itself (the window getting focus back, a click on it).
    const closeOnFocusElsewhere = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && event.target !== document.body) closeOnLeaving(event);
    };
    document.addEventListener("keydown", closeOnEscape);
    document.addEventListener("click", closeOnLeaving);
    document.addEventListener("focusin", closeOnFocusElsewhere);
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
      document.removeEventListener("click", closeOnLeaving);
      document.removeEventListener("focusin", closeOnFocusElsewhere);
    };
  }, []);

  const onToggle = useCallback((event: SyntheticEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    setOpen(details.open);
    if (details.open) return;
    if (closedByLeaving.current) {
      closedByLeaving.current = false;
      return;
    }
    const focused = document.activeElement;
    if (!focused || focused === document.body || details.contains(focused)) {
      details.querySelector("summary")?.focus();
    }
  }, []);

  return { detailsRef, open, onToggle };
}
