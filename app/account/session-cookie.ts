import { parse as parseCookieHeader } from "cookie";

/** The name of the portal's session cookie (app/account/session.server.ts owns what it holds). */
export const sessionCookieName = "__session";

/**
 * Whether a request's Cookie header carries the session cookie: a signed-in user, or a visitor with a flash
 * message or a pending sign-up. Read from the header alone (no signature check): enough to decide that an
 * answer is this visitor's own and must be neither shared nor kept (the page cache, Cache-Control).
 */
export function carriesSessionCookie(cookieHeader: string | null | undefined): boolean {
  return cookieHeader ? parseCookieHeader(cookieHeader)[sessionCookieName] !== undefined : false;
}
