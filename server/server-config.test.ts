import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * server-config.ts with everything it imports, bundled once into one CommonJS file as the build bundles the server
 * (scripts/build-server.ts): each test starts plain node on it, about 0.3 s, where node with tsx compiled the same
 * modules anew for each start, about 1.2 s (the fifteen starts took 21 s of vitest's run in a clean clone).
 */
let bundleDirectory: string;
let bundledServerConfig: string;
beforeAll(async () => {
  bundleDirectory = mkdtempSync(join(tmpdir(), "server-config-test-"));
  bundledServerConfig = join(bundleDirectory, "server-config.cjs");
  await build({
    entryPoints: [fileURLToPath(new URL("./server-config.ts", import.meta.url))],
    outfile: bundledServerConfig,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    logLevel: "warning",
  });
});
afterAll(() => rmSync(bundleDirectory, { recursive: true, force: true }));

/** loadServerSettings in a process of its own, as server.ts calls it at start, with this environment. */
function startWith(env: Partial<NodeJS.ProcessEnv>, afterwards = 'console.log("started")') {
  const script = `const { loadServerSettings } = require(${JSON.stringify(bundledServerConfig)}); const settings = loadServerSettings(); ${afterwards};`;
  return spawnSync(process.execPath, ["--eval", script], {
    // Nothing of the test run's own environment but the path to find node.
    env: { PATH: process.env.PATH, NODE_ENV: "development", ...env },
    encoding: "utf8",
  });
}

/** The variables a refused start names, one a line after the heading. */
function namedVariables(stderr: string): string[] {
  return stderr.trim().split("\n").slice(1).map((line) => line.trim().split(" ")[0]);
}

describe("loadServerSettings", { timeout: 20_000 }, () => {
  it("stops the start with exit code 1 and one line per bad variable", () => {
    const run = startWith({ PORT: "eighty", GATE_ENABLED: "yes", NODE_ENV: "production", FESTIVAL_API_URL: "http://127.0.0.1:3001", TRUST_PROXY: "weird" });
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain("started");
    expect(namedVariables(run.stderr)).toEqual(["PORT", "GATE_ENABLED", "SESSION_SECRET", "TRUST_PROXY"]);
  });

  it("names the embedded festival API's bad variables with the portal's, each once", () => {
    const run = startWith({ PORT: "eighty", BODY_LIMIT_BYTES: "x", RATE_LIMIT_PER_IP: "y", OUTBOX_VIEW: "yes" });
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain("started");
    expect(namedVariables(run.stderr)).toEqual(["PORT", "OUTBOX_VIEW", "BODY_LIMIT_BYTES", "RATE_LIMIT_PER_IP"]);
  });

  it("leaves the festival API's variables to the festival API when it runs elsewhere", () => {
    const run = startWith({ FESTIVAL_API_URL: "http://127.0.0.1:3001", BODY_LIMIT_BYTES: "x" });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("started");
  });

  it("refuses a DATABASE_URL the in-process festival API would not use", () => {
    const run = startWith({ DATABASE_URL: "postgres://festival@127.0.0.1:5432/festival" });
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain("started");
    expect(namedVariables(run.stderr)).toEqual(["DATABASE_URL"]);
    expect(run.stderr).not.toContain("festival@127.0.0.1");
  });

  it.each([
    [{ PORT: "8080" }, "http://localhost:8080"],
    [{}, "http://localhost:3000"],
    [{ PORT: "8080", PUBLIC_URL: "https://festiwal.example.org/" }, "https://festiwal.example.org"],
  ])("gives the embedded festival API's e-mail links this portal's port, unless PUBLIC_URL names another address: %j", (env, publicUrl) => {
    const run = startWith({ SESSION_SECRET: "0123456789abcdef0123456789abcdef", ...env }, "console.log(settings.embeddedFestivalApi?.config.publicUrl)");
    expect(run.stdout.trim()).toBe(publicUrl);
  });

  it.each(["weird", "0.0.0.0/0", "10.0.0.0/33"])(
    "refuses the TRUST_PROXY %j that express cannot read, naming it, instead of express's stack trace after the database opened",
    (value) => {
      const run = startWith({ FESTIVAL_API_URL: "http://127.0.0.1:3001", TRUST_PROXY: value });
      expect(run.status).toBe(1);
      expect(namedVariables(run.stderr)).toEqual(["TRUST_PROXY"]);
    },
  );

  it.each(["loopback, 10.0.0.0/8", "10.0.0.0/255.0.0.0", "2", "true"])("starts with the TRUST_PROXY %j", (value) => {
    expect(startWith({ FESTIVAL_API_URL: "http://127.0.0.1:3001", TRUST_PROXY: value }).status).toBe(0);
  });

  it("starts with a warning when the session secret is generated", () => {
    const run = startWith({});
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("started");
    expect(run.stderr).toContain("SESSION_SECRET is not set");
  });
});
