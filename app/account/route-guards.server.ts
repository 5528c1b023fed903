import type { AppLoadContext } from "@remix-run/node";
import type { User } from "#contract/user";
import { isVerifyPath, panelPath, verificationStepOf, verifyEmailPath, verifyPhonePath } from "~/account/account-paths";
import { storeSessionUser, userSessionOf } from "~/account/session.server";
import { festivalApiFor, type FestivalApi, type UnavailableMode } from "~/festival-api/festival-api.server";
import { pageRedirect } from "~/http/page-redirect.server";
import { currentPathOf, loginReturningTo, requestedReturnPath } from "~/http/safe-redirect";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";
import { redirectWithMessage } from "~/shell/flash-message.server";

/**
 * The route guards of spec §2, written once (ARCHITECTURE.md "Sessions and auth"). Each throws the redirect it
 * decides on, and is called in the loader **and** the action of every route it protects: with single fetch a
 * route's loader runs without its parents' (`/path.data?_routes=…`) and an action without any loader, so a guard
 * in a parent is no guard at all.
 */

interface RouteArgs {
  request: Request;
  context: AppLoadContext;
}

const homePath = "/";

/** A protected page's user, and a festival API client on which a dead token sends them to log in and back. */
export interface GuardedUser<Mode extends UnavailableMode> {
  user: User;
  api: FestivalApi<Mode>;
}

interface GuardOptions<Mode extends UnavailableMode> {
  /** Actions pass `"result"` for their client, as with festivalApiFor. */
  unavailable?: Mode;
  /**
   * Where the login leads back to, when not this request's own address: a file (a calendar) is no page to land on
   * after logging in, so its route names the page that links to it.
   */
  returnTo?: string;
}

/**
 * The signed-in user, else to log in and back to this page (or `returnTo`). A form sent from a page whose session
 * has ended meanwhile (logged out in another tab, expired) gets the login's message that what it sent was not
 * saved, as when the festival API finds the token dead (festival-api.server.ts): it was silently dropped.
 */
export async function requireUser<Mode extends UnavailableMode = "throw">(args: RouteArgs, options: GuardOptions<Mode> = {}): Promise<GuardedUser<Mode>> {
  const signedIn = await userSessionOf(args.request, args.context);
  if (!signedIn) {
    const login = loginReturningTo(options.returnTo ?? currentPathOf(args.request));
    if (args.request.method === "GET" || args.request.method === "HEAD") throw pageRedirect(args.request, login);
    const t = translatorFor(await languageOf(args.request), "common");
    throw await redirectWithMessage(args.request, args.context, login, { kind: "error", text: t("errors.sessionEndedUnsaved") });
  }
  return { user: signedIn.user, api: await festivalApiFor(args, { ...options, protectedPage: true }) };
}

/** The signed-in user with e-mail and phone verified (spec §2 "the user-events screens … SMS verification"). */
export async function requireVerifiedUser<Mode extends UnavailableMode = "throw">(
  args: RouteArgs,
  options: GuardOptions<Mode> = {},
): Promise<GuardedUser<Mode>> {
  const guarded = await requireUser(args, options);
  requireVerified(args.request, guarded.user);
  return guarded;
}

/**
 * Sends a signed-in user to the verification step they still owe: e-mail first, then phone (spec §4). Routes
 * that treat a visitor their own way (sign-up and favourite send them to log in and back, spec §4) call this
 * once they know someone is signed in. Never on the verify pages themselves, which would loop.
 */
export function requireVerified(request: Request, user: User): void {
  if (isVerifyPath(new URL(request.url).pathname)) return;
  const step = verificationStepOf(user);
  if (step) throw pageRedirect(request, step);
}

/**
 * A verify page is for a signed-in user who owes its step (by the session's copy of the profile); one past it goes
 * on to the next step or the panel, one before it back to the step owed first.
 */
export function requireStepOwed(request: Request, user: User, step: typeof verifyEmailPath | typeof verifyPhonePath): void {
  const owed = verificationStepOf(user);
  if (owed !== step) throw pageRedirect(request, owed ?? panelPath);
}

/**
 * For the verify pages' loaders, where the session's copy of the profile can be stale: the e-mail link opened on
 * another device, the code entered in another browser. Asks the festival API for the profile (spec §7 get-data),
 * and where a verification has been done meanwhile, stores the fresh profile and sends the user on to the next
 * step or the panel. A failed call is logged and the session's copy stands (the page still works from it).
 *
 * `api` is the page's own client: the SMS page, for users only, passes requireUser's, on which a dead token sends
 * the user to log in and back with the session's message; the e-mail page, open to visitors too, a public one.
 */
export async function requireVerificationStillOwed(
  { request, context }: RouteArgs,
  step: typeof verifyEmailPath | typeof verifyPhonePath,
  api: FestivalApi<"result">,
): Promise<void> {
  // Refused (the e-mail still unverified): the step is still owed. No answer: logged, and the session's copy stands.
  const answer = await api.profileWhileVerifying();
  if (!answer.ok) return;
  const fresh = answer.value;
  const nextStep = verificationStepOf(fresh);
  if (nextStep === step) return;
  throw pageRedirect(request, nextStep ?? panelPath, { headers: { "Set-Cookie": await storeSessionUser(request, context, fresh) } });
}

/**
 * Login and register are for visitors: a signed-in user goes to the panel, or to the page the login was asked to
 * return to (`redirectTo`, a same-site path). That page, not the panel, is also where a session whose token has
 * died meanwhile learns it, so its way back to log in still returns there.
 */
export async function requireAnonymous({ request, context }: RouteArgs): Promise<void> {
  if (await userSessionOf(request, context)) throw pageRedirect(request, requestedReturnPath(request, panelPath));
}

/** Spec §2: `/reset-password` without a `token`, or while logged in, redirects home. Answers the token. */
export async function requirePasswordResetToken({ request, context }: RouteArgs): Promise<string> {
  const token = new URL(request.url).searchParams.get("token");
  if (!token || (await userSessionOf(request, context))) throw pageRedirect(request, homePath);
  return token;
}

/**
 * Spec §2: a logged-in user with verified e-mail but unverified phone is sent to SMS verification from the list
 * screen. Visitors and users still owing the e-mail step browse the list as it is. Answers the signed-in user.
 */
export async function sendUnverifiedPhoneToSms({ request, context }: RouteArgs): Promise<User | undefined> {
  const user = (await userSessionOf(request, context))?.user;
  if (user && verificationStepOf(user) === verifyPhonePath) throw pageRedirect(request, verifyPhonePath);
  return user;
}
