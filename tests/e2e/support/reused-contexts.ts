import type { EventEmitter } from "node:events";
import { readFileSync } from "node:fs";
import type { BrowserContext, BrowserContextOptions, Clock, Page } from "@playwright/test";
import { e2ePortalUrl } from "./e2e-env";

/**
 * A worker's browser contexts, handed from one test to the next. A fresh context's first page of the portal cost
 * Chromium about twice the CPU of the same page in a context that had shown the portal before (a renderer process
 * started and the page's scripts compiled anew): two pages with JS 2.1 against 1.1 CPU-seconds, without JS 0.8
 * against 0.3. The E2E suite is bound by the browser's CPU.
 *
 * A context a test closes comes back here instead, unless the test failed or changed something a reset would not
 * undo (a route, emulated media, the clock, offline mode, a listener of its own, a second page, a page on another
 * site): those are closed as before. A page the test resized gets its context's viewport back. The one page a
 * context keeps is sent to the portal's `/healthz`, a page without scripts of the same origin, so Chromium keeps its
 * renderer process. Playwright's own `reuseContext` sends it to `about:blank` instead, another origin, and the
 * portal's Cross-Origin-Opener-Policy then has Chromium start a new process for the next page, which is most of the
 * cost again. Then its cookies and the portal's web storage (the scroll positions Remix keeps) are cleared, and the
 * next test that asks for a context of the same options gets it with its storage state's cookies. The portal's HTML
 * is never cached, so the HTTP cache the context keeps holds only its versioned scripts, styles and pictures, as a
 * returning visitor's browser does.
 */
export class ReusedContexts {
  private readonly idle: { key: string; context: BrowserContext }[] = [];
  private readonly records = new WeakMap<BrowserContext, ContextRecord>();

  /** Contexts kept beyond this many are closed, the longest idle first: each holds a renderer process. */
  private static readonly idleKept = 3;

  /**
   * A context for these options: an idle one made with the same options (`key` tells them apart, the project's
   * and the test's options included; `viewport` is the one they give its pages), or a new one from `make`, which
   * `prepare` then sets up before it is handed out (prepare's own listeners are not counted as the test's).
   * `reused` says which.
   */
  async take(
    key: string,
    options: BrowserContextOptions,
    viewport: BrowserContextOptions["viewport"],
    make: () => Promise<BrowserContext>,
    prepare: (context: BrowserContext) => void,
  ): Promise<{ context: BrowserContext; reused: boolean }> {
    const cookies = storageStateCookies(options.storageState);
    const index = cookies ? this.idle.findIndex((entry) => entry.key === key) : -1;
    if (!cookies || index === -1) {
      const context = await make();
      const record = cookies ? new ContextRecord(key, context, viewport) : undefined;
      prepare(context);
      if (record) this.records.set(context, record.settled());
      return { context, reused: false };
    }
    const [{ context }] = this.idle.splice(index, 1);
    if (cookies.length > 0) await context.addCookies(cookies);
    this.records.get(context)!.handOut();
    return { context, reused: true };
  }

  /** The page a context keeps for the next test, if it is one this pool reuses. */
  keptPage(context: BrowserContext): Page | undefined {
    return this.records.get(context)?.page;
  }

  /**
   * Takes a context a test closes back, reset, when nothing the test changed outlives it; false when the context
   * has to be closed instead. The fixtures take their own listeners off its page first.
   */
  async giveBack(context: BrowserContext, testFailed: boolean): Promise<boolean> {
    const record = this.records.get(context);
    // Closed twice (by the test, then by Playwright's fixture): it is idle already.
    if (this.idle.some((entry) => entry.context === context)) return true;
    if (!record || testFailed || !record.resettable()) return false;
    const page = record.page!;
    try {
      await record.restoreViewport();
      await page.goto(new URL("/healthz", e2ePortalUrl).href);
      await Promise.all([context.clearCookies(), page.localStorage.clear(), page.sessionStorage.clear()]);
    } catch {
      return false;
    }
    this.idle.push({ key: record.key, context });
    const extra = this.idle.splice(0, Math.max(0, this.idle.length - ReusedContexts.idleKept));
    await Promise.all(extra.map((entry) => this.records.get(entry.context)!.closeForGood()));
    return true;
  }

  /** Closes the idle contexts, at the end of the worker. */
  async close() {
    await Promise.all(this.idle.splice(0).map((entry) => this.records.get(entry.context)!.closeForGood()));
  }
}

/** The cookies of a context's storage state (a file's path or the state itself), or undefined for a state this pool cannot restore. */
function storageStateCookies(state: BrowserContextOptions["storageState"]): NonNullable<Exclude<BrowserContextOptions["storageState"], string>>["cookies"] | undefined {
  if (state === undefined) return [];
  const stored = typeof state === "string" ? (JSON.parse(readFileSync(state, "utf8")) as Exclude<typeof state, string>) : state;
  // Web storage would have to be restored by visiting each origin: such a context is not reused.
  return stored.origins.length === 0 ? stored.cookies : undefined;
}

/** What a test may change for longer than itself, on a context or a page: each call marks the context changed. */
const lastingChanges = [
  "addInitScript",
  "exposeBinding",
  "exposeFunction",
  "route",
  "routeFromHAR",
  "routeWebSocket",
  "setDefaultNavigationTimeout",
  "setDefaultTimeout",
  "setExtraHTTPHeaders",
] as const satisfies readonly (keyof BrowserContext & keyof Page)[];
const lastingContextChanges = [...lastingChanges, "grantPermissions", "setGeolocation", "setHTTPCredentials", "setOffline"] as const satisfies readonly (keyof BrowserContext)[];
const lastingPageChanges = [...lastingChanges, "addLocatorHandler", "emulateMedia"] as const satisfies readonly (keyof Page)[];
/** Playwright's clock: installed, or moved, it stays so. */
const clockChanges = ["fastForward", "install", "pauseAt", "resume", "runFor", "setFixedTime", "setSystemTime"] as const satisfies readonly (keyof Clock)[];

/**
 * A reusable context: its options' key, its page, and whether a test changed it for longer than itself. The listeners
 * it had when it was handed out (Playwright's own, and the fixtures') are counted: one more left by a test, and the
 * context is not reused.
 */
class ContextRecord {
  page: Page | undefined;
  private changed = false;
  /** Whether the next `newPage` hands out the kept page rather than opening one. */
  private pageHandedOut = false;
  private contextListeners = "";
  private pageListeners = "";
  /** The context's own close, taken before a fixture wraps it to give the context back. */
  readonly closeForGood: () => Promise<void>;
  /** The page's own setViewportSize, to give it its context's viewport back when a test resized it. */
  private resize: Page["setViewportSize"] | undefined;
  private resized = false;

  constructor(
    readonly key: string,
    private readonly context: BrowserContext,
    private readonly viewport: BrowserContextOptions["viewport"],
  ) {
    this.closeForGood = context.close.bind(context);
    markChanges(context, lastingContextChanges, () => (this.changed = true));
    // A page's clock is its context's.
    markChanges(context.clock, clockChanges, () => (this.changed = true));
    // Registered before any fixture's, so it sees the first page with Playwright's listeners alone.
    context.on("page", (page) => {
      if (this.page) return;
      this.page = page;
      this.pageListeners = listenersOf(page);
      markChanges(page, lastingPageChanges, () => (this.changed = true));
      this.resize = page.setViewportSize.bind(page);
      // Without a viewport of its own (null) the page follows the window, which no call sets back.
      markChanges(page, ["setViewportSize"], () => (this.viewport ? (this.resized = true) : (this.changed = true)));
    });
    const newPage = context.newPage.bind(context);
    Object.defineProperty(context, "newPage", {
      configurable: true,
      value: async () => {
        if (!this.pageHandedOut || !this.page) return newPage();
        this.pageHandedOut = false;
        return this.page;
      },
    });
  }

  /** Counts the context's listeners as handed out, once the fixtures have added theirs. */
  settled(): this {
    this.contextListeners = listenersOf(this.context);
    return this;
  }

  /** Hands the kept page out with the context: the test's first `newPage` gets it. */
  handOut() {
    this.pageHandedOut = true;
  }

  /** Gives the page its context's viewport back, if the test resized it. */
  async restoreViewport() {
    if (!this.resized || !this.viewport || !this.resize) return;
    await this.resize(this.viewport);
    this.resized = false;
  }

  /** Whether a reset (its page sent to a page of the portal, its cookies and storage cleared) gives the next test what a new context would. */
  resettable(): boolean {
    const pages = this.context.pages();
    return (
      !this.changed &&
      this.page !== undefined &&
      pages.length === 1 &&
      pages[0] === this.page &&
      new URL(this.page.url()).origin === e2ePortalUrl &&
      listenersOf(this.page) === this.pageListeners &&
      listenersOf(this.context) === this.contextListeners
    );
  }
}

/** Each event a page or context is listened to for, and by how many listeners. */
function listenersOf(target: Page | BrowserContext): string {
  // Both are Node event emitters, which their published types leave out.
  const emitter = target as unknown as EventEmitter;
  return emitter
    .eventNames()
    .map((event) => `${String(event)}:${emitter.listenerCount(event)}`)
    .sort()
    .join(",");
}

function markChanges<Target extends object>(target: Target, methods: readonly (keyof Target)[], changed: () => void) {
  for (const method of methods) {
    const original = target[method];
    if (typeof original !== "function") continue;
    Object.defineProperty(target, method, {
      configurable: true,
      value: (...args: unknown[]) => {
        changed();
        return (original as (...args: unknown[]) => unknown).apply(target, args);
      },
    });
  }
}
