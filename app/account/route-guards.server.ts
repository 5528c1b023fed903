import { redirect } from "@remix-run/node";
import { currentPathOf, sessionUserOf, tokenOf, type SessionUser } from "~/account/auth.server";
import { loginReturningTo } from "~/http/safe-redirect";

/**
 * The route guards of spec §2, written once (ARCHITECTURE.md "Sessions and auth"). Each throws the redirect it
 * decides on, and is called in the loader **and** the action of every route it protects: with single fetch a
 * route's loader runs without its parents' (`/path.data?_routes=…`) and an action without any loader, so a guard
 * in a parent is no guard at all.
 */

/** The panel (spec §2: login and register redirect there when already logged in). */
const panelPath = "/user/events";
const homePath = "/";
const verifyEmailPath = "/verify/mail";
const verifyPhonePath = "/verify/sms";

/** The signed-in user, else to log in and back to this page. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const signedIn = await sessionUserOf(request);
  if (!signedIn) throw redirect(loginReturningTo(currentPathOf(request)));
  return signedIn;
}

/** The signed-in user with e-mail and phone verified (spec §2 "the user-events screens … SMS verification"). */
export async function requireVerifiedUser(request: Request): Promise<SessionUser> {
  const signedIn = await requireUser(request);
  requireVerified(request, signedIn);
  return signedIn;
}

/**
 * Sends a signed-in user to the verification step they still owe: e-mail first, then phone (spec §4). Routes
 * that treat a visitor their own way (sign-up and favourite send them to log in and back, spec §4) call this
 * once they know someone is signed in. Never on the verify pages themselves, which would loop.
 */
export function requireVerified(request: Request, signedIn: SessionUser): void {
  if (isVerifyPage(request)) return;
  // A session without a whole profile cannot tell; the festival API refuses an unverified account itself.
  if (signedIn.user?.email_verified === false) throw redirect(verifyEmailPath);
  if (signedIn.user?.phone_verified === false) throw redirect(verifyPhonePath);
}

/** Login and register are for visitors: a signed-in user goes to the panel. */
export async function requireAnonymous(request: Request): Promise<void> {
  if (await tokenOf(request)) throw redirect(panelPath);
}

/** Spec §2: `/reset-password` without a `token`, or while logged in, redirects home. Answers the token. */
export async function requirePasswordResetToken(request: Request): Promise<string> {
  const token = new URL(request.url).searchParams.get("token");
  if (!token || (await tokenOf(request))) throw redirect(homePath);
  return token;
}

/**
 * Spec §2: a logged-in user with verified e-mail but unverified phone is sent to SMS verification from the list
 * screen. Visitors and users still owing the e-mail step browse the list as it is.
 */
export async function sendUnverifiedPhoneToSms(request: Request): Promise<void> {
  const user = (await sessionUserOf(request))?.user;
  if (user?.email_verified && !user.phone_verified) throw redirect(verifyPhonePath);
}

function isVerifyPage(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return pathname === "/verify" || pathname.startsWith("/verify/");
}
