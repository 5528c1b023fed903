import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const wcag21aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

function scriptsRemoved(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
}

/**
 * The WCAG 2.1 A/AA scan every page test calls. axe runs as script in the page, so for the JS-off project
 * it scans the same HTML, stripped of scripts, in a JS-enabled context (ARCHITECTURE.md "Tests").
 */
export async function expectNoAxeViolations(page: Page) {
  const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
  let scanPage = page;
  if (!javaScriptEnabled) {
    const html = scriptsRemoved(await page.content());
    const context = await page.context().browser()!.newContext({
      // Playwright Test gives every new context the project's options, javaScriptEnabled: false included, and
      // axe cannot run there; the app's own scripts are still aborted below.
      javaScriptEnabled: true,
      bypassCSP: true,
      viewport: page.viewportSize(),
      storageState: await page.context().storageState(),
    });
    scanPage = await context.newPage();
    const documentUrl = page.url();
    // Only the document and script files are intercepted: styles and images load as they would.
    await scanPage.route(
      (url) => url.href === documentUrl,
      (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
    );
    await scanPage.route("**/*.js", (route) => route.abort());
    await scanPage.goto(documentUrl);
  }
  try {
    // The portal has no frames, so axe runs in the page itself (legacy mode) rather than finishing in a blank page
    // opened for every scan; and only violations are reported in full (a selector for every passing node costs).
    const results = await new AxeBuilder({ page: scanPage })
      .withTags(wcag21aa)
      .options({ resultTypes: ["violations"] })
      .setLegacyMode()
      .analyze();
    const summary = results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
    }));
    expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  } finally {
    if (scanPage !== page) await scanPage.context().close();
  }
}
