/**
 * The names of the cookies a page is rendered from, besides the session and the `vw` width cookie: the anonymous
 * page cache (server/anonymous-page-cache.ts) keys pages on exactly these, so a cookie added here cannot be
 * forgotten there. (It keys on the page size the width gives, not on the width, which would only split it.)
 */
export const renderingCookieNames = {
  language: "language",
  largeText: "large_text",
  acceptedCookie: "accepted_cookie",
  cookieBannerClosed: "cookie_banner_closed",
} as const;
