/** Fixed so the config, the global setup and every worker agree on it; override with E2E_PORT. */
export const e2ePortalPort = Number(process.env.E2E_PORT ?? 3217);
export const e2ePortalUrl = `http://127.0.0.1:${e2ePortalPort}`;

/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell), the browser Playwright itself runs
 * headless tests in: the same Blink as the full browser without its desktop parts, it loaded and hydrated a page in
 * a new context in about half the time, and ran the suite in about 60 % of it (the E2E suite is bound by the
 * browser's CPU). Override with CHROMIUM_PATH.
 */
export const debianHeadlessChromium = "/usr/bin/chromium-headless-shell";
export const e2eBrowserPath = process.env.CHROMIUM_PATH ?? debianHeadlessChromium;

/**
 * The user agent of a visitor's Chrome. The headless shell's own says HeadlessChrome, which isbot counts as a
 * crawler, and the portal answers crawlers with the whole document at once (entry.server.tsx) but streams to
 * browsers: with it, the suite would test only the crawlers' answer.
 */
export const visitorUserAgent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/** The festival API the global setup started, as every worker sees it (set in the environment before they start). */
export function e2eFestivalApiUrl(): string {
  const url = process.env.E2E_FESTIVAL_API_URL;
  if (!url) throw new Error("E2E_FESTIVAL_API_URL is unset: run this through Playwright's global setup");
  return url;
}
