import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

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
});
