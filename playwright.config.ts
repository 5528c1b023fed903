import { defineConfig } from "@playwright/test";
import { e2eBrowserPath, e2ePortalUrl, visitorUserAgent } from "./tests/e2e/support/e2e-env";
import { jsOnProjectOnlyTags } from "./tests/e2e/support/project-tags";

const jsOn = { javaScriptEnabled: true };
const jsOff = { javaScriptEnabled: false };
const requestOnlySpecs = /\.http\.spec\.ts$/;
/** Specs that write events of their own to the E2E database (tests/support/festival-fixtures.ts `createEvent`). */
const ownEventSpecs = /\.own-events\.spec\.ts$/;

/**
 * E2E against the built portal and the real festival API on PostgreSQL (global setup starts both).
 * Every test runs twice, in a browser with JavaScript and in one without it, except the request-only specs and the
 * tests of English screens, of what only scripts do, or of requests alone (tagged `englishOnce`, `javaScriptOnly`,
 * `requestsOnly`), which run once, in js-on.
 */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  outputDir: "test-results",
  fullyParallel: true,
  // A `test.only` left in a spec fails the run instead of quietly running that test alone.
  forbidOnly: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: e2ePortalUrl,
    locale: "pl-PL",
    timezoneId: "Europe/Warsaw",
    userAgent: visitorUserAgent,
    // Off: recording a trace for every test (DOM snapshots and a screencast at each step, kept only on failure)
    // took about a tenth of the suite's time (E2E 6.3 against about 7.1 min, the same machine back to back), and
    // the clean clone CI runs in cannot hand a trace over anyway. To see a failure: `npx playwright test <spec>
    // --trace on`.
    trace: "off",
    launchOptions: {
      executablePath: e2eBrowserPath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "js-on", use: jsOn, testIgnore: ownEventSpecs },
    // Request-only specs (*.http.spec.ts) use no browser, and English screens run once (every flow runs in Polish
    // with JS on and off, every screen once in English), so js-on alone runs them, as it does tests of what only
    // scripts do and tests that send requests alone.
    { name: "js-off", use: jsOff, testIgnore: [requestOnlySpecs, ownEventSpecs], grepInvert: jsOnProjectOnlyTags },
    // Specs that add events of their own to the shared database run once every other spec is done: an added event
    // is on the festival API's list at once and on the portal's for up to 30 s (EVENT_CACHE_TTL_MS), so a list test
    // running beside them counted one event more or less than the list it compared with.
    { name: "js-on-own-events", use: jsOn, testMatch: ownEventSpecs, dependencies: ["js-on", "js-off"] },
    { name: "js-off-own-events", use: jsOff, testMatch: ownEventSpecs, grepInvert: jsOnProjectOnlyTags, dependencies: ["js-on", "js-off"] },
  ],
});
