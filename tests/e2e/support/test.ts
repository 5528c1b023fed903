import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { PageActivity } from "./page-activity";

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
 * wait says what the page's scripts threw and which of its requests were still unanswered.
 */
function hydrateAfterNavigations(page: Page, activity: PageActivity) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  const hydrated = async <T>(navigation: Promise<T>) => {
    const response = await navigation;
    await waitForHydration(page).catch((error: Error) => {
      error.message += `\nThe page's script errors: ${activity.errors()}`;
      error.message += `\nIts unanswered requests: ${activity.unanswered()}`;
      throw error;
    });
    return response;
  };
  page.goto = (url, options) => hydrated(goto(url, options));
  page.reload = (options) => hydrated(reload(options));
  page.goBack = (options) => hydrated(goBack(options));
  page.goForward = (options) => hydrated(goForward(options));
}

/**
 * Before a context of a failed test closes, prints what each of its pages shows and its latest requests
 * (page-activity.ts) to the run's output, which CI keeps for a failed run: a failure no rerun brings back can
 * still be read there.
 */
function reportPagesWhenFailed(context: BrowserContext, activities: Map<Page, PageActivity>) {
  const close = context.close.bind(context);
  context.close = async (options) => {
    const info = base.info();
    if (info.status !== info.expectedStatus) {
      const reports = await Promise.all(context.pages().map((page) => activities.get(page)?.report()));
      for (const report of reports) if (report) console.error(`[${info.project.name}] ${info.title}\n${report}`);
    }
    return close(options);
  };
}

/**
 * Playwright's `test` for the browser specs (ESLint keeps the specs off `@playwright/test`'s own): for the
 * test's length, every browser context made from the worker's browser (the `page` fixture's, the signed-in
 * fixtures', a test's own `browser.newContext()`) hands out pages whose navigations wait for hydration. One
 * place, so no test has to remember it; the wait is a condition (`waitForHydration`), at once without JS.
 */
export const test = base.extend<{ hydratedNavigations: void }>({
  hydratedNavigations: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options): Promise<BrowserContext> => {
        const context = await newContext(options);
        const activities = new Map<Page, PageActivity>();
        context.on("page", (page) => {
          const activity = new PageActivity(page);
          activities.set(page, activity);
          hydrateAfterNavigations(page, activity);
        });
        reportPagesWhenFailed(context, activities);
        return context;
      };
      await use();
      Reflect.deleteProperty(browser, "newContext");
    },
    { auto: true },
  ],
});
