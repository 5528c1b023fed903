import { redirect, type AppLoadContext } from "@remix-run/node";
import { Authenticator, AuthorizationError } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { userSchema, type User } from "#contract/user";
import { FestivalApiError, festivalApiFor } from "~/festival-api/festival-api.server";
import { pendingEventIdKey } from "~/account/pending-sign-up.server";
import { sessionOf, sessionStorage } from "~/account/session.server";

/** What the portal keeps of a logged-in user: the festival API's bearer token and the profile it answered. */
export interface SignedInUser {
  token: string;
  user: User;
}

const tokenKey = "token";
const userKey = "user";

/**
 * remix-auth's form strategy reads the login form and asks the festival API (ARCHITECTURE.md "Sessions and
 * auth"). The session is written by `startUserSession`, so the pending sign-up decides where the user lands.
 */
const authenticator = new Authenticator<SignedInUser>(sessionStorage, { throwOnError: true });
authenticator.use(
  new FormStrategy(async ({ form, request, context }) => {
    if (!context) throw new Error("The login strategy needs the load context");
    const { token, data } = await festivalApiFor({ request, context }).login({
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
    });
    return { token, user: data };
  }),
  "festival-login",
);

/**
 * Logs in with the login form, already read from the request by the form-input parser: remix-auth-form takes it as
 * `context.formData`, and remix-auth, which copies the request and cannot copy a read body, gets the request
 * without it. A refusal or failure is the FestivalApiError of the call.
 */
export async function logIn(request: Request, context: AppLoadContext, form: FormData): Promise<SignedInUser> {
  const withoutBody = new Request(request.url, { method: request.method, headers: request.headers, signal: request.signal });
  try {
    return await authenticator.authenticate("festival-login", withoutBody, { context: Object.assign({ formData: form }, context) });
  } catch (error) {
    if (error instanceof AuthorizationError && error.cause instanceof FestivalApiError) throw error.cause;
    throw error;
  }
}

export async function tokenOf(request: Request): Promise<string | undefined> {
  const token: unknown = (await sessionOf(request)).get(tokenKey);
  return typeof token === "string" && token ? token : undefined;
}

/** Who the session says is signed in: the token, and the profile login stored with it when it is a whole one. */
export interface SessionUser {
  token: string;
  /** Read for its verification flags; absent when the session holds no whole profile, and then the festival API decides. */
  user: User | undefined;
}

export async function sessionUserOf(request: Request): Promise<SessionUser | null> {
  const session = await sessionOf(request);
  const token: unknown = session.get(tokenKey);
  if (typeof token !== "string" || !token) return null;
  const profile = userSchema.safeParse(session.get(userKey));
  return { token, user: profile.success ? profile.data : undefined };
}

/**
 * Keeps the token and profile in the session and sends the user on: back to the event whose sign-up waited
 * for the login (spec §4), else to `redirectTo` (already checked to be same-site).
 */
export async function startUserSession(request: Request, signedIn: SignedInUser, redirectTo: string) {
  const session = await sessionOf(request);
  const pendingEventId: unknown = session.get(pendingEventIdKey);
  session.unset(pendingEventIdKey);
  session.set(tokenKey, signedIn.token);
  session.set(userKey, signedIn.user);
  const destination = typeof pendingEventId === "number" ? `/event/${pendingEventId}` : redirectTo;
  return redirect(destination, { headers: { "Set-Cookie": await sessionStorage.commitSession(session) } });
}

/** Logout (spec §4): the festival API revokes the token; whatever it answers, the portal forgets the user. */
export async function endUserSession(request: Request, context: AppLoadContext) {
  const session = await sessionOf(request);
  const token = await tokenOf(request);
  if (token) {
    await festivalApiFor({ request, context }, token)
      .logout()
      .catch((error: unknown) => console.error(`Logout at the festival API failed: ${String(error)}`));
  }
  return redirect("/", { headers: { "Set-Cookie": await sessionStorage.destroySession(session) } });
}

/**
 * A 401 from the festival API means the token is no longer valid (spec §8, ARCHITECTURE.md): the portal forgets
 * the user and sends them on as a visitor: to the same page for a page view, to log in for an action. Any other
 * error is left to the caller.
 */
export async function forgetUserOnUnauthorized(request: Request, error: unknown, to: string): Promise<void> {
  if (!(error instanceof FestivalApiError) || error.status !== 401) return;
  const session = await sessionOf(request);
  throw redirect(to, { headers: { "Set-Cookie": await sessionStorage.destroySession(session) } });
}

/** Query parameters Remix adds to its own data requests (`/path.data?_routes=…`), never part of a page's address. */
const remixDataParameters = ["_routes", "_data"];

/**
 * The page a request is for, as a same-site path with its query: where a page view returns after a 401 or a
 * login. A single-fetch data request arrives with `.data` already stripped; its `_routes` is dropped here.
 */
export function currentPathOf(request: Request): string {
  const url = new URL(request.url);
  // Deleting re-encodes the whole query, so only a query that holds one of them is rewritten.
  for (const name of remixDataParameters) if (url.searchParams.has(name)) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}
