import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { freePort } from "./portal-process";

/** The festival API alone, bundled by `npm run build` (scripts/build-server.ts). */
const builtFestivalApi = "build/server/festival-api.js";

export interface FestivalApiProcess {
  url: string;
  stop(): Promise<void>;
}

async function waitUntilHealthy(api: ChildProcess, url: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`The festival API exited with ${api.exitCode} during start`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  api.kill("SIGTERM");
  throw new Error("The festival API did not become healthy within 60 s");
}

/**
 * The festival API as docker-compose.yml runs it: its own process (`node build/server/festival-api.js`, built
 * ahead like the portal: ensurePortalBuild first) in production mode on a PostgreSQL database, configured only by
 * environment variables (upstream/README.md). For the tests that need several instances on one database, and
 * the benches that keep it apart from the portal they measure.
 */
export async function startFestivalApiProcess(options: { databaseUrl: string; env?: Record<string, string> }): Promise<FestivalApiProcess> {
  if (!existsSync(builtFestivalApi)) throw new Error(`${builtFestivalApi} is missing: run npm run build first`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const api = spawn(process.execPath, [builtFestivalApi], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: options.databaseUrl,
      UPSTREAM_HOST: "127.0.0.1",
      UPSTREAM_PORT: String(port),
      ...options.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitUntilHealthy(api, url);
  return {
    url,
    async stop() {
      if (api.exitCode !== null) return;
      const exited = new Promise((resolve) => api.once("exit", resolve));
      api.kill("SIGTERM");
      await exited;
    },
  };
}
