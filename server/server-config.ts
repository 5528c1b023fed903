import { randomBytes } from "node:crypto";

export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  /** Unset: the embedded festival API is started. */
  festivalApiUrl: string | undefined;
  pgliteDir: string;
  /** Express "trust proxy" setting: which hops may set X-Forwarded-For. */
  trustProxy: string | boolean;
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
  };
}

function parseTrustProxy(value: string | undefined): string | boolean {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  return value;
}
