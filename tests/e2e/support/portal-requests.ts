import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import { consentGiven } from "~/account/registration-consent";
import { FIXTURE_PASSWORD, uniqueContact } from "../../support/festival-fixtures";
import { e2ePortalUrl } from "./e2e-env";
import type { FestivalAccount } from "./festival-fixtures";

/** The Origin a browser sends with a POST from the portal's own pages (server/same-origin.ts refuses others). */
export const sameOriginHeaders = { Origin: e2ePortalUrl };

/**
 * Logs an account in through the portal's own login form, so `request` holds the session cookie exactly as the
 * portal signs it (token and profile).
 */
export async function logInThroughThePortal(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post("/login", {
    form: { email: account.email, password: account.password },
    headers: sameOriginHeaders,
    maxRedirects: 0,
  });
  expect(response.status(), "login answers a redirect").toBe(302);
  expect(response.headers()["set-cookie"]).toContain("__session=");
}

/**
 * Registers a new account through the portal's own form, as a newcomer does, so `request`'s browser is the one the
 * account's e-mail link signs in in. Answers the account.
 */
export async function registerThroughThePortal(request: APIRequestContext): Promise<FestivalAccount> {
  const { email, phone } = uniqueContact();
  const account = { name: "Test User", email, phone, password: FIXTURE_PASSWORD };
  const registration = { ...account, password_confirmation: account.password, city: "Gdańsk", age: "1990", consent: consentGiven };
  const response = await request.post("/register", { form: registration, headers: sameOriginHeaders, maxRedirects: 0 });
  expect(response.status(), "registration answers a redirect").toBe(303);
  return account;
}

/**
 * Single fetch (Remix 2.17, `v3_singleFetch`) cannot answer a data request with a 3xx, which fetch() would follow:
 * it answers 202 with a turbo-stream body (`text/x-script`) that names the target; a loader's redirect is tagged
 * `SingleFetchRedirect`, an action's is the bare `{ redirect, status, … }` result.
 */
export async function expectSingleFetchRedirect(response: APIResponse, location: string) {
  const what = response.url();
  expect(response.status(), what).toBe(202);
  expect(response.headers()["content-type"], what).toMatch(/^text\/x-script/);
  const body = await response.text();
  expect(body, what).toContain(JSON.stringify(location));
  expect(body, what).toContain('"redirect"');
}
