/**
 * Micro-cache of rendered HTML for anonymous visitors (issue 4 "Performance"). Under a registration rush most
 * requests are the same few list pages seen by visitors without a session; React server rendering of such a
 * page costs far more than sending it, and the event data behind it is already up to EVENT_CACHE_TTL_MS old.
 * Keeping each rendered page for a few seconds therefore changes what a visitor sees very little and lets one
 * render answer many requests.
 *
 * What makes a page differ, and so is part of the key: the URL with its origin (the event page writes absolute
 * Open Graph and JSON-LD URLs), the cookies the pages are rendered from (language, large text, cookie banner,
 * front access), the front-access gate's verdict (a page served while the gate is closed has no menus; the same
 * URL and cookies pass open once GATE_OPENS_AT is reached), what the viewport decides about the list (its page
 * size and filter panel by the client hint or `vw` cookie, and whether the page asks for the hint again:
 * app/events/list-viewport.server.ts), and whether the visitor is a crawler (crawlers get the whole document at
 * once instead of a streamed shell). Other cookies (analytics, say) and exact pixel widths would only split the
 * cache. The session cookie carries login and flash messages, so visitors who have one are never served from here.
 *
 * Every response has its own CSP nonce. A stored page remembers the nonce it was rendered with; a hit puts the
 * current request's nonce into every `nonce="…"` attribute, so the CSP header helmet already sent for this
 * request matches the page.
 *
 * From its second visit on, a stored page is also kept gzip-compressed (gzip-with-gaps.ts: the parts around the
 * nonce compressed once, the nonce spliced in as it is), and hits go out as that, also to browsers that accept
 * Brotli: compressing the page again for every hit cost most of a hit, and a gzip page is about a tenth bigger
 * than a Brotli one. Until it is made, and to a visitor that accepts no gzip, a hit goes out as every other
 * response, through compression().
 *
 * Only a 200 page is stored. A render that ends in another page (the 503 while the festival API does not answer,
 * a 404) is still handed to the requests that waited on it, with its status, and then forgotten: each of them
 * rendering again after the wait made a burst of calls to a festival API already failing, and had each visitor
 * wait for its timeout twice or more.
 */
import type { IncomingHttpHeaders } from "node:http";
import { parse as parseCookieHeader } from "cookie";
import type { Request, RequestHandler, Response } from "express";
import { isbot } from "isbot";
import { compressWithGaps, type GzipWithGaps } from "./gzip-with-gaps";
import { carriesSessionCookie } from "../app/account/session-cookie";
import { listViewportOf } from "../app/events/list-viewport.server";
import { renderingCookieNames as appRenderingCookieNames } from "../app/shell/rendering-cookies";
import { frontAccessCookieName, frontAccessOf, type FrontAccess } from "./front-access-gate";

export interface AnonymousPageCacheOptions {
  /** How long a rendered page is served again (PAGE_CACHE_TTL_MS); 0 turns the cache off (the middleware only calls next). */
  ttlMs: number;
  /** Most pages kept; the least recently used goes first. */
  maxEntries?: number;
  /** Bigger pages are sent but not kept. */
  maxBodyBytes?: number;
  /** All kept pages together; the least recently used go first beyond it. */
  maxTotalBytes?: number;
  /** How long a request waits for a render of the same page already under way before rendering itself. */
  maxWaitForRenderMs?: number;
  /** Clock, replaceable in tests. */
  now?: () => number;
}

const defaultMaxEntries = 500;
const defaultMaxBodyBytes = 512 * 1024;
/** 500 list pages of ~64 KB are ~32 MB; this bound holds whatever the pages weigh. */
const defaultMaxTotalBytes = 64 * 1024 * 1024;
const defaultMaxWaitForRenderMs = 10_000;

export const pageCacheHeader = "X-Page-Cache";

/** Headers of the rendered page that describe the page itself; the rest (CSP, cookies, encoding) is per response. */
const keptHeaders = ["content-type", "content-language", "link", "cache-control", "vary", "accept-ch", "critical-ch", "retry-after"];

/** A rendered page as capturePage copied it. */
interface CapturedPage {
  status: number;
  /** The body split at the rendering nonce's attribute, so a hit joins it with its own nonce. */
  bodyAroundNonce: Buffer[];
  nonceAttributeBytes: number;
  headers: [string, string | string[]][];
  bytes: number;
}

interface CachedPage extends CapturedPage {
  /** The body compressed once (gzip-with-gaps.ts); undefined until it is made, or where it cannot be. */
  gzipAroundNonce: GzipWithGaps | undefined;
  /** Whether a hit has asked for the gzip copy (compressForHits). */
  gzipAsked: boolean;
  expiresAt: number;
}

export function anonymousPageCache(options: AnonymousPageCacheOptions): RequestHandler {
  const ttlMs = options.ttlMs;
  const maxEntries = options.maxEntries ?? defaultMaxEntries;
  const maxBodyBytes = options.maxBodyBytes ?? defaultMaxBodyBytes;
  const maxTotalBytes = options.maxTotalBytes ?? defaultMaxTotalBytes;
  const maxWaitForRenderMs = options.maxWaitForRenderMs ?? defaultMaxWaitForRenderMs;
  const now = options.now ?? Date.now;

  if (ttlMs <= 0) return (_request, _response, next) => next();

  /** Map order is insertion order: re-inserting on a hit makes the first key the least recently used. */
  const pages = new Map<string, CachedPage>();
  let totalBytes = 0;
  /**
   * Renders under way by key, so a rush of misses for one page renders it once (single flight). Each settles with
   * the page for its waiters: stored (a 200), or only shared (see above).
   */
  const rendersUnderWay = new Map<string, Promise<CapturedPage | undefined>>();

  function forget(key: string) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    totalBytes -= page.bytes;
  }

  /**
   * An expired page is never served again (its next request renders anew), yet it stayed until the bounds pushed
   * it out: the cache grew to every page ever read (hundreds of event pages, ~40 KB each) instead of the pages
   * read within the last TTL. Dropped at each store, which happens at most once per page per TTL.
   */
  function forgetExpired() {
    const time = now();
    for (const [key, page] of pages) if (page.expiresAt <= time) forget(key);
  }

  function fresh(key: string): CachedPage | undefined {
    const page = pages.get(key);
    if (!page) return undefined;
    forget(key);
    if (page.expiresAt <= now()) return undefined;
    pages.set(key, page);
    totalBytes += page.bytes;
    return page;
  }

  function store(key: string, page: CachedPage) {
    forget(key);
    forgetExpired();
    pages.set(key, page);
    totalBytes += page.bytes;
    keepWithinLimits();
  }

  /**
   * Makes the page's gzip copy, once it is asked for a second time: a page nobody asks for again (a crawler's walk
   * through every filter) never costs it. Made off the event loop; the hits until then are compressed as they go.
   */
  function compressForHits(key: string, page: CachedPage) {
    page.gzipAsked = true;
    void compressWithGaps(page.bodyAroundNonce, page.nonceAttributeBytes).then((gzip) => {
      if (!gzip || pages.get(key) !== page) return;
      page.gzipAroundNonce = gzip;
      page.bytes += gzip.storedBytes;
      totalBytes += gzip.storedBytes;
      keepWithinLimits();
    });
  }

  function keepWithinLimits() {
    while (pages.size > maxEntries || totalBytes > maxTotalBytes) forget(pages.keys().next().value as string);
  }

  return async (request, response, next) => {
    if (!isCacheCandidate(request)) return next();
    const key = cacheKeyOf(request, frontAccessOf(response));

    const sendHit = (page: CachedPage) => {
      sendCapturedPage(request, response, page, "hit", page.gzipAroundNonce);
      if (!page.gzipAsked) compressForHits(key, page);
    };
    const page = fresh(key);
    if (page) return sendHit(page);
    const underWay = rendersUnderWay.get(key);
    const rendered = underWay && (await withinMs(underWay, maxWaitForRenderMs));
    // A visitor who has left, while waiting here or before the cache was reached (the static files look every
    // path up on disk first), gets nothing sent or rendered. Becoming the renderer would be worse than waste: the
    // response's "close" has passed, so its capture would never settle, and every later visitor of the page
    // would wait for it in vain.
    if (response.destroyed) return;
    if (rendered) {
      const stored = fresh(key);
      return stored ? sendHit(stored) : sendCapturedPage(request, response, rendered, "shared");
    }

    response.setHeader(pageCacheHeader, "miss");
    // A HEAD response has no body to keep; it renders for itself and leaves the render to a GET.
    if (request.method === "HEAD") return next();
    // Another request with the same key may have become the renderer while this one waited.
    if (rendersUnderWay.has(key)) return next();

    const render = capturePage(response, maxBodyBytes).then((captured) => {
      if (rendersUnderWay.get(key) === render) rendersUnderWay.delete(key);
      if (captured && storable(captured)) store(key, { ...captured, gzipAroundNonce: undefined, gzipAsked: false, expiresAt: now() + ttlMs });
      return captured;
    });
    rendersUnderWay.set(key, render);
    next();
  };
}

/** GET or HEAD of a document by a visitor without a session; never Remix data requests. */
function isCacheCandidate(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (carriesSessionCookie(request.headers.cookie)) return false;
  const queryStart = request.originalUrl.indexOf("?");
  const path = queryStart === -1 ? request.originalUrl : request.originalUrl.slice(0, queryStart);
  if (path.endsWith(".data")) return false;
  if (queryStart !== -1 && new URLSearchParams(request.originalUrl.slice(queryStart + 1)).has("_data")) return false;
  return true;
}

/**
 * Everything the rendered page depends on besides the data behind it. The origin parts are what the Remix
 * express adapter builds request.url from (protocol, hostname under "trust proxy", Host and X-Forwarded-Host
 * ports), so a forged Host header cannot put its origin into a page other visitors get.
 */
function cacheKeyOf(request: Request, frontAccess: FrontAccess): string {
  const headers: IncomingHttpHeaders = request.headers;
  return JSON.stringify([
    request.protocol,
    request.hostname,
    headers.host ?? "",
    headers["x-forwarded-host"] ?? "",
    request.originalUrl,
    renderingCookiesOf(headers.cookie),
    frontAccess,
    listViewportOf(headers),
    isbot(headers["user-agent"] ?? ""),
  ]);
}

/** The cookies a page is rendered from: the app's (app/shell/rendering-cookies.ts) and the gate's. */
const renderingCookieNames: readonly string[] = [...Object.values(appRenderingCookieNames), frontAccessCookieName];

/** Their values, in that order, as the pages read them (the first of a repeated name). */
function renderingCookiesOf(cookieHeader: string | undefined): (string | null)[] {
  const cookies = cookieHeader ? parseCookieHeader(cookieHeader) : {};
  return renderingCookieNames.map((name) => cookies[name] ?? null);
}

/**
 * A stored page ("hit", with its gzip copy once made), or the page of a render this request waited on that was not
 * stored ("shared").
 */
function sendCapturedPage(request: Request, response: Response, page: CapturedPage, cacheAnswer: "hit" | "shared", gzipAroundNonce?: GzipWithGaps) {
  const nonce = nonceAttribute(String(response.locals.cspNonce ?? ""));
  response.status(page.status);
  for (const [name, value] of page.headers) response.setHeader(name, value);
  response.setHeader(pageCacheHeader, cacheAnswer);
  response.vary("Accept-Encoding");
  const gzipped = request.acceptsEncodings("gzip", "identity") === "gzip" ? gzipAroundNonce?.withFillers(nonce) : undefined;
  if (gzipped) response.setHeader("Content-Encoding", "gzip");
  const body = gzipped ?? Buffer.concat(page.bodyAroundNonce.flatMap((part, index) => (index === 0 ? [part] : [nonce, part])));
  response.setHeader("Content-Length", body.length);
  if (request.method === "HEAD") response.end();
  else response.end(body);
}

function nonceAttribute(nonce: string): Buffer {
  return Buffer.from(`nonce="${nonce}"`);
}

/** The buffer's pieces between the separator's occurrences. */
function splitAt(buffer: Buffer, separator: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let start = 0;
  for (let at = buffer.indexOf(separator); at !== -1; at = buffer.indexOf(separator, start)) {
    pieces.push(buffer.subarray(start, at));
    start = at + separator.length;
  }
  pieces.push(buffer.subarray(start));
  return pieces;
}

/**
 * Copies what the rest of the chain writes while it still goes to the visitor unchanged (streaming included),
 * and resolves with the page once the chain has ended the response, or undefined when it may not be served to
 * another visitor: the visitor gone before the end, not text/html, a Set-Cookie header, no-store/private, or too
 * big (whether it is stored too is `storable`'s question). compression() ran earlier, so its write/end sit below
 * these wrappers and what passes here is the uncompressed HTML.
 *
 * The page is whole once the chain has ended it, not once the visitor has read it: a visitor who never reads holds
 * their response's "finish" back for as long as their connection stays open, and every other visitor of the page
 * would wait for that (maxWaitForRenderMs each, the page never stored while it lasted).
 */
function capturePage(response: Response, maxBodyBytes: number): Promise<CapturedPage | undefined> {
  const renderedNonce = String(response.locals.cspNonce ?? "");
  const chunks: Buffer[] = [];
  let size = 0;
  let tooBig = false;

  const collect = (chunk: unknown, encoding: unknown) => {
    if (tooBig || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > maxBodyBytes) {
      tooBig = true;
      chunks.length = 0;
    } else chunks.push(buffer);
  };

  let resolvePage!: (page: CapturedPage | undefined) => void;
  const page = new Promise<CapturedPage | undefined>((resolve) => (resolvePage = resolve));
  let settled = false;
  // The end, or "close" before it (the visitor gone mid-render): whichever is first settles, so waiters never hang.
  const settle = (ended: boolean) => {
    if (settled) return;
    settled = true;
    response.off("close", closedFirst);
    if (!ended || tooBig || !shareable(response, renderedNonce)) return resolvePage(undefined);
    const nonce = nonceAttribute(renderedNonce);
    resolvePage({
      status: response.statusCode,
      bodyAroundNonce: splitAt(Buffer.concat(chunks), nonce),
      nonceAttributeBytes: nonce.length,
      headers: keptHeadersOf(response),
      bytes: size,
    });
  };
  const closedFirst = () => settle(false);
  response.once("close", closedFirst);

  const write = response.write;
  const end = response.end;
  response.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response["write"];
  response.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    const ended = (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
    settle(true);
    return ended;
  } as Response["end"];

  return page;
}

/** A page rendered for nobody in particular: HTML with its nonce, no cookie set, neither no-store nor private. */
function shareable(response: Response, renderedNonce: string): boolean {
  if (!renderedNonce) return false;
  if (!/^text\/html\b/i.test(String(response.getHeader("content-type") ?? ""))) return false;
  if (response.getHeader("set-cookie") !== undefined) return false;
  return !/\b(?:no-store|private)\b/i.test(String(response.getHeader("cache-control") ?? ""));
}

/** A shared page that is served again for the TTL: a 200. */
function storable(page: CapturedPage): boolean {
  return page.status === 200;
}

function keptHeadersOf(response: Response): [string, string | string[]][] {
  const kept: [string, string | string[]][] = [];
  for (const name of keptHeaders) {
    const value = response.getHeader(name);
    if (value !== undefined) kept.push([name, typeof value === "number" ? String(value) : value]);
  }
  return kept;
}

/** The promise's value, or undefined once `ms` have passed (a stuck render must not hold its waiters). */
function withinMs<T>(promise: Promise<T | undefined>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
