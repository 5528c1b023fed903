import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type axe from "axe-core";
import { expect, type Browser, type Page } from "@playwright/test";
import { javaScriptOn } from "./test";

/**
 * axe-core's minified build, the same release as its `axe.source` (the unminified text, 1.3 MB against 0.58): a fresh
 * page evaluated it in about 210 ms against 315, and nearly every JS-on scan is a fresh page's.
 */
const axeScript = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const wcag21aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** The page's HTML without its scripts, the one that adds the module preloads among them. */
function scriptsRemoved(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
}

/** The document the JS-off scan page shows next: the page's address and its HTML as the server sent it, stripped. */
interface ScannedDocument {
  url: string;
  html: string;
}

/**
 * One page per browser (a test worker's) where the JS-off project's documents are scanned: a context of its
 * own cost more than the scan itself (about 1.8 s a scan), so it is made once and shown each document in turn.
 * It needs no cookies: the HTML comes from the test's page, and the stylesheets and images it loads are public.
 */
const scanPages = new WeakMap<Browser, Promise<{ page: Page; show: (document: ScannedDocument) => Promise<void> }>>();

/**
 * Run in the scan page: the document is replaced by this one in place, at its address, so the page's window, and
 * axe loaded into it, stay. `document.open()` keeps the window (HTML's living standard since 2019); the written
 * document loads its stylesheets and images (from the page's cache after the first time) before the scan.
 */
async function writeDocument({ url, html }: ScannedDocument) {
  history.replaceState(null, "", url);
  document.open();
  document.write(html);
  document.close();
  if (document.readyState !== "complete") await new Promise((loaded) => window.addEventListener("load", loaded, { once: true }));
}

function scanPageOf(browser: Browser) {
  let scanPage = scanPages.get(browser);
  if (!scanPage) {
    scanPage = (async () => {
      // Playwright Test gives every new context the project's options, javaScriptEnabled: false included, and axe
      // cannot run there; the app's own scripts are still aborted below.
      const context = await browser.newContext({ javaScriptEnabled: true, bypassCSP: true });
      const page = await context.newPage();
      let navigatedTo: ScannedDocument | undefined;
      // Every request passes through here: a document navigated to is answered with its stripped HTML, a script (none
      // is left in it) is aborted, and styles and images load as they would.
      await page.route("**/*", (route) => {
        const request = route.request();
        if (request.isNavigationRequest() && request.url() === navigatedTo?.url) {
          return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: navigatedTo.html });
        }
        if (request.resourceType() === "script") return route.abort();
        return route.continue();
      });
      // A document of the origin the page is on is written over the last (writeDocument): a navigation a scan cost
      // a new window and axe's 0.6 MB script evaluated in it again, about 0.15 CPU-seconds in the browser and the
      // test worker. The first document, and one from another portal (a test's own), are navigated to.
      const show = async (document: ScannedDocument) => {
        if (navigatedTo && new URL(navigatedTo.url).origin === new URL(document.url).origin) {
          await page.evaluate(writeDocument, document);
          return;
        }
        navigatedTo = document;
        await page.goto(document.url);
      };
      return { page, show };
    })();
    scanPages.set(browser, scanPage);
  }
  return scanPage;
}

/** The part of axe's colour class (`axe.commons.color.Color`, untyped in axe.d.ts) that parses CSS colours. */
interface AxeColourClass {
  new (): AxeColour;
  prototype: AxeColour;
}
interface AxeColour {
  r: number;
  g: number;
  b: number;
  alpha: number;
  parseString(text: string): AxeColour;
}

/**
 * Run in the page after axe's script: color-contrast parses every computed colour it reads through colorjs.io, about
 * a sixth of a scan of the event list (parseString 252 of 1494 ms in a profile), and a page has a few dozen distinct
 * colours, so each text is parsed once and its channels reused. A text axe cannot parse still throws, every time.
 */
function memoizeColourParsing() {
  const Colour = (window as unknown as { axe: { commons: { color: { Color: AxeColourClass } } } }).axe.commons.color.Color;
  const parse = Colour.prototype.parseString;
  const parsed = new Map<string, [number, number, number, number]>();
  Colour.prototype.parseString = function (this: AxeColour, text: string) {
    let channels = parsed.get(text);
    if (!channels) {
      const colour = parse.call(new Colour(), text);
      channels = [colour.r, colour.g, colour.b, colour.alpha];
      parsed.set(text, channels);
    }
    [this.r, this.g, this.b, this.alpha] = channels;
    return this;
  };
}

/**
 * axe run in the page itself, axe-core's script evaluated once a document. The portal has no frames, so nothing
 * has to be injected into them or finished in a page of its own (what @axe-core/playwright is for; in its
 * frameless mode it evaluated the 1.3 MB source twice a scan). Only violations are reported in full:
 * a selector for every passing node costs.
 */
async function violationsOf(page: Page) {
  if (!(await page.evaluate(() => "axe" in window))) {
    await page.evaluate(axeScript);
    await page.evaluate(memoizeColourParsing);
  }
  return page.evaluate(
    (tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] }),
    wcag21aa,
  );
}

/**
 * The WCAG 2.1 A/AA scan every page test calls. axe runs as script in the page, so for the JS-off project
 * it scans the same HTML, stripped of scripts, in a JS-enabled page (ARCHITECTURE.md "Tests").
 */
export async function expectNoAxeViolations(page: Page) {
  let scanPage = page;
  if (!javaScriptOn()) {
    const scanner = await scanPageOf(page.context().browser()!);
    const viewport = page.viewportSize();
    if (viewport) await scanner.page.setViewportSize(viewport);
    // Without the fragment, so the scan page's first document is a navigation, never a scroll to an anchor.
    const url = new URL(page.url());
    url.hash = "";
    await scanner.show({ url: url.href, html: scriptsRemoved(await page.content()) });
    scanPage = scanner.page;
  }
  const results = await violationsOf(scanPage);
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
