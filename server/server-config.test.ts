import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** loadPortalSettings in a process of its own, as server.ts calls it at start, with this environment. */
function startWith(env: Partial<NodeJS.ProcessEnv>) {
  const script = 'import { loadPortalSettings } from "./server/server-config.ts"; loadPortalSettings(); console.log("started");';
  return spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "--eval", script], {
    // Nothing of the test run's own environment but the path to find node.
    env: { PATH: process.env.PATH, NODE_ENV: "development", ...env },
    encoding: "utf8",
  });
}

describe("loadPortalSettings", () => {
  it("stops the start with exit code 1 and one line per bad variable", () => {
    const run = startWith({ PORT: "eighty", GATE_ENABLED: "yes", NODE_ENV: "production", FESTIVAL_API_URL: "http://127.0.0.1:3001" });
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain("started");
    const lines = run.stderr.trim().split("\n");
    expect(lines.slice(1).map((line) => line.trim().split(" ")[0])).toEqual(["PORT", "GATE_ENABLED", "SESSION_SECRET"]);
  });

  it("starts with a warning when the session secret is generated", () => {
    const run = startWith({});
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("started");
    expect(run.stderr).toContain("SESSION_SECRET is not set");
  });
});
