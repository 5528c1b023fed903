import { pipeline } from "node:stream/promises";
import type { RequestHandler } from "express";
import { apiPaths } from "../contract/paths";

const healthTimeoutMs = 2_000;
const mediaWaitLimitMs = 10_000;

/** "up" when the festival API answers its own health check within two seconds. */
export async function festivalApiHealth(festivalApiUrl: string): Promise<"up" | "down"> {
  try {
    const response = await fetch(`${festivalApiUrl}${apiPaths.health()}`, { signal: AbortSignal.timeout(healthTimeoutMs) });
    return response.ok ? "up" : "down";
  } catch {
    return "down";
  }
}

/**
 * Event images and documents of the demo festival live behind the festival API's /media; the browser never
 * talks to the festival API directly, so the portal streams them through.
 *
 * `waitLimitMs` bounds each wait on the festival API (for its answer, then for each next chunk), not the whole
 * download: a browser on a slow mobile link may take as long as it needs over a large gallery image, while a
 * festival API that stalls does not hold the browser's connection forever.
 */
export function festivalApiMediaProxy(festivalApiUrl: string, waitLimitMs = mediaWaitLimitMs): RequestHandler {
  return async (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.sendStatus(405);
      return;
    }
    const mediaUrl = festivalApiMediaUrl(festivalApiUrl, request.url);
    if (!mediaUrl) {
      response.sendStatus(404);
      return;
    }
    const upstreamRequest = new AbortController();
    // Who broke off a transfer first: the festival API's failure is logged; a browser that leaves (a visitor who
    // navigates on while an image loads) is not, as nothing is wrong.
    let brokenOffBy: "browser" | "festival API" | undefined;
    // The festival API request never outlives the browser's answer: a browser that leaves, whether before the
    // festival API answered or mid-download, ends it too. Once the answer was sent or broken off, the request has
    // already ended and aborting it changes nothing.
    response.once("close", () => {
      brokenOffBy ??= "browser";
      upstreamRequest.abort(new DOMException("The browser left", "AbortError"));
    });
    const withinWaitLimit = abortAfterLongWait(upstreamRequest, waitLimitMs);
    let upstream: Response;
    try {
      upstream = await withinWaitLimit(fetch(mediaUrl, { method: request.method, signal: upstreamRequest.signal }));
    } catch (error) {
      if (brokenOffBy === "browser") return;
      console.error(`Media ${request.url} unavailable: ${String(error)}`);
      response.sendStatus(502);
      return;
    }
    response.status(upstream.status);
    for (const header of ["content-type", "content-length", "cache-control", "etag", "last-modified"]) {
      const value = upstream.headers.get(header);
      if (value) response.setHeader(header, value);
    }
    if (!upstream.body || request.method === "HEAD") {
      response.end();
      return;
    }
    try {
      // When either side fails, pipeline destroys both and the error arrives here, once, instead of as an
      // 'error' event nobody handles, which would bring the whole portal down.
      await pipeline(
        chunksOf(upstream.body, withinWaitLimit, () => (brokenOffBy ??= "festival API")),
        response,
      );
    } catch (error) {
      if (brokenOffBy !== "browser") console.error(`Media ${request.url} broken off: ${String(error)}`);
    }
  };
}

/**
 * The festival API's address of a path under the portal's /media, or undefined for one that would leave /media.
 * `fetch` resolves dot segments, raw or percent-encoded (`/%2e%2e/outbox`) and after backslashes, so the address
 * is resolved here first and refused unless it is still under the festival API's /media/; without that, any GET
 * of the festival API (its outbox, with live password-reset links) was one `..` away. Encoded slashes and
 * backslashes are refused too: a media file's name holds none, and a server that decodes them before routing
 * would read them as more segments.
 */
export function festivalApiMediaUrl(festivalApiUrl: string, path: string): URL | undefined {
  if (/%2f|%5c/i.test(path)) return undefined;
  const mediaFolder = new URL(`${festivalApiUrl}/media/`);
  const address = new URL(`${festivalApiUrl}/media${path}`);
  return address.origin === mediaFolder.origin && address.pathname.startsWith(mediaFolder.pathname) ? address : undefined;
}

type WaitLimit = <T>(wait: Promise<T>) => Promise<T>;

/** Aborts the festival API request when one wait on it lasts longer than `limitMs`. */
function abortAfterLongWait(upstreamRequest: AbortController, limitMs: number): WaitLimit {
  return (wait) => {
    const timer = setTimeout(
      () => upstreamRequest.abort(new DOMException(`The festival API sent nothing for ${limitMs} ms`, "TimeoutError")),
      limitMs,
    );
    return wait.finally(() => clearTimeout(timer));
  };
}

/**
 * The festival API's body, chunk by chunk. Only the wait for the next chunk is bounded: while the browser is still
 * taking the last one (pipeline holds back on a slow link), no clock runs.
 */
async function* chunksOf(body: ReadableStream<Uint8Array>, withinWaitLimit: WaitLimit, onFailure: () => void): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await withinWaitLimit(reader.read()).catch((error: unknown) => {
      onFailure();
      throw error;
    });
    if (done) return;
    yield value;
  }
}
