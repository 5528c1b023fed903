/**
 * The front-access gate (spec §2 "Route guard", ARCHITECTURE.md "Decisions on the spec's open points"): with
 * GATE_ENABLED=true everyone sees /soon until this browser is granted access by a visit with
 * `?access=<GATE_TOKEN>`, or until GATE_OPENS_AT passes for everyone. It is a launch curtain, not an
 * authorisation layer: the festival API still decides who may do what.
 *
 * It is decided here, in the Node server, for every request that reaches Remix or the media proxy: with single
 * fetch a data request (`/.data?_routes=routes/_index`, `/event/1.data`) runs only the loaders it names, so a
 * gate in the root loader would let it through, and a POST runs its action before any loader.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { createCookie } from "@remix-run/node";
import type { RequestHandler, Response } from "express";
import { accessibilityStatementPath, privacyPolicyPath, statutePath } from "../app/legal/legal-paths";

export interface GateConfig {
  enabled: boolean;
  token: string | undefined;
  opensAt: Date | undefined;
}

/** What a request that passed may show: `closed` renders the shell without its menus (spec §2). */
export type FrontAccess = "open" | "closed";

export type GateDecision =
  | { kind: "pass"; frontAccess: FrontAccess }
  | { kind: "redirect"; status: 302 | 303; location: string; grantAccess: boolean }
  /** A data request the gate keeps shut: an empty 403, never a page or data. */
  | { kind: "refuse" };

export const soonPath = "/soon";
const accessParameter = "access";
const oneYearInSeconds = 60 * 60 * 24 * 365;

/**
 * Served while the gate is closed: /soon, and the legal pages (the law wants the accessibility statement
 * reachable; legal texts reveal no festival data), with the Remix route ids of their loaders besides root.
 */
const pagesServedWhileClosed = new Map([
  [soonPath, "routes/soon"],
  [accessibilityStatementPath, "routes/accessibility"],
  [statutePath, "routes/statute"],
  [privacyPolicyPath, "routes/private-policy"],
]);
const routesServedWhileClosed = new Set(["root", ...pagesServedWhileClosed.values()]);

/**
 * Besides those pages: the health check, the client's route manifest (route ids and module URLs, which the
 * public build files hold anyway; client navigation and the language switch on /soon need it), and the assets.
 * server.ts serves public/ (/build/) before the gate, so that entry only keeps the rule whole if it ever moves;
 * /locales/ is a route behind the gate (routes/locales.$lng.$ns.ts), which /soon's texts in the browser need.
 */
const pathsServedWhileClosed = new Set(["/healthz", "/__manifest"]);
const assetPathPrefixes = ["/build/", "/locales/"];
const faviconPath = /^\/favicon\.[a-z]+$/;

/** The preference POSTs (language, large text, cookie consent) must keep working on /soon itself. */
const preferencePathPrefix = "/preferences/";

/** Holds a digest of the token, so changing GATE_TOKEN withdraws every access granted with the old one. */
export const frontAccessCookieName = "front_access";

export const frontAccessCookie = createCookie(frontAccessCookieName, {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: oneYearInSeconds,
});

function digestOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The query of the previous route goes along when the gate changes the path (spec §2 "Route guard"). */
function withCarriedQuery(path: string, url: URL): string {
  const query = new URLSearchParams(url.searchParams);
  query.delete(accessParameter);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** A Remix data request: single fetch's `<path>.data`, or the older `?_data=<route id>` Remix still answers. */
function isDataRequest(url: URL): boolean {
  return url.pathname.endsWith(".data") || url.searchParams.has("_data");
}

/** The page a single-fetch data request is for, as Remix reads it (`/_root.data` is the home page's). */
function pagePathOf(url: URL): string {
  return url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
}

/** The route ids whose loaders (or action) a data request asks for; none named means all the page's matches. */
function routeIdsNamedIn(url: URL): string[] {
  const singleFetchRoutes = url.searchParams.getAll("_routes").flatMap((ids) => ids.split(","));
  return [...singleFetchRoutes, ...url.searchParams.getAll("_data")];
}

function isReading(method: string): boolean {
  return method === "GET" || method === "HEAD";
}

/** The allow-list of the closed gate, by method, path and, for data requests, the routes they name. */
export function servedWhileClosed(method: string, url: URL): boolean {
  if (!isReading(method)) return pagePathOf(url).startsWith(preferencePathPrefix);
  if (isDataRequest(url)) {
    return pagesServedWhileClosed.has(pagePathOf(url)) && routeIdsNamedIn(url).every((id) => routesServedWhileClosed.has(id));
  }
  const path = url.pathname;
  return (
    pagesServedWhileClosed.has(path) ||
    pathsServedWhileClosed.has(path) ||
    assetPathPrefixes.some((prefix) => path.startsWith(prefix)) ||
    faviconPath.test(path)
  );
}

function hasAccess(accessDigest: unknown, config: GateConfig, now: Date): boolean {
  if (!config.enabled || (config.opensAt !== undefined && now >= config.opensAt)) return true;
  return config.token !== undefined && typeof accessDigest === "string" && sameDigest(accessDigest, digestOf(config.token));
}

/** The whole rule as a pure function of the request, the visitor's access cookie, the configuration and the time. */
export function frontAccessDecision(
  request: { method: string; url: URL },
  accessDigest: unknown,
  config: GateConfig,
  now: Date,
): GateDecision {
  const { method, url } = request;
  const reading = isReading(method);
  const offeredToken = url.searchParams.get(accessParameter);
  if (config.enabled && config.token && offeredToken !== null && sameDigest(digestOf(offeredToken), digestOf(config.token))) {
    // One leading slash, so the way back never becomes a protocol-relative URL to another site (`//host`).
    const samePath = url.pathname.replace(/^\/+/, "/");
    return { kind: "redirect", status: reading ? 302 : 303, location: withCarriedQuery(samePath, url), grantAccess: true };
  }
  if (hasAccess(accessDigest, config, now)) {
    if (reading && url.pathname === soonPath) return { kind: "redirect", status: 302, location: withCarriedQuery("/", url), grantAccess: false };
    return { kind: "pass", frontAccess: "open" };
  }
  if (servedWhileClosed(method, url)) return { kind: "pass", frontAccess: "closed" };
  if (isDataRequest(url)) return { kind: "refuse" };
  if (!reading) return { kind: "redirect", status: 303, location: soonPath, grantAccess: false };
  return { kind: "redirect", status: 302, location: withCarriedQuery(soonPath, url), grantAccess: false };
}

/**
 * The gate as express middleware. A request that passes carries the verdict in `response.locals` for the page
 * cache's key and Remix's load context (read it with frontAccessOf).
 */
export function frontAccessGate(config: GateConfig): RequestHandler {
  return async (request, response, next) => {
    let url: URL;
    try {
      // Joined, not resolved against a base, exactly as the Remix adapter builds request.url, so a path such as
      // `//host/soon` means the same page to the gate and to Remix.
      url = new URL(`http://portal.invalid${request.originalUrl}`);
    } catch {
      response.status(400).end();
      return;
    }
    const accessDigest: unknown = config.enabled && config.token ? await frontAccessCookie.parse(request.headers.cookie ?? null) : undefined;
    const decision = frontAccessDecision({ method: request.method, url }, accessDigest, config, new Date());
    if (decision.kind === "pass") {
      response.locals.frontAccess = decision.frontAccess;
      return next();
    }
    // The answer changes when the gate opens: no cache may keep it.
    response.setHeader("Cache-Control", "no-store");
    if (decision.kind === "refuse") {
      response.status(403).end();
      return;
    }
    if (decision.grantAccess && config.token) response.setHeader("Set-Cookie", await frontAccessCookie.serialize(digestOf(config.token)));
    response.redirect(decision.status, decision.location);
  };
}

/** The gate's verdict on this request; `open` where the gate did not run. */
export function frontAccessOf(response: Response): FrontAccess {
  return response.locals.frontAccess === "closed" ? "closed" : "open";
}
