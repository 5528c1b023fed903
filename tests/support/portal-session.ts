import type { AppLoadContext } from "@remix-run/node";
import { startUserSession, type UserSession } from "../../app/account/session.server";
import type { PortalConfig } from "../../app/config/portal-config.server";
import { testLoadContext, verifiedTestUser } from "./test-portal-config";

/**
 * The portal's session as tests make and read it, through the session owner's own functions only (it alone knows
 * what the cookie holds).
 */

/**
 * The Cookie header of a session holding this user, written as the login writes it: how tests make a signed-in
 * request without going through the login form.
 */
export async function sessionCookieFor(config: PortalConfig, signedIn: UserSession): Promise<string> {
  const { setCookie } = await startUserSession(new Request("http://portal.test/login"), testLoadContext(config), signedIn, "/");
  return setCookie.split(";")[0];
}

/** The event whose sign-up waits for the login to finish, if any: where a login with this session would land. */
export async function pendingSignUpOf(request: Request, context: AppLoadContext): Promise<number | undefined> {
  const { location } = await startUserSession(request, context, { token: "pending-sign-up-probe", user: verifiedTestUser }, "/");
  const eventId = /^\/event\/(\d+)$/.exec(location)?.[1];
  return eventId === undefined ? undefined : Number(eventId);
}
