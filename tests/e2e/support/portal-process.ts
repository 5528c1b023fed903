import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { test } from "@playwright/test";

/**
 * A second portal process for tests that need a configuration of their own (the gate, footer links, statement
 * contacts): the same build as the suite's portal, against the suite's festival API, on a free port.
 */
export interface PortalProcess {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitUntilHealthy(portal: ChildProcess, url: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (portal.exitCode !== null) throw new Error(`The portal exited with ${portal.exitCode} during start`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  portal.kill("SIGTERM");
  throw new Error("The portal did not become healthy within 60 s");
}

export async function startPortal(env: Record<string, string>): Promise<PortalProcess> {
  const festivalApiUrl = process.env.E2E_FESTIVAL_API_URL;
  if (!festivalApiUrl) throw new Error("E2E_FESTIVAL_API_URL is unset: run this through Playwright's global setup");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const portal = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      FESTIVAL_API_URL: festivalApiUrl,
      SESSION_SECRET: "e2e-second-portal-secret",
      SECURE_COOKIES: "false",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitUntilHealthy(portal, url);
  return {
    url,
    async stop() {
      if (portal.exitCode !== null) return;
      const exited = new Promise((resolve) => portal.once("exit", resolve));
      portal.kill("SIGTERM");
      await exited;
    },
  };
}

/** Starts a portal with this environment before the enclosing describe block's tests and stops it after them. */
export function portalForTheseTests(env: Record<string, string>): { readonly url: string } {
  let portal: PortalProcess | undefined;
  test.beforeAll(async () => {
    portal = await startPortal(env);
  });
  test.afterAll(async () => {
    await portal?.stop();
  });
  return {
    get url() {
      if (!portal) throw new Error("The portal starts in beforeAll; read its url inside a test");
      return portal.url;
    },
  };
}
