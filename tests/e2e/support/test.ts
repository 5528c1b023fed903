import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { PageActivity } from "./page-activity";
import { ReusedContexts } from "./reused-contexts";

/** Whether this test runs in the project with JavaScript (js-on) or without it (js-off). */
export function javaScriptOn(): boolean {
  return base.info().project.use.javaScriptEnabled !== false;
}

/**
 * What is not yet hydrated on a page whose scripts run (the inline script marks `<html>` `js-enabled` before
 * first paint, so without JS nothing matches): the page itself until React marks `<html>` `data-hydrated`
 * (app/root.tsx), and the event page's lazy parts (its review and extra participants), which hydrate when their
 * code has arrived, after the page's (app/components/lazy-part-hydrated.ts). Conform's `novalidate`
 * told nothing: the server's HTML has it too, so a slow part's server form was clicked and posted by the browser.
 */
const notYetHydrated = ["html.js-enabled:not([data-hydrated])", "html.js-enabled [data-lazy-part]:not([data-hydrated])"].join(", ");

/**
 * Waits until React has hydrated the page, if its scripts run: a condition wait, at once without JS. This module's
 * `test` calls it after every navigation a test makes (goto, reload, back, forward); a test
 * calls it itself only after a full document load it starts by a click.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator(notYetHydrated), "the page hydrates (with JS, a test acts on the enhanced page)").toHaveCount(0);
}

/**
 * Makes each navigation this page's test starts wait, with JS, until React has hydrated the page it loaded.
 * A test that clicks or types straight after `goto` would otherwise race the scripts: the browser would do the
 * no-JS form post, and the JS-on project would quietly test the no-JS path instead of the enhancement. A failed
 * wait says what the page's scripts threw and which of its requests were still unanswered (the record of the test
 * the page is handed to now: a reused page goes from test to test).
 */
function hydrateAfterNavigations(page: Page, activityNow: () => PageActivity | undefined) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  const hydrated = async <T>(navigation: Promise<T>) => {
    const response = await navigation;
    await waitForHydration(page).catch((error: Error) => {
      error.message += `\nThe page's script errors: ${activityNow()?.errors() ?? "not recorded"}`;
      error.message += `\nIts unanswered requests: ${activityNow()?.unanswered() ?? "not recorded"}`;
      throw error;
    });
    return response;
  };
  page.goto = (url, options) => hydrated(goto(url, options));
  page.reload = (options) => hydrated(reload(options));
  page.goBack = (options) => hydrated(goBack(options));
  page.goForward = (options) => hydrated(goForward(options));
}

/** What each page of a context did in the current test (page-activity.ts). */
const activities = new WeakMap<BrowserContext, Map<Page, PageActivity>>();

/** Starts the records of a context's pages: every page it opens, and the page it keeps if it is reused. */
function recordPages(context: BrowserContext, keptPage: Page | undefined) {
  const records = new Map<Page, PageActivity>();
  activities.set(context, records);
  if (keptPage) records.set(keptPage, new PageActivity(keptPage));
}

/**
 * When the test ends (or the test closes the context): if it failed, prints what each of the context's pages shows
 * and its latest requests (page-activity.ts) to the run's output, which CI keeps for a failed run, so a failure no
 * rerun brings back can still be read there. Then the context goes back to the worker's reused contexts, or is
 * closed when it cannot be reused.
 */
function closeAfterTest(context: BrowserContext, reusedContexts: ReusedContexts) {
  const close = context.close.bind(context);
  context.close = async (options) => {
    const info = base.info();
    const failed = info.status !== info.expectedStatus;
    const records = activities.get(context) ?? new Map<Page, PageActivity>();
    if (failed) {
      const reports = await Promise.all(context.pages().map((page) => records.get(page)?.report()));
      for (const report of reports) if (report) console.error(`[${info.project.name}] ${info.title}\n${report}`);
    }
    for (const record of records.values()) record.stop();
    records.clear();
    if (await reusedContexts.giveBack(context, failed)) return;
    return close(options);
  };
}

/**
 * Playwright's `test` for the browser specs (ESLint keeps the specs off `@playwright/test`'s own): for the
 * test's length, every browser context made from the worker's browser (the `page` fixture's, the signed-in
 * fixtures', a test's own `browser.newContext()`) comes from the worker's reused contexts (reused-contexts.ts), and
 * hands out pages whose navigations wait for hydration. One place, so no test has to remember it; the wait is a
 * condition (`waitForHydration`), at once without JS.
 *
 * Contexts are reused only among tests with the same options: the project's and `test.use`'s (every option
 * Playwright makes a context with, listed below) and those given to `newContext`, a storage state aside.
 */
export const test = base.extend<{ browserContexts: void }, { reusedContexts: ReusedContexts }>({
  reusedContexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const reusedContexts = new ReusedContexts();
      await use(reusedContexts);
      await reusedContexts.close();
    },
    { scope: "worker" },
  ],
  browserContexts: [
    async (
      {
        browser,
        reusedContexts,
        acceptDownloads,
        baseURL,
        bypassCSP,
        clientCertificates,
        colorScheme,
        contextOptions,
        contrast,
        deviceScaleFactor,
        extraHTTPHeaders,
        forcedColors,
        geolocation,
        hasTouch,
        httpCredentials,
        ignoreHTTPSErrors,
        isMobile,
        javaScriptEnabled,
        locale,
        offline,
        permissions,
        proxy,
        reducedMotion,
        screen,
        serviceWorkers,
        timezoneId,
        userAgent,
        viewport,
      },
      use,
    ) => {
      const testOptions = JSON.stringify({
        acceptDownloads, baseURL, bypassCSP, clientCertificates, colorScheme, contextOptions, contrast, deviceScaleFactor,
        extraHTTPHeaders, forcedColors, geolocation, hasTouch, httpCredentials, ignoreHTTPSErrors, isMobile,
        javaScriptEnabled, locale, offline, permissions, proxy, reducedMotion, screen, serviceWorkers, timezoneId,
        userAgent, viewport,
      });
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options = {}): Promise<BrowserContext> => {
        const { storageState: _storageState, ...ownOptions } = options;
        const key = `${testOptions} ${JSON.stringify(ownOptions)}`;
        const { context, reused } = await reusedContexts.take(key, options, options.viewport === undefined ? viewport : options.viewport, () => newContext(options), (made) => {
          made.on("page", (page) => {
            activities.get(made)?.set(page, new PageActivity(page));
            hydrateAfterNavigations(page, () => activities.get(made)?.get(page));
          });
          closeAfterTest(made, reusedContexts);
        });
        recordPages(context, reused ? reusedContexts.keptPage(context) : undefined);
        return context;
      };
      await use();
      Reflect.deleteProperty(browser, "newContext");
    },
    { auto: true },
  ],
});
