/**
 * The browser's side of the window width the event list is sized by (spec §9): the list page's inline script
 * writes the `vw` cookie, which list-viewport.server.ts reads on the next request.
 */
export const viewportWidthCookie = "vw";

/**
 * The inline script of the list page: it records the window width for the next request, so a page size that
 * did not fit is right from the second page on. One year, site-wide, readable by the server only as a hint.
 */
export const rememberViewportWidthScript = `document.cookie="${viewportWidthCookie}="+Math.round(window.innerWidth)+";path=/;max-age=31536000;samesite=lax"`;
