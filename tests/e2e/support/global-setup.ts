import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { loadConfig } from "../../../upstream/config";
import { startFestivalApi } from "../../../upstream/index";
import { createDatabaseFromTemplate, startPostgresCluster } from "../../support/pg-cluster";
import { e2ePortalPort, e2ePortalUrl } from "./e2e-env";

/**
 * Starts what the E2E suite runs against: the festival API on a fresh database of the run's PostgreSQL
 * server (or a server of its own when run alone), and the built portal in production mode pointed at it.
 */
export default async function globalSetup() {
  const ownCluster = process.env.TEST_PG_ADMIN_URL ? undefined : await startPostgresCluster();
  const adminUrl = process.env.TEST_PG_ADMIN_URL ?? ownCluster!.adminUrl;
  const databaseUrl = await createDatabaseFromTemplate(adminUrl, `e2e_${process.pid}`);
  // Every browser of the suite reaches the festival API from one address, standing in for many people, so
  // the per-IP throttle is raised; the per-address throttle stays as deployed.
  const festivalApi = await startFestivalApi({
    port: 0,
    host: "127.0.0.1",
    databaseUrl,
    env: { rateLimit: { ...loadConfig(process.env).rateLimit, perIp: 100_000 }, logOutbox: false },
  });
  process.env.E2E_FESTIVAL_API_URL = festivalApi.url;
  process.env.E2E_DATABASE_URL = databaseUrl;

  // `npm test` has just built the portal; a run on its own builds it, so it never tests a stale build.
  if (process.env.E2E_SKIP_BUILD !== "1" || !existsSync("build/index.js")) {
    const result = spawnSync("npx", ["remix", "build"], { stdio: "inherit" });
    if (result.status !== 0) throw new Error("remix build failed");
  }
  const portal = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(e2ePortalPort),
      HOST: "127.0.0.1",
      FESTIVAL_API_URL: festivalApi.url,
      SESSION_SECRET: "e2e-session-secret",
      SECURE_COOKIES: "false",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitUntilHealthy(portal);

  return async () => {
    portal.kill("SIGTERM");
    await new Promise((resolve) => portal.once("exit", resolve));
    await festivalApi.close();
    await ownCluster?.stop();
  };
}

async function waitUntilHealthy(portal: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (portal.exitCode !== null) throw new Error(`The portal exited with ${portal.exitCode} during start`);
    try {
      const response = await fetch(`${e2ePortalUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  portal.kill();
  throw new Error("The portal did not become healthy within 60 s");
}
