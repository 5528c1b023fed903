import express from "express";
import { refusedEnvironmentReport } from "../contract/environment-variables";
import { parseFestivalEnvironment, type FestivalSettings } from "../upstream/config";
import { parsePortalEnvironment, trustProxyOf, type PortalSettings } from "../app/config/portal-config.server";

export interface ServerSettings {
  portal: PortalSettings;
  /** Without FESTIVAL_API_URL: the festival API this process starts on the embedded database. */
  embeddedFestivalApi: FestivalSettings | undefined;
}

const databaseUrlOfEmbeddedApi =
  "DATABASE_URL is for the festival API started on its own (node build/server/festival-api.js): set FESTIVAL_API_URL to its address, or unset DATABASE_URL for the embedded database";

/**
 * Whether express reads this TRUST_PROXY (true, false, a number of hops, or addresses, ranges and the names
 * loopback, linklocal, uniquelocal): asked of express itself, which otherwise threw at start, after the database
 * had opened, with a stack trace.
 */
function expressTakesTrustProxy(trustProxy: unknown): boolean {
  try {
    express().set("trust proxy", trustProxy);
    return true;
  } catch {
    return false;
  }
}

const trustProxyRefused = (value: string) =>
  `TRUST_PROXY must be true, false, a number of hops, or addresses, ranges (10.0.0.0/8), loopback, linklocal or uniquelocal, separated by commas (got "${value.trim()}")`;

/**
 * The one place the portal's process reads `process.env` (ARCHITECTURE.md "Configuration"): parsed once at start,
 * failing fast with one line per bad variable. Without FESTIVAL_API_URL the festival API runs in this process,
 * configured by the same environment, so its variables are checked here too and named with the portal's.
 */
export function loadServerSettings(env: Record<string, string | undefined> = process.env): ServerSettings {
  const portal = parsePortalEnvironment(env);
  // The embedded festival API's e-mail links lead to this portal, on whatever PORT it has, unless PUBLIC_URL says.
  const thisPortalUrl = `http://localhost:${portal.ok ? portal.settings.port : 3000}`;
  const embedded = env.FESTIVAL_API_URL?.trim()
    ? undefined
    : parseFestivalEnvironment({ ...env, PUBLIC_URL: env.PUBLIC_URL?.trim() || thisPortalUrl }, { embedded: true });
  // A variable both read (OUTBOX_VIEW) is named once.
  const problems = new Set([...(portal.ok ? [] : portal.problems), ...(embedded?.ok === false ? embedded.problems : [])]);
  // The embedded festival API runs on PGlite only (ARCHITECTURE.md "Run modes"): a start that names a PostgreSQL
  // server would otherwise keep the festival's data somewhere its operator does not expect.
  if (embedded && env.DATABASE_URL?.trim()) problems.add(databaseUrlOfEmbeddedApi);
  // Read from the variable, as the portal's settings read it, so it is named with the others also when another
  // variable is refused, not only at the next try.
  if (!expressTakesTrustProxy(trustProxyOf(env.TRUST_PROXY))) problems.add(trustProxyRefused(env.TRUST_PROXY ?? ""));
  if (!portal.ok || embedded?.ok === false || problems.size > 0) {
    console.error(refusedEnvironmentReport("The portal", [...problems]));
    process.exit(1);
  }
  for (const warning of portal.warnings) console.warn(warning);
  return { portal: portal.settings, embeddedFestivalApi: embedded?.values };
}
