import { expect, type BrowserContext, type Page } from "@playwright/test";

/** What the shell tests share: viewports on either side of the desktop menu's breakpoint (64em) and cookies. */
export const desktop = { width: 1280, height: 900 };
export const mobile = { width: 390, height: 844 };

/** A Remix createCookie value (base64 of JSON), as the portal's preference cookies are written. */
export function remixCookieValue(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64");
}

/** Accepts the cookie banner up front, for tests about something else that walk the top bar. */
export async function acceptCookieBanner(context: BrowserContext, baseUrl: string) {
  await context.addCookies([{ name: "accepted_cookie", value: remixCookieValue(true), url: baseUrl }]);
}

/** The site's name, which ends every page's title. */
export const siteNames = { pl: "Bałtycki Festiwal Nauki", en: "Baltic Science Festival" } as const;

/**
 * WCAG 2.4.2 and 2.4.6: the page's title names the page as its one h1 does, then the site; `prefix` is what a
 * title says first ('Błąd:' after a refused form).
 */
export async function expectTitleNamingHeading(page: Page, heading: string, language: keyof typeof siteNames = "pl", prefix = "") {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(`${prefix}${heading} – ${siteNames[language]}`);
}

/**
 * Waits until the browser has reached the fragment of a page just loaded (`#card`), where a Tab goes on from: without
 * JS a form's redirect comes back to its card so. Chromium moves Tab's starting point there only once the
 * stylesheets are in, in the next frame it renders, and clears the focus then, undoing a Tab pressed before: so the
 * page's load, then a frame rendered (a screenshot's; without JS the page runs no requestAnimationFrame).
 */
export async function fragmentReached(page: Page) {
  await page.waitForLoadState("load");
  await page.screenshot();
}

/** The desktop dropdown's own control, beside the user's name (which links to the panel): its summary, named by aria-label. */
export function userMenuToggle(page: Page) {
  return page.getByRole("navigation", { name: "Menu główne" }).getByLabel("Menu konta");
}
