/**
 * The browser's side of the window width the event list is sized by (spec §9): the list page writes the `vw`
 * cookie, which list-viewport.server.ts reads on the requests after it.
 */
export const viewportWidthCookie = "vw";

/** One year, site-wide, readable by the server only as a hint. */
const cookieAttributes = ";path=/;max-age=31536000;samesite=lax";

/**
 * The inline script of the list page: it records the window width for the next request, before the page's scripts
 * run, so even a browser that sends no width hint is cut at its size from the first page it asks for next.
 */
export const rememberViewportWidthScript = `document.cookie="${viewportWidthCookie}="+Math.round(window.innerWidth)+"${cookieAttributes}"`;

/** The same from the page's scripts: a list reached by a client-side navigation ran no inline script. */
export function rememberViewportWidth() {
  document.cookie = `${viewportWidthCookie}=${Math.round(window.innerWidth)}${cookieAttributes}`;
}
