import type { ConsoleMessage, Page, Request } from "@playwright/test";

/** How many of a page's latest requests (pictures and map tiles left out) and script errors a report lists. */
const requestsReported = 20;
const errorsReported = 10;

interface RequestRecord {
  request: Request;
  startedAt: number;
  /** The status, or why it failed; undefined while it waits for its answer. */
  outcome?: string;
  endedAt?: number;
}

/**
 * What a page's scripts and requests did, recorded as it happens: said with a failed hydration wait, and, when a
 * browser test fails, for each page still open (test.ts), so a failure that does not come back on a rerun (a
 * click that seemed to do nothing on a busy machine) can be read from the run's output. A request's resource type
 * tells a form posted by the browser itself (`document`) from one the page's scripts sent (`fetch`).
 */
export class PageActivity {
  private readonly scriptErrors: string[] = [];
  /** The latest requests, answered or not. */
  private readonly requests: RequestRecord[] = [];
  /** Every request still waiting for its answer, and since when, however long ago it started. */
  private readonly waiting = new Map<Request, number>();
  private readonly since = Date.now();

  constructor(private readonly page: Page) {
    page.on("pageerror", this.onScriptError);
    page.on("console", this.onConsoleMessage);
    page.on("request", this.onRequest);
    page.on("requestfinished", this.onRequestFinished);
    page.on("requestfailed", this.onRequestFailed);
  }

  /** Stops recording: the page goes on to another test (reused-contexts.ts), which gets a record of its own. */
  stop() {
    this.page.off("pageerror", this.onScriptError);
    this.page.off("console", this.onConsoleMessage);
    this.page.off("request", this.onRequest);
    this.page.off("requestfinished", this.onRequestFinished);
    this.page.off("requestfailed", this.onRequestFailed);
  }

  private readonly onScriptError = (error: Error) => this.scriptErrors.push(error.message);

  private readonly onConsoleMessage = (message: ConsoleMessage) => {
    if (message.type() === "error") this.scriptErrors.push(`${message.text()} (${message.location().url})`);
  };

  private readonly onRequest = (request: Request) => {
    this.waiting.set(request, Date.now());
    if (request.resourceType() === "image") return;
    this.requests.push({ request, startedAt: Date.now() });
    if (this.requests.length > requestsReported) this.requests.shift();
  };

  // The answer has come by the time a request finishes: read here without a call to the browser (request.response()
  // was one a request, with its stack captured, about a twentieth of a test worker's CPU).
  private readonly onRequestFinished = (request: Request) => this.ended(request, String(request.existingResponse()?.status() ?? "answered"));

  private readonly onRequestFailed = (request: Request) => this.ended(request, `failed: ${request.failure()?.errorText ?? "unknown"}`);

  private record(request: Request): RequestRecord | undefined {
    return this.requests.find((record) => record.request === request);
  }

  private ended(request: Request, outcome: string) {
    this.waiting.delete(request);
    const record = this.record(request);
    if (!record) return;
    record.outcome = outcome;
    record.endedAt = Date.now();
  }

  /** The page's latest script errors, each on a line, or "none". */
  errors(): string {
    if (this.scriptErrors.length === 0) return "none";
    const earlier = this.scriptErrors.length - errorsReported;
    return [...(earlier > 0 ? [`(${earlier} earlier left out)`] : []), ...this.scriptErrors.slice(-errorsReported)].join("\n");
  }

  /** The requests still waiting for an answer, and for how long, each on a line, or "none". */
  unanswered(): string {
    const now = Date.now();
    return [...this.waiting].map(([request, since]) => `${request.method()} ${request.url()} for ${now - since} ms`).join("\n") || "none";
  }

  /** The page's state and its latest requests, for a failed test's output. */
  async report(): Promise<string> {
    const at = (time: number) => `${((time - this.since) / 1000).toFixed(2)} s`;
    const state = await this.page
      .evaluate(() => {
        const root = document.documentElement;
        return `lang=${root.lang} hydrated=${"hydrated" in root.dataset} readyState=${document.readyState} online=${navigator.onLine}`;
      })
      .catch((error: Error) => `not readable: ${error.message.split("\n")[0]}`);
    const pageOrigin = new URL(this.page.url()).origin;
    const requests = this.requests.map(({ request, startedAt, outcome, endedAt }) => {
      const url = new URL(request.url());
      const address = url.origin === pageOrigin ? `${url.pathname}${url.search}` : url.href;
      const answer = outcome === undefined ? "no answer yet" : `${outcome} after ${endedAt! - startedAt} ms`;
      return `  ${at(startedAt)} ${request.resourceType()} ${request.method()} ${address}: ${answer}`;
    });
    return [
      `A page of the failed test, ${this.page.url()} (${state}), ${at(Date.now())} after it opened`,
      `Its script errors: ${this.errors()}`,
      `Its latest requests but pictures (seconds after it opened):`,
      ...requests,
    ].join("\n");
  }
}
