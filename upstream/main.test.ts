import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { freePort } from "../tests/support/portal-process";

// The test starts node with tsx, which compiles the festival API first: seconds on a busy machine.
describe("the standalone festival API's start (npm run start:upstream)", { timeout: 20_000 }, () => {
  it("stops with exit code 1 before opening anything, naming every bad variable", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "upstream/main.ts"], {
      // Nothing of the test run's own environment but the path to find node.
      env: { PATH: process.env.PATH, NODE_ENV: "production", UPSTREAM_PORT: "abc", BODY_LIMIT_BYTES: "x", RATE_LIMIT_PER_IP: "y", PGLITE_DIR: "/nonexistent/festival" },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain("listening");
    const [heading, ...problems] = run.stderr.trim().split("\n");
    expect(heading).toBe("The festival API cannot start; fix these variables:");
    expect(problems.map((line) => line.trim())).toEqual([
      'UPSTREAM_PORT must be a whole number (got "abc")',
      'BODY_LIMIT_BYTES must be a whole number (got "x")',
      'RATE_LIMIT_PER_IP must be a whole number (got "y")',
    ]);
  });

  it("finishes its stop when the signal comes twice: exit code 0, the database closed and its lock removed", { timeout: 60_000 }, async () => {
    const pgliteDir = mkdtempSync(join(tmpdir(), "festival-api-stop-"));
    try {
      const port = await freePort();
      // --liftoff-only: PGlite's initdb on V8's baseline compiler alone, 3.5 CPU-seconds less (vitest.config.ts).
      const api = spawn(process.execPath, ["--liftoff-only", "--import", "tsx", "upstream/main.ts"], {
        env: { PATH: process.env.PATH, NODE_ENV: "development", UPSTREAM_HOST: "127.0.0.1", UPSTREAM_PORT: String(port), PGLITE_DIR: pgliteDir, SEED_DEMO: "false" },
        stdio: ["ignore", "pipe", "inherit"],
      });
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        api.once("exit", (code, signal) => resolve({ code, signal })),
      );
      await new Promise<void>((resolve, reject) => {
        api.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("listening") && resolve());
        void exited.then(() => reject(new Error("The festival API exited before it listened")));
      });
      expect(existsSync(join(pgliteDir, "festival-api.lock"))).toBe(true);
      // As an orchestrator repeating its stop, or Ctrl+C pressed twice: the second signal comes while the first's stop runs.
      api.kill("SIGTERM");
      api.kill("SIGTERM");
      expect(await exited).toEqual({ code: 0, signal: null });
      expect(existsSync(join(pgliteDir, "festival-api.lock"))).toBe(false);
    } finally {
      rmSync(pgliteDir, { recursive: true, force: true });
    }
  });
});
