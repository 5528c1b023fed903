import { createCookie } from "@remix-run/node";

/** How long a chosen preference (language, large text, the cookie banner's answer) is remembered. */
export const oneYearInSeconds = 60 * 60 * 24 * 365;

/**
 * A cookie holding one of the preferences the SPA kept in local storage, so the server can render it (ARCHITECTURE.md
 * rule 3). Without `maxAge` it lasts for the browser's session.
 */
export function preferenceCookie(name: string, maxAge: number | undefined) {
  return createCookie(name, { path: "/", sameSite: "lax", httpOnly: true, maxAge });
}
