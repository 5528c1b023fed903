import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, openSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

/** What `npm start` and the Docker image run: the portal's server, bundled by `npm run build` (scripts/build-server.ts). */
const builtServer = "build/server/server.js";

/**
 * Runs `npm run build` (the Remix build and the bundled server) when `always`, or when either is missing: the E2E
 * suite and the benches measure the same artefact production runs, never a stale one.
 */
export function ensurePortalBuild({ always = false }: { always?: boolean } = {}) {
  if (!always && existsSync("build/index.js") && existsSync(builtServer)) return;
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("npm run build failed");
}

/** A free loopback port, for servers the tests and benchmarks start. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port"))));
    });
  });
}

/**
 * The built portal (or with `program`, another of build/server's programs, such as festival-api.js) started with this
 * environment (over production's defaults) and left to run until it exits, within `timeoutMs`: for a start that
 * must fail, or one that `whileRunning` stops (it is given the process as it starts). What it wrote to stderr, and
 * how it exited.
 */
export function runBuiltServerUntilItExits(
  env: Record<string, string>,
  { timeoutMs = 20_000, whileRunning, program = builtServer }: { timeoutMs?: number; whileRunning?: (process: ChildProcess) => void; program?: string } = {},
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  const server = spawn(process.execPath, [program], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", HOST: "127.0.0.1", SESSION_SECRET: testPortalSessionSecret, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  server.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  whileRunning?.(server);
  return new Promise((resolve, reject) => {
    const stillRunning = setTimeout(() => {
      server.kill("SIGKILL");
      reject(new Error(`${program} was still running after ${timeoutMs} ms; it wrote: ${stderr}`));
    }, timeoutMs);
    server.once("exit", (code, signal) => {
      clearTimeout(stillRunning);
      resolve({ code, signal, stderr });
    });
  });
}

/** The session secret of every test portal: tests sign in through the portal's login, never forge a session. */
const testPortalSessionSecret = "test-portal-session-secret-0123456789";

export interface PortalProcess {
  url: string;
  /** The portal's process, for a bench that reads its memory. */
  pid: number;
  stop(): Promise<void>;
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

/**
 * The built portal (`node build/server/server.js`, as `npm start` and the Docker image run it) in production mode,
 * as its own process, against a festival API the caller started: what the E2E suite, its tests with a
 * configuration of their own, and the benchmarks run against (ensurePortalBuild first). Its error log goes
 * to the run's stderr, or to the file `errorLogFile` (a test that makes the portal log on purpose, such as the
 * outage tests, keeps its hundreds of expected lines there).
 */
export async function startPortal(options: {
  festivalApiUrl: string;
  port?: number;
  env?: Record<string, string>;
  errorLogFile?: string;
  /** Extra arguments for node before the server, such as a bench's `--import` of a probe into the process. */
  nodeArguments?: string[];
  /** Another checkout, built with `npm run build`, to run instead of this one (a bench's side-by-side baseline). */
  directory?: string;
}): Promise<PortalProcess> {
  if (!existsSync(join(options.directory ?? ".", builtServer))) {
    throw new Error(`${join(options.directory ?? ".", builtServer)} is missing: run npm run build there first`);
  }
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const errorLog = options.errorLogFile === undefined ? "inherit" : openSync(options.errorLogFile, "w");
  const portal = spawn(process.execPath, [...(options.nodeArguments ?? []), builtServer], {
    cwd: options.directory,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      FESTIVAL_API_URL: options.festivalApiUrl,
      SESSION_SECRET: testPortalSessionSecret,
      // Plain HTTP on loopback: a Secure cookie would not come back.
      SECURE_COOKIES: "false",
      ...options.env,
    },
    stdio: ["ignore", "ignore", errorLog],
  });
  // The portal writes to its own copy of the file's descriptor.
  if (typeof errorLog === "number") closeSync(errorLog);
  await waitUntilHealthy(portal, url);
  return {
    url,
    pid: portal.pid!,
    async stop() {
      if (portal.exitCode !== null) return;
      const exited = new Promise((resolve) => portal.once("exit", resolve));
      portal.kill("SIGTERM");
      await exited;
    },
  };
}
