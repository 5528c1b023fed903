import { carriesSessionCookie } from "~/account/session-cookie";

/**
 * A page or data answer to someone with a session is theirs alone: `private, no-store`, so no shared cache keeps
 * it and the browser does not show it again from its cache. Without it, on a shared computer with JS off, Back after
 * logging out showed the previous user's profile (spec §4: logout clears user data). A route's own Cache-Control
 * stays.
 */
export function keepSessionAnswersPrivate(request: Request, headers: Headers): void {
  if (carriesSessionCookie(request.headers.get("Cookie")) && !headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
}

/**
 * The headers of a page whose address or text carries a live secret (a password-reset link, an e-mail verification
 * link, the outbox's links and codes): no cache, the portal's own page cache included, may keep it, and no search
 * engine list it.
 */
export const secretPageHeaders = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
