import { randomBytes } from "node:crypto";
import type { GateConfig } from "./front-access-gate";

export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  /** Unset: the embedded festival API is started. */
  festivalApiUrl: string | undefined;
  pgliteDir: string;
  /** Express "trust proxy" setting: which hops may set X-Forwarded-For. */
  trustProxy: string | boolean;
  /** The front-access gate (GATE_ENABLED, GATE_TOKEN, GATE_OPENS_AT). */
  gate: GateConfig;
}

/**
 * Reads the environment once at start. SESSION_SECRET is required in production against an external festival
 * API; anywhere else a random one is generated with a warning (sessions then end at restart).
 */
export async function resolveServerConfig(env: NodeJS.ProcessEnv = process.env): Promise<ServerConfig> {
  const production = env.NODE_ENV === "production";
  const festivalApiUrl = env.FESTIVAL_API_URL?.trim() || undefined;
  if (!env.SESSION_SECRET) {
    if (production && festivalApiUrl) {
      console.error("SESSION_SECRET must be set when NODE_ENV=production and FESTIVAL_API_URL is set");
      process.exit(1);
    }
    console.warn("SESSION_SECRET is not set: using a random one, so sessions end when the portal restarts");
    env.SESSION_SECRET = randomBytes(32).toString("hex");
  }
  return {
    port: Number(env.PORT) || 3000,
    host: env.HOST || "0.0.0.0",
    production,
    festivalApiUrl,
    pgliteDir: env.PGLITE_DIR || "./data/festival",
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    gate: readGateConfig(env),
  };
}

/** GATE_ENABLED, GATE_TOKEN and GATE_OPENS_AT, with a warning for an opening time that is not one or a gate nobody passes. */
export function readGateConfig(env: Record<string, string | undefined>): GateConfig {
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

function parseTrustProxy(value: string | undefined): string | boolean {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  return value;
}
