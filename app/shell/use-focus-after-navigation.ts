import { useLocation, useNavigationType, type Location } from "@remix-run/react";
import { useEffect } from "react";

/**
 * Where focus goes after a client-side navigation (WCAG 2.4.3, 4.1.3). A document load starts a screen reader at
 * the top of the new page; a client-side navigation by itself leaves focus on whatever was focused, or on <body>
 * when that element is gone (the pressed button of a form that redirected, the 'yes' of a closed dialog). So:
 * - a new page (another path): focus goes to the flash message if the page brings one, else to its h1; Back or
 *   Forward to a page, to the link it was left by, if it has one;
 * - an in-page link (the same path and query, another #fragment): the browser has moved the focus, or the point
 *   the next Tab starts from, to its target, and that stands;
 * - the same page (a query, an action's redirect back): focus stays where it is, unless it was lost, then the
 *   same targets. Typing in the search box, paging and the filters' button keep their focus.
 * - a link may name where focus goes on arrival (`focusOnArrival`): a page of results to the results, the
 *   search box after clearing it, the review's form after 'edit'; that comes first, and scrolls it into view.
 * The targets get tabindex -1; the first page load is left alone.
 */
export function useFocusAfterNavigation(bringsFlashMessage: boolean) {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    const before = lastLocation;
    lastLocation = location;
    if (!before || before.key === location.key) return;
    if (before.pathname === location.pathname && before.search === location.search && before.hash !== location.hash) return;
    const requested = arrivalTargetOf(location.state);
    if (requested) {
      focusTarget(requested, { preventScroll: false });
      return;
    }
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (before.pathname === location.pathname && !focusLost) return;
    // Back (or Forward) to a page: the focus goes to the link it was left by (an event's card on the list), where the
    // restored scroll shows it, not to an h1 screens above, from where the next Tab would start over.
    const linkLeftBy = navigationType === "POP" && before.pathname !== location.pathname ? mainLinkTo(before.pathname) : null;
    if (linkLeftBy) {
      linkLeftBy.focus();
      return;
    }
    const main = document.querySelector<HTMLElement>("main");
    const message = bringsFlashMessage ? main?.querySelector<HTMLElement>(".notifications") : null;
    if (message) focusTarget(message, { preventScroll: true });
    else focusPageHeading();
  }, [location, navigationType, bringsFlashMessage]);
}

/**
 * The location focus was last decided for, kept outside the hook: the root renders its document from its App or from
 * its ErrorBoundary, so a navigation to or from an error page (a 404's link back to the list) mounts the hook anew,
 * and a ref would take that navigation for the first page load, leaving the focus on <body>. Set by effects only,
 * so in the browser alone.
 */
let lastLocation: Location | undefined;

/** Focus on the page's h1 (else its main), where a screen reader says which page this is: for a control that goes away. */
export function focusPageHeading() {
  const main = document.querySelector<HTMLElement>("main");
  const target = main?.querySelector<HTMLElement>("h1") ?? main;
  if (target) focusTarget(target, { preventScroll: true });
}

/** The first link in the page's main content to a path, whatever its query or fragment. */
function mainLinkTo(pathname: string): HTMLAnchorElement | null {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("main a[href]")) {
    if (new URL(link.href).pathname === pathname) return link;
  }
  return null;
}

/** A link's `state` naming the element (by id) that takes the focus when the page it leads to is shown. */
export function focusOnArrival(elementId: string) {
  return { focusOnArrival: elementId };
}

function arrivalTargetOf(state: unknown): HTMLElement | null {
  const id = typeof state === "object" && state !== null && "focusOnArrival" in state ? state.focusOnArrival : undefined;
  return typeof id === "string" ? document.getElementById(id) : null;
}

/** Focus on an element that may be no control: it gets tabindex -1, a focus stop for scripts only. */
export function focusTarget(target: HTMLElement, options: FocusOptions) {
  if (!target.hasAttribute("tabindex") && target.tabIndex < 0) target.setAttribute("tabindex", "-1");
  target.focus(options);
}
