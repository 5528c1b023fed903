import type { LoaderFunctionArgs } from "@remix-run/node";

/**
 * Any other path (spec §2: a 404 page with a back-to-list button). Remix runs no loader for a URL that matches
 * no route, so this catch-all exists to make the root loader run for it too: the 404 page then has the whole
 * shell (language, footer, preferences).
 */
export async function loader(_args: LoaderFunctionArgs) {
  throw new Response("Not found", { status: 404 });
}

/** Never rendered: the loader always throws, and the root ErrorBoundary draws the 404 page. */
export default function NotFound() {
  return null;
}
