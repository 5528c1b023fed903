import { createCookieSessionStorage } from "@remix-run/node";
import { test, type BrowserContext, type Page } from "@playwright/test";
import { testPortalSessionSecret } from "../../support/portal-process";

/** What the shell tests share: viewports on either side of the desktop menu's breakpoint (64em) and cookies. */
export const desktop = { width: 1280, height: 900 };
export const mobile = { width: 390, height: 844 };

export function javaScriptOn(): boolean {
  return test.info().project.use.javaScriptEnabled !== false;
}

/** A Remix createCookie value (base64 of JSON), as the portal's preference cookies are written. */
export function remixCookieValue(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64");
}

/** Accepts the cookie banner up front, for tests about something else that walk the top bar. */
export async function acceptCookieBanner(context: BrowserContext, baseUrl: string) {
  await context.addCookies([{ name: "accepted_cookie", value: remixCookieValue(true), url: baseUrl }]);
}

/**
 * Puts a signed-in user into the browser's session the way login will (a festival API token and the user), so
 * the shell's signed-in state can be checked before the login flow exists. The token is never sent anywhere by
 * the pages these tests open.
 */
export async function signInToShellAs(context: BrowserContext, baseUrl: string, name: string) {
  const storage = createCookieSessionStorage({ cookie: { name: "__session", path: "/", secrets: [testPortalSessionSecret] } });
  const session = await storage.getSession();
  session.set("token", "e2e-shell-token");
  session.set("user", { name });
  const setCookie = await storage.commitSession(session);
  const value = setCookie.slice(setCookie.indexOf("=") + 1, setCookie.indexOf(";"));
  await context.addCookies([{ name: "__session", value, url: baseUrl }]);
}

/**
 * Opens a page and, with JS, waits until React has hydrated it (the fetcher forms' `enhanced` field appears
 * then), so a test of an enhancement does not race the scripts and exercise the no-JS path instead.
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  if (javaScriptOn()) await page.locator('input[name="enhanced"]').first().waitFor({ state: "attached" });
}
