import { createHash, timingSafeEqual } from "node:crypto";
import { createCookie, redirect } from "@remix-run/node";

/**
 * The front-access gate (spec §2 "Route guard", ARCHITECTURE.md "Decisions"): with GATE_ENABLED=true every page
 * shows /soon until this browser is granted access by a visit with `?access=<GATE_TOKEN>`, or until
 * GATE_OPENS_AT passes for everyone. It is a launch curtain, not an authorisation layer: the festival API still
 * decides who may do what.
 */
export interface GateConfig {
  enabled: boolean;
  token: string | undefined;
  opensAt: Date | undefined;
}

export const soonPath = "/soon";
const accessParameter = "access";
const oneYearInSeconds = 60 * 60 * 24 * 365;

export function readGateConfig(env: Record<string, string | undefined> = process.env): GateConfig {
  const enabled = env.GATE_ENABLED === "true";
  const token = env.GATE_TOKEN?.trim() || undefined;
  let opensAt: Date | undefined;
  if (env.GATE_OPENS_AT) {
    opensAt = new Date(env.GATE_OPENS_AT);
    if (Number.isNaN(opensAt.getTime())) {
      console.warn(`GATE_OPENS_AT is not an ISO time (${env.GATE_OPENS_AT}); the gate opens only by token`);
      opensAt = undefined;
    }
  }
  if (enabled && !token && !opensAt) console.warn("GATE_ENABLED=true without GATE_TOKEN or GATE_OPENS_AT: nobody gets in");
  return { enabled, token, opensAt };
}

function digestOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Holds a digest of the token, so changing GATE_TOKEN withdraws every access granted with the old one. */
export const frontAccessCookie = createCookie("front_access", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: oneYearInSeconds,
});

export type GateDecision =
  | { kind: "pass" }
  /** Only /soon is shown, without menus. */
  | { kind: "closed" }
  | { kind: "redirect"; location: string; grantAccess: boolean };

/** The query of the previous route goes along when the gate changes the path (spec §2 "Route guard"). */
function withCarriedQuery(path: string, url: URL): string {
  const query = new URLSearchParams(url.searchParams);
  query.delete(accessParameter);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The whole rule as a pure function of the URL, the visitor's access cookie, the configuration and the time. */
export function frontAccessDecision(url: URL, accessDigest: unknown, config: GateConfig, now: Date): GateDecision {
  const openForEveryone = !config.enabled || (config.opensAt !== undefined && now >= config.opensAt);
  const offeredToken = url.searchParams.get(accessParameter);
  if (config.enabled && config.token && offeredToken !== null && sameDigest(digestOf(offeredToken), digestOf(config.token))) {
    return { kind: "redirect", location: withCarriedQuery(url.pathname, url), grantAccess: true };
  }
  const granted =
    openForEveryone || (config.token !== undefined && typeof accessDigest === "string" && sameDigest(accessDigest, digestOf(config.token)));
  if (granted) {
    return url.pathname === soonPath ? { kind: "redirect", location: withCarriedQuery("/", url), grantAccess: false } : { kind: "pass" };
  }
  if (url.pathname === soonPath) return { kind: "closed" };
  return { kind: "redirect", location: withCarriedQuery(soonPath, url), grantAccess: false };
}

const gateConfig = readGateConfig();

/**
 * Applies the gate in the root loader, which runs for every page and every 404. Throws the redirect; answers
 * whether the shell must hide its menus.
 */
export async function requireFrontAccess(request: Request): Promise<{ gateClosed: boolean }> {
  const url = new URL(request.url);
  const decision = frontAccessDecision(url, await frontAccessCookie.parse(request.headers.get("Cookie")), gateConfig, new Date());
  if (decision.kind === "redirect") {
    const headers = decision.grantAccess && gateConfig.token
      ? { "Set-Cookie": await frontAccessCookie.serialize(digestOf(gateConfig.token)) }
      : undefined;
    throw redirect(decision.location, { headers });
  }
  return { gateClosed: decision.kind === "closed" };
}
