import type { Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parsePortalEnvironment } from "../app/config/portal-config.server";
import { anonymousPageCache, type AnonymousPageCacheOptions } from "./anonymous-page-cache";
import { frontAccessGate, type GateConfig } from "./front-access-gate";
import { responseCompression } from "./response-compression";
import { assignCspNonce, securityHeaders } from "./security-headers";

/**
 * The middleware in the order server.ts mounts it (nonce, helmet's CSP, compression, the static files, the
 * front-access gate when given, cache) in front of a stand-in for Remix that counts its renders and streams a page
 * bigger than compression's threshold (`/huge`: 8 MB, more than a socket's buffers hold). The static files' stand-in looks `/late` up for 100 ms before passing it on,
 * as express.static's look-up of every path on disk takes its time.
 */
async function portalWith(options: AnonymousPageCacheOptions, gate?: GateConfig) {
  const renders: string[] = [];
  /** The rendered responses whose last byte has left ("finish"). */
  const finished: string[] = [];
  const app = express();
  app.use(assignCspNonce);
  app.use(securityHeaders({ production: true }));
  app.use(responseCompression());
  app.use((request, _response, next) => (request.path === "/late" ? setTimeout(next, 100) : next()));
  if (gate) app.use(frontAccessGate(gate));
  app.use(anonymousPageCache(options));
  app.all("*", async (request, response) => {
    renders.push(request.originalUrl);
    response.on("finish", () => finished.push(request.originalUrl));
    const nonce = response.locals.cspNonce as string;
    if (request.path === "/json") {
      response.json({ rendered: renders.length });
      return;
    }
    if (request.path === "/sets-cookie") response.setHeader("Set-Cookie", "flash=1; Path=/");
    if (request.path === "/no-store") response.setHeader("Cache-Control", "no-store");
    if (request.path === "/private") response.setHeader("Cache-Control", "private, max-age=0");
    if (request.path === "/missing") response.status(404);
    if (request.path === "/unavailable") response.status(503).setHeader("Retry-After", "30");
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.setHeader("Vary", "Sec-CH-Viewport-Width, Cookie");
    response.setHeader("Link", "</build/app.css>; rel=preload; as=style");
    // Streamed in pieces, like React's renderToPipeableStream through the Remix adapter.
    response.write(`<!DOCTYPE html><html><head><script nonce="${nonce}">boot()</script></head><body>`);
    const renderMs = { "/slow": 100, "/slowest": 500, "/unavailable": 100 }[request.path] ?? 1;
    await new Promise((resolve) => setTimeout(resolve, renderMs));
    const filler = request.path === "/huge" ? "x".repeat(8 * 1024 * 1024) : "zażółć ".repeat(400);
    response.write(`<p>render ${renders.length} of ${request.originalUrl}: ${filler}</p>`);
    response.end(`<script nonce="${nonce}">hydrate()</script></body></html>`);
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  servers.push(server);
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  /** The whole answer read, so the render has finished (and is stored) when this resolves. */
  const get = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, init);
    const html = await response.text();
    return { status: response.status, headers: response.headers, html, text: async () => html, json: async () => JSON.parse(html) as unknown };
  };
  /** A visitor who asks for a page and never reads the answer: its last bytes wait in the server for as long as they like. */
  const visitorWhoNeverReads = (path: string, userAgent: string) =>
    new Promise<Socket>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.pause();
        socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUser-Agent: ${userAgent}\r\n\r\n`);
        resolve(socket);
      });
      socket.on("error", () => undefined);
    });
  return { renders, finished, get, visitorWhoNeverReads };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      return closed;
    }),
  );
});

/** How the cache answers the next two visitors of a page: a render, then the stored page, unless a render hangs. */
async function cacheAnswersToTheNextTwo(portal: Awaited<ReturnType<typeof portalWith>>, path: string) {
  const next = await portal.get(path);
  const afterIt = await portal.get(path);
  return [next, afterIt].map((answer) => answer.headers.get("x-page-cache"));
}

const nonceOfHeader = (response: { headers: Headers }) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
const nonceAttributes = (html: string) => [...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);

describe("anonymousPageCache", () => {
  it("serves a stored page again with this request's nonce in every nonce attribute", async () => {
    const portal = await portalWith({ ttlMs: 5_000 });
    const first = await portal.get("/?category=Warsztaty");
    const firstHtml = await first.text();
    const second = await portal.get("/?category=Warsztaty");
    const secondHtml = await second.text();

    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(portal.renders).toHaveLength(1);
    const storedNonce = nonceOfHeader(first)!;
    const currentNonce = nonceOfHeader(second)!;
    expect(currentNonce).not.toBe(storedNonce);
    expect(nonceAttributes(firstHtml)).toEqual([storedNonce, storedNonce]);
    expect(nonceAttributes(secondHtml)).toEqual([currentNonce, currentNonce]);
    expect(secondHtml).not.toContain(storedNonce);
    expect(secondHtml.replaceAll(currentNonce, storedNonce)).toBe(firstHtml);
  });

  it("keeps the page's own headers and sends a hit gzip-compressed at store time, also where Brotli is accepted", async () => {
    const portal = await portalWith({ ttlMs: 5_000 });
    const miss = await portal.get("/", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(miss.headers.get("content-encoding")).toBe("br");
    // The gzip copy is made at the first hit, off the event loop: the hits until it is there are Brotli.
    const browsersGet = () => portal.get("/", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    const firstHit = await browsersGet();
    expect([firstHit.headers.get("x-page-cache"), firstHit.headers.get("content-encoding")]).toEqual(["hit", "br"]);
    await vi.waitFor(async () => expect((await browsersGet()).headers.get("content-encoding")).toBe("gzip"), { timeout: 4_000 });
    for (let hits = 0; hits < 3; hits++) {
      const hit = await browsersGet();
      expect(hit.headers.get("x-page-cache")).toBe("hit");
      expect(hit.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(hit.headers.get("link")).toBe("</build/app.css>; rel=preload; as=style");
      expect(hit.headers.get("vary")).toContain("Cookie");
      expect(hit.headers.get("vary")).toContain("Accept-Encoding");
      expect(hit.headers.get("content-encoding")).toBe("gzip");
      expect(hit.headers.get("set-cookie")).toBeNull();
      // fetch has decoded it: the page as rendered, with this answer's nonce.
      expect(hit.html.replaceAll(nonceOfHeader(hit)!, nonceOfHeader(miss)!)).toBe(miss.html);
    }
    expect(portal.renders).toHaveLength(1);
  });

  it("sends a hit to a browser that accepts no gzip as any other page: compressed as it accepts, or not", async () => {
    const portal = await portalWith({ ttlMs: 5_000 });
    const page = (await portal.get("/")).html;
    const brotliOnly = await portal.get("/", { headers: { "Accept-Encoding": "br" } });
    expect(brotliOnly.headers.get("x-page-cache")).toBe("hit");
    expect(brotliOnly.headers.get("content-encoding")).toBe("br");
    expect(brotliOnly.html.length).toBe(page.length);
    const plain = await portal.get("/", { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("x-page-cache")).toBe("hit");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(Number(plain.headers.get("content-length"))).toBe(Buffer.byteLength(plain.html));
    expect(nonceAttributes(plain.html)).toEqual([nonceOfHeader(plain), nonceOfHeader(plain)]);
  });

  it("answers HEAD from a page a GET stored, without a body", async () => {
    const portal = await portalWith({ ttlMs: 5_000 });
    const page = await (await portal.get("/")).text();
    const head = await portal.get("/", { method: "HEAD", headers: { "Accept-Encoding": "identity" } });
    expect(head.headers.get("x-page-cache")).toBe("hit");
    expect(Number(head.headers.get("content-length"))).toBe(Buffer.byteLength(page));
    expect(await head.text()).toBe("");
    expect(portal.renders).toHaveLength(1);
  });

  it("never serves or stores a page for a visitor with a session", async () => {
    const portal = await portalWith({ ttlMs: 5_000 });
    const session = { headers: { Cookie: "language=en; __session=signed-login" } };
    const first = await portal.get("/", session);
    const second = await portal.get("/", session);
    expect(first.headers.get("x-page-cache")).toBeNull();
    expect(second.headers.get("x-page-cache")).toBeNull();
    expect(portal.renders).toHaveLength(2);
    // Nor does a session visitor's render reach anonymous visitors with the same other cookies.
    expect((await portal.get("/", { headers: { Cookie: "language=en" } })).headers.get("x-page-cache")).toBe("miss");
  });

  it("does not store a response that sets a cookie", async () => {
    const portal = await portalWith({ ttlMs: 5_000 });
    await portal.get("/sets-cookie");
    const second = await portal.get("/sets-cookie");
    expect(second.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("set-cookie")).toBe("flash=1; Path=/");
    expect(portal.renders).toHaveLength(2);
  });

  it("does not store a response its route marks no-store or private", async () => {
    const portal = await portalWith({ ttlMs: 5_000 });
    for (const path of ["/no-store", "/private"]) expect(await cacheAnswersToTheNextTwo(portal, path), path).toEqual(["miss", "miss"]);
    expect(portal.renders).toHaveLength(4);
  });

  it("does not store a response other than 200", async () => {
    const portal = await portalWith({ ttlMs: 5_000 });
    await portal.get("/missing");
    const second = await portal.get("/missing");
    expect(second.status).toBe(404);
    expect(second.headers.get("x-page-cache")).toBe("miss");
    expect(portal.renders).toHaveLength(2);
  });

  it("does not store what is not HTML, and leaves Remix data requests alone", async () => {
    const portal = await portalWith({ ttlMs: 5_000 });
    await portal.get("/json");
    expect(await (await portal.get("/json")).json()).toEqual({ rendered: 2 });
    for (const path of ["/_root.data", "/event/7.data?_routes=root", "/?_data=root"]) {
      await portal.get(path);
      expect((await portal.get(path)).headers.get("x-page-cache")).toBeNull();
    }
    expect(portal.renders).toHaveLength(8);
  });

  it("keeps a page per Cookie header and per viewport-width hint", async () => {
    const portal = await portalWith({ ttlMs: 5_000 });
    const withCookie = (cookie: string, width = "1280") => ({ headers: { Cookie: cookie, "Sec-CH-Viewport-Width": width } });
    expect((await portal.get("/", withCookie("language=pl"))).headers.get("x-page-cache")).toBe("miss");
    expect((await portal.get("/", withCookie("language=en"))).headers.get("x-page-cache")).toBe("miss");
    expect((await portal.get("/", withCookie("language=en; large_text=true"))).headers.get("x-page-cache")).toBe("miss");
    expect((await portal.get("/", withCookie("language=en", "600"))).headers.get("x-page-cache")).toBe("miss");
    expect((await portal.get("/", withCookie("language=en"))).headers.get("x-page-cache")).toBe("hit");
    expect((await portal.get("/", withCookie("language=pl"))).headers.get("x-page-cache")).toBe("hit");
    expect(portal.renders).toHaveLength(4);
  });

  it("keeps a page served while the gate was closed apart from the same page once the gate has opened", async () => {
    const gate: GateConfig = { enabled: true, token: "open-sesame", opensAt: new Date(Date.now() + 60_000) };
    const portal = await portalWith({ ttlMs: 5_000 }, gate);
    expect((await portal.get("/accessibility")).headers.get("x-page-cache")).toBe("miss");
    expect((await portal.get("/accessibility")).headers.get("x-page-cache")).toBe("hit");
    // GATE_OPENS_AT reached: the same URL and cookies now get the page with its menus.
    gate.opensAt = new Date(Date.now() - 1);
    expect((await portal.get("/accessibility")).headers.get("x-page-cache")).toBe("miss");
    expect(portal.renders).toHaveLength(2);
  });

  it("shares a page across cookies it is not rendered from and widths of one page size", async () => {
    const portal = await portalWith({ ttlMs: 5_000 });
    const request = (cookie: string, width: string) => ({ headers: { Cookie: cookie, "Sec-CH-Viewport-Width": width } });
    expect((await portal.get("/", request("language=en; _ga=GA1.1.1", "1280"))).headers.get("x-page-cache")).toBe("miss");
    // Another analytics id, the cookies in another order, and another width that still gives 9 per page.
    expect((await portal.get("/", request("_ga=GA1.1.2; language=en", "1400"))).headers.get("x-page-cache")).toBe("hit");
    // Above 1600 px the page holds 16 events: another page.
    expect((await portal.get("/", request("language=en", "1700"))).headers.get("x-page-cache")).toBe("miss");
    expect(portal.renders).toHaveLength(2);
  });

  it("reads cookies as the pages do: the vw cookie's page size, and a value however it is escaped", async () => {
    const portal = await portalWith({ ttlMs: 5_000 });
    const cacheOf = async (cookie: string) => (await portal.get("/", { headers: { Cookie: cookie } })).headers.get("x-page-cache");
    expect(await cacheOf("vw=1700")).toBe("miss");
    expect(await cacheOf("_ga=GA1.1.1;vw=1800")).toBe("hit");
    expect(await cacheOf("vw=1280")).toBe("miss");
    // Remix's cookie (base64 of the JSON "en") escaped or not is one language.
    expect(await cacheOf("language=ImVuIg%3D%3D")).toBe("miss");
    expect(await cacheOf("language=ImVuIg==")).toBe("hit");
    expect(portal.renders).toHaveLength(3);
  });

  it("keeps a page per filter panel state within one page size, and per whether it asks for the width hint", async () => {
    const portal = await portalWith({ ttlMs: 5_000 });
    const cacheOf = async (headers: Record<string, string>) => (await portal.get("/", { headers })).headers.get("x-page-cache");
    // 9 events a page either way, the filter panel open above 1200 px only.
    expect(await cacheOf({ "Sec-CH-Viewport-Width": "1280" })).toBe("miss");
    expect(await cacheOf({ "Sec-CH-Viewport-Width": "1100" })).toBe("miss");
    expect(await cacheOf({ "Sec-CH-Viewport-Width": "1300" })).toBe("hit");
    // Without the hint: a desktop's page asks for it again (Critical-CH), a phone's does not.
    expect(await cacheOf({ "Sec-CH-UA-Mobile": "?0" })).toBe("miss");
    expect(await cacheOf({ "Sec-CH-UA-Mobile": "?1" })).toBe("miss");
    expect(await cacheOf({ "Sec-CH-UA-Mobile": "?1" })).toBe("hit");
    expect(await cacheOf({ "Sec-CH-UA-Mobile": "?0" })).toBe("hit");
    expect(portal.renders).toHaveLength(4);
  });

  it("renders again once the TTL has passed", async () => {
    let clock = 1_000_000;
    const portal = await portalWith({ ttlMs: 5_000, now: () => clock });
    await portal.get("/");
    clock += 4_999;
    expect((await portal.get("/")).headers.get("x-page-cache")).toBe("hit");
    clock += 1;
    expect((await portal.get("/")).headers.get("x-page-cache")).toBe("miss");
    expect((await portal.get("/")).headers.get("x-page-cache")).toBe("hit");
    expect(portal.renders).toHaveLength(2);
  });

  it("renders a page once for a burst of concurrent misses, each answer with its own nonce", async () => {
    const portal = await portalWith({ ttlMs: 5_000 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => portal.get("/slow")));
    expect(portal.renders).toHaveLength(1);
    const caches = answers.map((answer) => answer.headers.get("x-page-cache")).sort();
    expect(caches).toEqual(["hit", "hit", "hit", "hit", "hit", "miss"]);
    for (const answer of answers) {
      const html = await answer.text();
      expect(nonceAttributes(html)).toEqual([nonceOfHeader(answer), nonceOfHeader(answer)]);
      expect(html).toContain("render 1 of /slow");
    }
    expect(new Set(answers.map(nonceOfHeader)).size).toBe(6);
  });

  it("hands a render's page other than 200 to the requests that waited on it, with its status, without keeping it", async () => {
    const portal = await portalWith({ ttlMs: 5_000 });
    // The festival API not answering: each visitor waiting on the render rendered again, another call and another wait.
    const answers = await Promise.all(Array.from({ length: 6 }, () => portal.get("/unavailable")));
    expect(portal.renders).toHaveLength(1);
    expect(answers.map((answer) => answer.headers.get("x-page-cache")).sort()).toEqual(["miss", "shared", "shared", "shared", "shared", "shared"]);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("30");
      expect(nonceAttributes(answer.html)).toEqual([nonceOfHeader(answer), nonceOfHeader(answer)]);
      expect(answer.html).toContain("render 1 of /unavailable");
    }
    // Once the render has ended, the next visitor gets a render of their own.
    expect((await portal.get("/unavailable")).headers.get("x-page-cache")).toBe("miss");
    expect(portal.renders).toHaveLength(2);
  });

  it("renders for the next visitor at once when the visitors waiting on a render left before it ended", async () => {
    // A visitor who waited on another's render and left meanwhile used to become the renderer of a closed response:
    // its "close" had passed, so the render never settled, and every later visitor of the page waited out
    // maxWaitForRenderMs without the page ever being stored again (found under load: the page took 10 s until a
    // restart once a load generator had stopped mid-rush).
    const portal = await portalWith({ ttlMs: 5_000, maxWaitForRenderMs: 1_000 });
    const renderer = new AbortController();
    const waiter = new AbortController();
    const leftEarly = (init: RequestInit) => portal.get("/slowest", init).catch(() => undefined);
    const rendering = leftEarly({ signal: renderer.signal });
    await vi.waitFor(() => expect(portal.renders).toHaveLength(1), { interval: 5, timeout: 4_000 });
    const waiting = leftEarly({ signal: waiter.signal });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The waiter leaves first, then the renderer, whose render thus ends with nothing to keep. (Had the server seen
    // them go the other way round, the waiter would have become the renderer while still there: no fault to show,
    // and the assertions below hold all the same.)
    waiter.abort();
    await new Promise((resolve) => setTimeout(resolve, 50));
    renderer.abort();
    await Promise.all([rendering, waiting]);

    expect(await cacheAnswersToTheNextTwo(portal, "/slowest")).toEqual(["miss", "hit"]);
  });

  it("renders for the next visitor at once when a visitor left before the cache was reached", async () => {
    // The same fault by another way: a visitor who left while the static files looked the path up reached the
    // cache with its response closed already, became the renderer, and its render never settled.
    const portal = await portalWith({ ttlMs: 5_000, maxWaitForRenderMs: 1_000 });
    const visitor = new AbortController();
    const leaving = portal.get("/late", { signal: visitor.signal }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    visitor.abort();
    await leaving;

    expect(await cacheAnswersToTheNextTwo(portal, "/late")).toEqual(["miss", "hit"]);
  });

  it("keeps a page once it is rendered, not once its visitor has read it: a visitor who never reads holds nobody up", async () => {
    // The page used to be kept at its response's "finish", which a visitor who never reads holds back: every other
    // visitor of the page then waited maxWaitForRenderMs and rendered it again, for as long as that one connection
    // stayed open.
    const portal = await portalWith({ ttlMs: 5_000, maxWaitForRenderMs: 5_000, maxBodyBytes: 16 * 1024 * 1024 });
    const browser = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
    const stalled = await portal.visitorWhoNeverReads("/huge", browser);
    await vi.waitFor(() => expect(portal.renders).toEqual(["/huge"]), { interval: 5, timeout: 4_000 });

    const next = await portal.get("/huge", { headers: { "Accept-Encoding": "identity", "User-Agent": browser } });
    expect(next.headers.get("x-page-cache")).toBe("hit");
    expect(next.html).toContain("render 1 of /huge");
    expect(portal.renders).toHaveLength(1);
    // Still unread: what the test is about.
    expect(portal.finished).toEqual([]);
    stalled.destroy();
  });

  it("sends a page bigger than the entry limit but does not keep it", async () => {
    const portal = await portalWith({ ttlMs: 5_000, maxBodyBytes: 1_024 });
    expect(await (await portal.get("/")).text()).toMatch(/<\/html>$/);
    expect((await portal.get("/")).headers.get("x-page-cache")).toBe("miss");
    expect(portal.renders).toHaveLength(2);
  });

  it("keeps at most maxEntries pages, dropping the least recently used", async () => {
    const portal = await portalWith({ ttlMs: 5_000, maxEntries: 2 });
    await portal.get("/a");
    await portal.get("/b");
    await portal.get("/a");
    await portal.get("/c");
    expect((await portal.get("/a")).headers.get("x-page-cache")).toBe("hit");
    expect((await portal.get("/b")).headers.get("x-page-cache")).toBe("miss");
  });

  it("keeps at most maxTotalBytes of pages together", async () => {
    const portal = await portalWith({ ttlMs: 5_000, maxTotalBytes: 5_000 });
    await portal.get("/a");
    expect((await portal.get("/a")).headers.get("x-page-cache")).toBe("hit");
    await portal.get("/b");
    expect((await portal.get("/b")).headers.get("x-page-cache")).toBe("hit");
    expect((await portal.get("/a")).headers.get("x-page-cache")).toBe("miss");
  });

  it("is off with PAGE_CACHE_TTL_MS=0", async () => {
    expect(pageCacheTtlMsOf({ PAGE_CACHE_TTL_MS: "0" })).toBe(0);
    const portal = await portalWith({ ttlMs: pageCacheTtlMsOf({ PAGE_CACHE_TTL_MS: "0" }) });
    const first = await portal.get("/");
    const second = await portal.get("/");
    expect(first.headers.get("x-page-cache")).toBeNull();
    expect(second.headers.get("x-page-cache")).toBeNull();
    expect(portal.renders).toHaveLength(2);
  });

  it("reads PAGE_CACHE_TTL_MS: default 5 s, a mistake refused", () => {
    expect(pageCacheTtlMsOf({})).toBe(5_000);
    expect(pageCacheTtlMsOf({ PAGE_CACHE_TTL_MS: "2500" })).toBe(2_500);
    expect(() => pageCacheTtlMsOf({ PAGE_CACHE_TTL_MS: "5s" })).toThrow(/PAGE_CACHE_TTL_MS/);
    expect(() => pageCacheTtlMsOf({ PAGE_CACHE_TTL_MS: "-1" })).toThrow(/PAGE_CACHE_TTL_MS/);
  });
});

/** PAGE_CACHE_TTL_MS as the portal's configuration reads it (app/config/portal-config.server.ts). */
function pageCacheTtlMsOf(env: Record<string, string>): number {
  const parsed = parsePortalEnvironment(env);
  if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
  return parsed.settings.pageCacheTtlMs;
}
