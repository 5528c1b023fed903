/**
 * The festival API's events list on the embedded database (issue 13): the festival API alone, as its own
 * process (`upstream/main.ts`) on a fresh PGlite directory with the demo festival, and autocannon in this
 * process loading `GET /api/v1/events/pl` without a token, as the portal's anonymous pages ask for it (with the
 * `Accept-Encoding: gzip, deflate` that Node's fetch, the portal's client, sends). Prints its row
 * (bench-rows.ts) and a JSON line. BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default
 * 20); BENCH_ROOT runs another checkout (e.g. the code before a change, for a side-by-side figure).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
// @ts-expect-error autocannon ships no types
import autocannon from "autocannon";
import { apiPaths } from "../contract/paths";
import { freePort } from "../tests/support/portal-process";
import { reportRows } from "./bench-rows";

const root = resolve(process.env.BENCH_ROOT ?? ".");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const targetRps = 100;

interface LoadResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

const dataDir = mkdtempSync(join(tmpdir(), "festival-api-list-"));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const { DATABASE_URL: _postgres, ...env } = process.env;
const api = spawn(process.execPath, ["--import", "tsx", "upstream/main.ts"], {
  cwd: root,
  // The embedded default's festival API: PGlite with the demo festival.
  env: { ...env, PGLITE_DIR: dataDir, UPSTREAM_HOST: "127.0.0.1", UPSTREAM_PORT: String(port) },
  stdio: ["ignore", "ignore", "inherit"],
});
const exited = new Promise((resolveExit) => api.once("exit", resolveExit));

try {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (api.exitCode !== null) throw new Error(`The festival API exited with ${api.exitCode} during start`);
    if (Date.now() > deadline) throw new Error("The festival API did not become healthy within 180 s");
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  const listUrl = url + apiPaths.events("pl");
  const first = await fetch(listUrl);
  const events = ((await first.json()) as { data: unknown[] }).data.length;
  console.log(`Festival API on PGlite at ${url}: ${events} events; ${connections} connections, ${seconds} s`);

  const result = (await autocannon({
    url: listUrl,
    connections,
    duration: seconds,
    headers: { accept: "application/json", "accept-encoding": "gzip, deflate" },
  })) as LoadResult;
  const rps = Math.round(result.requests.average);
  const failed = result.non2xx + result.errors;
  const met = rps >= targetRps && failed === 0;
  reportRows("festival-api-list", [
    {
      what: "festival API `GET /api/v1/events/pl` on PGlite",
      measured: `${rps} req/s (p99 ${result.latency.p99} ms, ${failed} failed)`,
      target: `≥ ${targetRps} req/s, 0 failed`,
      met,
    },
  ]);
  console.log(
    JSON.stringify({
      bench: "festival-api-list",
      events,
      connections,
      rps,
      p50_ms: result.latency.p50,
      p99_ms: result.latency.p99,
      failed,
      target_rps: targetRps,
      met,
    }),
  );
} finally {
  api.kill("SIGTERM");
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
