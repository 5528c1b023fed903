import type { BrowserContext } from "@playwright/test";

/** A Remix createCookie value (base64 of JSON), as the portal's preference cookies are written. */
export function remixCookieValue(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64");
}

/** Accepts the cookie banner up front, for tests about something else that walk the top bar. */
export async function acceptCookieBanner(context: BrowserContext, baseUrl: string) {
  await context.addCookies([{ name: "accepted_cookie", value: remixCookieValue(true), url: baseUrl }]);
}
