/**
 * `npm run bench`: every benchmark in one go, one after the other (they would measure each other if run at once),
 * on one build and one throwaway PostgreSQL server, then one table of every row each printed (bench/bench-rows.ts)
 * with its target, the date and the machine. Each bench's own output streams through as it runs. A bench that
 * fails, or prints no rows, is a row saying so; the exit code is 1 when a bench failed to run (an unmet target is a
 * figure, not a failure). BENCH_BUILD=0 keeps the present build; BENCH_ONLY=list-page,soak runs only those.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { createInterface } from "node:readline";
import { formatRows, parseRowsLine, type BenchRow } from "./bench-rows";
import { startPostgresCluster } from "../tests/support/pg-cluster";

/** In the order they run: the quick page and API figures first, the long soak last. */
const benches = ["list-page", "festival-api-list", "start-up", "registration-rush", "soak"];

const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim());
const selected = only ? benches.filter((name) => only.includes(name)) : benches;

type ReportedRow = BenchRow & { bench: string };

/** Runs one bench script, passing its output through, and gives the rows it reported and its exit code. */
function runBench(name: string, env: NodeJS.ProcessEnv): Promise<{ rows: ReportedRow[]; exitCode: number }> {
  const child = spawn(process.execPath, ["--import", "tsx", `bench/${name}.ts`], { env, stdio: ["ignore", "pipe", "inherit"] });
  const rows: ReportedRow[] = [];
  createInterface({ input: child.stdout }).on("line", (line) => {
    const reported = parseRowsLine(line);
    if (reported) rows.push(...reported.rows.map((row) => ({ ...row, bench: name })));
    else console.log(line);
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ rows, exitCode: code ?? 1 }));
  });
}

if (process.env.BENCH_BUILD !== "0") {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("npm run build failed");
}

const startedAt = new Date();
const cluster = process.env.TEST_PG_ADMIN_URL ? undefined : await startPostgresCluster();
const env: NodeJS.ProcessEnv = { ...process.env, TEST_PG_ADMIN_URL: process.env.TEST_PG_ADMIN_URL ?? cluster!.adminUrl };
// The build above is the one every bench measures.
delete env.BENCH_BUILD;

const rows: ReportedRow[] = [];
let failed = false;
try {
  for (const name of selected) {
    if (!existsSync(`bench/${name}.ts`)) {
      rows.push({ bench: name, what: `bench/${name}.ts`, measured: "missing", target: "", met: false });
      failed = true;
      continue;
    }
    console.log(`\n=== bench/${name}.ts ===`);
    const started = performance.now();
    const result = await runBench(name, env);
    rows.push(...result.rows);
    if (result.exitCode !== 0 || result.rows.length === 0) {
      failed = true;
      const what = result.exitCode !== 0 ? `exited with ${result.exitCode}` : "printed no BENCH-ROWS line";
      rows.push({ bench: name, what: `bench/${name}.ts ${what}`, measured: "see its output above", target: "", met: false });
    }
    console.log(`=== bench/${name}.ts: ${((performance.now() - started) / 1000).toFixed(0)} s ===`);
  }
} finally {
  await cluster?.stop();
}

const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown CPU"}, ${(totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}`;
console.log(`\nEvery benchmark, ${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC, ${machine}:\n`);
console.log(formatRows(rows));
const unmet = rows.filter((row) => row.met === false).length;
console.log(`\n${rows.length - unmet} rows met, ${unmet} not met${failed ? "; a bench failed to run" : ""}`);
process.exitCode = failed ? 1 : 0;
