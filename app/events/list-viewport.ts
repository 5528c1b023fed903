/**
 * The browser's side of the window width the event list is sized by (spec §9): every page writes the `vw` cookie,
 * which list-viewport.server.ts reads on the requests after it.
 */
export const viewportWidthCookie = "vw";

/** One year, site-wide, readable by the server only as a hint. */
const cookieAttributes = ";path=/;max-age=31536000;samesite=lax";

/**
 * Part of every page's inline script (root.tsx): it records the window width for the next request, before the page's
 * scripts run, so even a browser that sends no width hint gets the list cut at its size from the first list it asks
 * for after any page, by a link or by the router. Recorded on the list page only, the list a user reached first by
 * the router (after logging in, from an event) came cut at the default size, then again at the window's: twice the
 * data, and the cards moving under the user.
 */
export const rememberViewportWidthScript = `document.cookie="${viewportWidthCookie}="+Math.round(window.innerWidth)+"${cookieAttributes}"`;
