/**
 * The `ref` of a server-rendered lazy part's root (app/components/lazy-part.tsx `serverRenderedLazy`), which carries
 * `data-lazy-part` in the server's HTML: marks it `data-hydrated` once React has hydrated it, its code arriving after
 * the page's. The event page's review and extra participants carry it; the review's two confirmation pages, opened
 * by their addresses, do not (their tests wait for what they show). The E2E suite waits for it, as for
 * `<html data-hydrated>` (app/shell/use-hydrated.ts), so a JS test acts on the enhanced part, not on its server
 * HTML, where a click is the browser's own (tests/e2e/support/test.ts).
 *
 * A module of its own, imported by the lazy parts alone: in lazy-part.tsx it split that module out of the chunk the
 * list and the event page load first (+0.06 KB on `/`, +0.35 KB on the event page, gzip).
 */
export function markPartHydrated(root: HTMLElement | null) {
  root?.setAttribute("data-hydrated", "");
}
