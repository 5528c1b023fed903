/**
 * `npm test`: every check of the project in one run, on one throwaway PostgreSQL server and one portal
 * build: lint, typecheck, vitest (unit, integration, contract), build, E2E (JS on and off). It first installs what
 * the machine lacks for them (scripts/test-prerequisites.ts). The last line is the totals of all suites, alone on
 * the line: `N passed, N failed`.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { startPostgresCluster } from "../tests/support/pg-cluster";
import { ensureTestPrerequisites } from "./test-prerequisites";

interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  seconds: number;
}

/** Prints each suite's line and the totals, the last line, and ends the run: exit code 1 when anything failed. */
function report(results: SuiteResult[]): never {
  console.log("\nSummary");
  for (const result of results) {
    console.log(`  ${result.name.padEnd(40)} ${String(result.passed).padStart(4)} passed ${String(result.failed).padStart(3)} failed  ${result.seconds.toFixed(1)} s`);
  }
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

// Chromium, PostgreSQL's server and Java, installed with apt-get where missing: without them no suite can run.
const missingPrerequisites = ensureTestPrerequisites();
if (missingPrerequisites) {
  console.log(missingPrerequisites);
  report([{ name: "prerequisites (not installed)", passed: 0, failed: 1, seconds: 0 }]);
}

const artifacts = "tests/.artifacts";
rmSync(artifacts, { recursive: true, force: true });
mkdirSync(artifacts, { recursive: true });

/**
 * Runs a command to its end; its output goes straight through, or with `buffered` is printed in one piece when it
 * ends, so checks run side by side do not interleave their lines.
 */
function run(command: string, args: string[], env: Record<string, string> = {}, buffered = false): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...process.env, ...env } });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code, signal) => {
      if (output.length > 0) process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function timed(name: string, body: () => Promise<Omit<SuiteResult, "name" | "seconds">>): Promise<SuiteResult> {
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const counts = await body();
  const result = { name, ...counts, seconds: (performance.now() - started) / 1000 };
  console.log(`=== ${name}: ${result.passed} passed, ${result.failed} failed (${result.seconds.toFixed(1)} s) ===`);
  return result;
}

/** A check without test cases of its own (lint, typecheck, build) counts as one test; its output comes when it ends. */
async function check(command: string, args: string[]) {
  const code = await run(command, args, {}, true);
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

async function vitestSuites(env: Record<string, string>) {
  const output = join(artifacts, "vitest.json");
  const code = await run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${output}`], env);
  const report = readJson(output) as
    | { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }
    | undefined;
  if (!report) return { passed: 0, failed: 1 };
  // A skipped test (`.skip`, or left out by a `.only` elsewhere) and a `.todo` count as failed, as Playwright's
  // skipped do below: a run must not pass by running fewer tests. A crash outside any test (a failing setup) still
  // fails the run.
  const failed = report.numFailedTests + report.numPendingTests + report.numTodoTests;
  return { passed: report.numPassedTests, failed: failed + (code !== 0 && failed === 0 ? 1 : 0) };
}

async function endToEnd(env: Record<string, string>) {
  const output = join(artifacts, "playwright.json");
  const code = await run("npx", ["playwright", "test"], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: output, E2E_SKIP_BUILD: "1" });
  const report = readJson(output) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } } | undefined;
  if (!report) return { passed: 0, failed: 1 };
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected, failed: unexpected + flaky + skipped + (code !== 0 && unexpected === 0 ? 1 : 0) };
}

// Lint, typecheck and the build each keep one core busy for seconds and read only the sources, so they run side by
// side, while the PostgreSQL server starts; vitest and E2E, which use every core, run after them one at a time.
const [cluster, ...staticChecks] = await Promise.all([
  startPostgresCluster(),
  timed("lint", () => check("npx", ["eslint", "."])),
  timed("typecheck", () => check("npx", ["tsc", "--noEmit"])),
  timed("build", () => check("npm", ["run", "build"])),
]);
const env = { TEST_PG_ADMIN_URL: cluster.adminUrl };
const results: SuiteResult[] = [...staticChecks];
const build = staticChecks[2];
// The build has just written the PGlite snapshots the contract on PGlite starts from; vitest makes its own without.
const builtPgliteSnapshots: Record<string, string> = build.failed === 0 ? { TEST_PGLITE_SNAPSHOTS: join(process.cwd(), "build/server/pglite-snapshots") } : {};
try {
  results.push(await timed("vitest (unit, integration, contract x2)", () => vitestSuites({ ...env, ...builtPgliteSnapshots })));
  if (build.failed === 0) results.push(await timed("e2e (JS on and off)", () => endToEnd(env)));
  else results.push({ name: "e2e (not run: the build failed)", passed: 0, failed: 1, seconds: 0 });
} finally {
  await cluster.stop();
}

report(results);
