import { e2ePortalUrl } from "./e2e-env";
import { sameOriginHeaders } from "./portal-requests";

/**
 * Logs in through the portal's own login form and returns the session cookie (`__session=…`) as a browser would
 * send it back, for suites that send many requests with plain fetch rather than through a browser context.
 */
export async function portalSessionCookie(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${e2ePortalUrl}/login`, {
    method: "POST",
    headers: { ...sameOriginHeaders, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: account.email, password: account.password }),
    redirect: "manual",
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("__session="));
  if (response.status !== 302 || !session) throw new Error(`The portal's login answered ${response.status} without a session`);
  return session.split(";")[0];
}
