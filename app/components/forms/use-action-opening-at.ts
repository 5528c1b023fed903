import { useLocation } from "@remix-run/react";
import { useHydrated } from "~/shell/use-hydrated";

/**
 * Without JS a refused form comes back as its POST's answer, and the browser opens that page at its top: a form far
 * down a long page (the event page's sign-up box and extra participants) showed its error some screens below,
 * out of sight on a phone. The form's address, this page's, with `#fragment` opens the answer where the form and
 * its error are. Once React runs, the router keeps the page where it was, so the form posts to the page itself.
 */
export function useActionOpeningAt(fragment: string): string | undefined {
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  return hydrated ? undefined : `${pathname}${search}#${fragment}`;
}
