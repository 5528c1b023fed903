import { redirect, type AppLoadContext } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { LoginPayload } from "#contract/user";
import { destroyedSessionCookie, sessionStorageFor } from "~/account/session.server";
import type { PortalConfig } from "~/config/portal-config.server";
import { festivalApiFor, type FestivalApi } from "~/festival-api/festival-api.server";

/** The festival API's answer to the login: the token and profile, or why not (a wrong password, the API down). */
export type LoginAnswer = Awaited<ReturnType<FestivalApi<"result">["login"]>>;

/** The load context a login hands remix-auth: the login form's values, already validated by the route. */
interface LoginContext extends AppLoadContext {
  credentials: LoginPayload;
}

/**
 * remix-auth's form strategy asks the festival API (ARCHITECTURE.md "Sessions and auth"). It gets the values the
 * route validated through remix-auth's `context`, so one submission is parsed once; the festival API's answer,
 * refusal or not, is the strategy's "user", and the route decides what to do with it. The session is written by
 * startUserSession, so the pending sign-up decides where the user lands. One authenticator per configuration,
 * since remix-auth wants the session storage.
 */
const authenticators = new WeakMap<PortalConfig, Authenticator<LoginAnswer>>();

function authenticatorFor(config: PortalConfig): Authenticator<LoginAnswer> {
  let authenticator = authenticators.get(config);
  if (!authenticator) {
    authenticator = new Authenticator<LoginAnswer>(sessionStorageFor(config), { throwOnError: true });
    authenticator.use(
      new FormStrategy(async ({ request, context }) => {
        const { credentials, ...loadContext } = context as LoginContext;
        const api = await festivalApiFor({ request, context: loadContext }, { unavailable: "result" });
        return api.login(credentials);
      }),
      "festival-login",
    );
    authenticators.set(config, authenticator);
  }
  return authenticator;
}

/**
 * Logs in with the credentials the login form validated. The form was already read from the request by the
 * form-input parser: remix-auth-form takes it as `context.formData` instead of reading the body again, and
 * remix-auth, which copies the request and cannot copy a read body, gets the request without it.
 */
export async function logIn(request: Request, context: AppLoadContext, form: FormData, credentials: LoginPayload): Promise<LoginAnswer> {
  const withoutBody = new Request(request.url, { method: request.method, headers: request.headers, signal: request.signal });
  const loginContext: LoginContext & { formData: FormData } = { ...context, credentials, formData: form };
  return authenticatorFor(context.config).authenticate("festival-login", withoutBody, { context: loginContext });
}

/**
 * Logout (spec §4): the festival API revokes the token; whatever it answers (spec §8: only logged), the portal
 * forgets the user and goes home.
 */
export async function logOut(request: Request, context: AppLoadContext) {
  const api = await festivalApiFor({ request, context }, { unavailable: "log" });
  if (api.signedIn) await api.logout();
  return redirect("/", { headers: { "Set-Cookie": await destroyedSessionCookie(request, context) } });
}
