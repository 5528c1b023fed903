import { createCookieSessionStorage, type AppLoadContext, type Session, type SessionStorage } from "@remix-run/node";
import { userSchema, type User } from "#contract/user";
import type { PortalConfig } from "~/config/portal-config.server";
import { verificationStepOf } from "~/account/account-paths";
import { sessionCookieName } from "~/account/session-cookie";
import { eventPath } from "~/events/event-id-param";

/**
 * The one owner of the portal's session (ARCHITECTURE.md "Sessions and auth"), a signed cookie holding the festival
 * API's bearer token with the profile it answered, the flash messages on their way to the next page, and the
 * event whose sign-up waits for a login. Only this module knows the keys: everyone else creates, reads, refreshes
 * and destroys the session through the functions below.
 */

/** How long a session lasts after it was last written: the cookie's Max-Age, and the sign-in's own lifetime. */
const thirtyDaysInSeconds = 60 * 60 * 24 * 30;

const tokenKey = "token";
const userKey = "user";
/** Until when (epoch ms) the sign-in holds: written with the cookie's Max-Age, so it ends when the cookie should. */
const signedInUntilKey = "signedInUntil";
const flashKey = "flashMessages";
const pendingSignUpKey = "pendingSignUp";
const registeredHereKey = "registeredHere";
/** How long a registration lets its e-mail link sign in in the browser that made it: as long as the festival API keeps an unverified account. */
const registeredHereTtlMs = 7 * 24 * 60 * 60 * 1000;

/**
 * How long a sign-up waits for its login: time to register and verify the e-mail and the phone first, not so long
 * that a sign-up given up on takes over a later, unrelated login (it then lands on that event).
 */
const pendingSignUpTtlMs = 30 * 60 * 1000;

/** The event a waiting sign-up is for, if it still waits; either way it waits no more. */
function takePendingSignUp(session: Session): number | undefined {
  const eventId = pendingSignUpIn(session);
  session.unset(pendingSignUpKey);
  return eventId;
}

function pendingSignUpIn(session: Session): number | undefined {
  const eventId = keptValueOf(session, pendingSignUpKey, "eventId");
  return typeof eventId === "number" ? eventId : undefined;
}

/** Keeps `{ [field]: value, until }` in the session under `key`, for `ttlMs` (keptValueOf reads it back). */
function keepFor(session: Session, key: string, field: string, value: unknown, ttlMs: number): void {
  session.set(key, { [field]: value, until: Date.now() + ttlMs });
}

/** What keepFor kept under `key`, while its time lasts; else undefined (also for anything else found there). */
function keptValueOf(session: Session, key: string, field: string): unknown {
  const kept: unknown = session.get(key);
  if (typeof kept !== "object" || kept === null || !("until" in kept) || typeof kept.until !== "number" || Date.now() >= kept.until) return undefined;
  return (kept as Record<string, unknown>)[field];
}

/** One storage per configuration (the secret and the Secure flag come from it), built on first use. */
const storages = new WeakMap<PortalConfig, SessionStorage>();

/**
 * The cookie session storage of this configuration. Exported for remix-auth's Authenticator, which wants one
 * (app/account/auth.server.ts); it is never handed anything to store there.
 */
export function sessionStorageFor(config: PortalConfig): SessionStorage {
  let storage = storages.get(config);
  if (!storage) {
    storage = createCookieSessionStorage({
      cookie: {
        name: sessionCookieName,
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: config.session.secureCookies,
        maxAge: thirtyDaysInSeconds,
        secrets: [config.session.secret],
      },
    });
    storages.set(config, storage);
  }
  return storage;
}

/**
 * The session of a Cookie header, without its sign-in once that is past its lifetime. A browser drops the cookie
 * at its Max-Age, but a kept copy (or a client that ignores Max-Age) may bring it back: such a session counts as
 * signed out everywhere, on pages that never send its token to the festival API too, and no later write revives it.
 */
async function liveSessionOf(storage: SessionStorage, cookieHeader: string | null): Promise<Session> {
  const session = await storage.getSession(cookieHeader);
  const signedInUntil: unknown = session.get(signedInUntilKey);
  if (session.has(tokenKey) && !(typeof signedInUntil === "number" && Date.now() < signedInUntil)) {
    for (const key of [tokenKey, userKey, signedInUntilKey]) session.unset(key);
  }
  return session;
}

/** The Set-Cookie header of a session: every write gives the cookie its Max-Age again, and the sign-in its lifetime. */
function committed(storage: SessionStorage, session: Session): Promise<string> {
  if (session.has(tokenKey)) session.set(signedInUntilKey, Date.now() + thirtyDaysInSeconds * 1000);
  return storage.commitSession(session);
}

function sessionOf(request: Request, config: PortalConfig): Promise<Session> {
  return liveSessionOf(sessionStorageFor(config), request.headers.get("Cookie"));
}

/** What the portal keeps of a logged-in user: the festival API's bearer token and the profile it last answered. */
export interface UserSession {
  token: string;
  user: User;
}

function userSessionIn(session: Session): UserSession | null {
  const token: unknown = session.get(tokenKey);
  const user = userSchema.safeParse(session.get(userKey));
  return typeof token === "string" && token && user.success ? { token, user: user.data } : null;
}

/** The signed-in user, or null for a visitor. */
export async function userSessionOf(request: Request, context: AppLoadContext): Promise<UserSession | null> {
  return userSessionIn(await sessionOf(request, context.config));
}

/** A session just started: where the user goes now, and the Set-Cookie header that holds it. */
export interface StartedSession {
  location: string;
  setCookie: string;
}

/**
 * Keeps the token and profile in the session (a login, a password reset, an e-mail link) and decides where the
 * user goes on (spec §4): to the verification step the account still owes, before anything else; else back to the
 * event whose sign-up waited for the login; else to `redirectTo` (already checked to be same-site). With
 * `requested`, `redirectTo` is a page the visitor asked for when sent to log in (a guard's redirectTo): it beats
 * the waiting sign-up, which was abandoned for it, and is used up. A sign-up still waits through the verification
 * steps the account owes, and the last of them leads to it (finishVerification).
 */
export async function startUserSession(
  request: Request,
  context: AppLoadContext,
  signedIn: UserSession,
  redirectTo: string,
  { requested = false }: { requested?: boolean } = {},
): Promise<StartedSession> {
  const storage = sessionStorageFor(context.config);
  const session = await liveSessionOf(storage, request.headers.get("Cookie"));
  session.set(tokenKey, signedIn.token);
  session.set(userKey, signedIn.user);
  const owedStep = verificationStepOf(signedIn.user);
  // Kept through the owed steps, unless a page asked for since has replaced it.
  const waitingEventId = owedStep && !requested ? undefined : takePendingSignUp(session);
  const waitingEvent = waitingEventId !== undefined && !requested ? eventPath(waitingEventId) : undefined;
  return { location: owedStep ?? waitingEvent ?? redirectTo, setCookie: await committed(storage, session) };
}

/**
 * The last verification step done: the fresh profile goes into the session, and the user on to the event whose
 * sign-up waited since the login (spec §4), else to `otherwise`.
 */
export async function finishVerification(request: Request, context: AppLoadContext, user: User, otherwise: string): Promise<StartedSession> {
  const storage = sessionStorageFor(context.config);
  const session = await liveSessionOf(storage, request.headers.get("Cookie"));
  session.set(userKey, user);
  const waitingEventId = takePendingSignUp(session);
  return { location: waitingEventId === undefined ? otherwise : eventPath(waitingEventId), setCookie: await committed(storage, session) };
}

/**
 * Replaces the stored profile with a fresh one from the festival API (after verification or a profile change),
 * so the shell shows the user as they are now. Answers the Set-Cookie header to send.
 */
export async function storeSessionUser(request: Request, context: AppLoadContext, user: User): Promise<string> {
  const storage = sessionStorageFor(context.config);
  const session = await liveSessionOf(storage, request.headers.get("Cookie"));
  session.set(userKey, user);
  return committed(storage, session);
}

/** The Set-Cookie header that ends the session (logout, or a token the festival API no longer accepts). */
export async function destroyedSessionCookie(request: Request, context: AppLoadContext): Promise<string> {
  const storage = sessionStorageFor(context.config);
  return storage.destroySession(await storage.getSession(request.headers.get("Cookie")));
}

/** Spec §3 "The event id for a pending sign-up is kept while the user logs in". Answers the Set-Cookie header. */
export async function rememberPendingSignUp(request: Request, context: AppLoadContext, eventId: number): Promise<string> {
  const storage = sessionStorageFor(context.config);
  const session = await liveSessionOf(storage, request.headers.get("Cookie"));
  keepFor(session, pendingSignUpKey, "eventId", eventId, pendingSignUpTtlMs);
  return committed(storage, session);
}

/** The event whose sign-up or heart waits for the login, if one does (left in the session for the login). */
export async function pendingSignUpOf(request: Request, context: AppLoadContext): Promise<number | undefined> {
  return pendingSignUpIn(await sessionOf(request, context.config));
}

/**
 * Remembers that this browser registered `email`, or asked for its link again: the e-mail's link signs in only in
 * a browser that did (verify._index.tsx). Answers the Set-Cookie header.
 */
export async function rememberRegistration(request: Request, context: AppLoadContext, email: string): Promise<string> {
  const storage = sessionStorageFor(context.config);
  const session = await liveSessionOf(storage, request.headers.get("Cookie"));
  keepFor(session, registeredHereKey, "email", email.toLowerCase(), registeredHereTtlMs);
  return committed(storage, session);
}

/** Whether this browser registered `email`, or asked for its link again, within the last days (rememberRegistration). */
export async function registeredHere(request: Request, context: AppLoadContext, email: string): Promise<boolean> {
  return keptValueOf(await sessionOf(request, context.config), registeredHereKey, "email") === email.toLowerCase();
}

/**
 * Adds messages to the ones waiting for the next page (they accumulate within one request). The session keeps
 * them as they are; `isMessage` is how the caller recognises its own kind again.
 *
 * `answerSetCookies` are the Set-Cookie headers the answer already carries. When one of them writes the session
 * (a login started, a profile refreshed, the session ended), the messages join that session, not the request's:
 * an answer that set the session cookie twice would keep only the last. Answers the Set-Cookie headers to send,
 * the session's one in place of the earlier one.
 */
export async function addFlashMessages<Message>(
  request: Request,
  context: AppLoadContext,
  messages: Message[],
  isMessage: (value: unknown) => value is Message,
  answerSetCookies: string[] = [],
): Promise<string[]> {
  const storage = sessionStorageFor(context.config);
  const isSessionCookie = (header: string) => header.startsWith(`${sessionCookieName}=`);
  const answerSession = answerSetCookies.find(isSessionCookie);
  // A Set-Cookie header starts with the `name=value` pair a Cookie header carries; an ended session's is empty.
  const session = await liveSessionOf(storage, answerSession ? answerSession.split(";")[0] : request.headers.get("Cookie"));
  session.flash(flashKey, [...waitingMessages(session, isMessage), ...messages]);
  return [...answerSetCookies.filter((header) => !isSessionCookie(header)), await committed(storage, session)];
}

/**
 * Reads and clears the waiting messages. The session is committed only when there were some, so ordinary pages
 * do not rewrite the session cookie; a session left with nothing in it is ended.
 */
export async function takeFlashMessages<Message>(
  request: Request,
  context: AppLoadContext,
  isMessage: (value: unknown) => value is Message,
): Promise<{ messages: Message[]; setCookie?: string }> {
  const storage = sessionStorageFor(context.config);
  const session = await liveSessionOf(storage, request.headers.get("Cookie"));
  if (!session.has(flashKey)) return { messages: [] };
  const messages = waitingMessages(session, isMessage);
  // A visitor's session held only the messages: it ends with them, so their next pages come from the page cache
  // again (server/anonymous-page-cache.ts serves no one with a session cookie).
  const emptied = Object.keys(session.data).length === 0;
  return { messages, setCookie: emptied ? await storage.destroySession(session) : await committed(storage, session) };
}

function waitingMessages<Message>(session: Session, isMessage: (value: unknown) => value is Message): Message[] {
  const stored: unknown = session.get(flashKey);
  return Array.isArray(stored) ? stored.filter(isMessage) : [];
}
