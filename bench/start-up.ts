/**
 * The embedded default's start-up (issue 13): runs exactly what `npm start` runs (scripts/start.sh) with the
 * build present, on a fresh temporary PGlite directory and a free port, and times the spawn until the first
 * 200 of `/`; then reads the resident memory of the whole process tree (sh, npx, node…). Then it stops the
 * portal and starts it again on the same directory (the restart). Prints its rows (bench-rows.ts) and a JSON
 * line. START_UP_ROOT runs another checkout (e.g. the code before a change, for a side-by-side
 * figure); START_UP_RUNS (default 1) repeats the pair and reports the worst run.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "../tests/support/portal-process";
import { reportRows, type BenchRow } from "./bench-rows";

const root = resolve(process.env.START_UP_ROOT ?? ".");
const runs = Number(process.env.START_UP_RUNS ?? 1);
const target = { firstStartMs: 5_000, firstStartRssMb: 450, restartMs: 2_000 };

/** Every descendant of `pid` (children of children…), from /proc's parent links. */
function processTree(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name in parentheses may hold spaces; the fields after its closing parenthesis do not.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // the process ended while we looked
    }
  }
  const tree = [pid];
  for (let index = 0; index < tree.length; index++) {
    for (const [child, parent] of parentOf) if (parent === tree[index]) tree.push(child);
  }
  return tree;
}

function rssMbOfTree(pid: number): number {
  let kb = 0;
  for (const member of processTree(pid)) {
    try {
      const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${member}/status`, "utf8"));
      kb += match ? Number(match[1]) : 0;
    } catch {
      // gone
    }
  }
  return Math.round(kb / 1024);
}

interface Start {
  ms: number;
  rssMb: number;
  stop(): Promise<void>;
}

/** Spawns `npm start`'s command and waits for the first 200 of `/`. */
async function startPortal(dataDir: string): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  // The embedded default: no FESTIVAL_API_URL, whatever the caller's environment holds.
  const { FESTIVAL_API_URL: _external, ...env } = process.env;
  const portal: ChildProcess = spawn("sh", ["scripts/start.sh"], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", PGLITE_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
    // Its own process group, so the stop reaches npx's and tsx's children too.
    detached: true,
  });
  const exited = new Promise<void>((resolveExit) => portal.once("exit", () => resolveExit()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (portal.exitCode !== null) throw new Error(`The portal exited with ${portal.exitCode} during start`);
    if (Date.now() > deadline) throw new Error("The portal did not serve / within 120 s");
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 25));
  }
  const ms = performance.now() - started;
  const rssMb = rssMbOfTree(portal.pid!);
  return {
    ms,
    rssMb,
    async stop() {
      process.kill(-portal.pid!, "SIGTERM");
      await exited;
    },
  };
}

if (!existsSync(join(root, "build/index.js"))) {
  // The rows are about a start with the build present; building is not part of them.
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("the build failed");
}

const measured = { firstStartMs: 0, firstStartRssMb: 0, restartMs: 0, restartRssMb: 0 };
for (let run = 0; run < runs; run++) {
  const dataDir = mkdtempSync(join(tmpdir(), "festival-start-up-"));
  try {
    const first = await startPortal(dataDir);
    await first.stop();
    const again = await startPortal(dataDir);
    await again.stop();
    console.log(
      `run ${run + 1}: first start ${Math.round(first.ms)} ms, ${first.rssMb} MB; restart ${Math.round(again.ms)} ms, ${again.rssMb} MB`,
    );
    measured.firstStartMs = Math.max(measured.firstStartMs, Math.round(first.ms));
    measured.firstStartRssMb = Math.max(measured.firstStartRssMb, first.rssMb);
    measured.restartMs = Math.max(measured.restartMs, Math.round(again.ms));
    measured.restartRssMb = Math.max(measured.restartRssMb, again.rssMb);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows: BenchRow[] = [
  { what: "embedded default, `npm start` → first page", measured: `${(measured.firstStartMs / 1000).toFixed(1)} s`, target: `≤ ${target.firstStartMs / 1000} s`, met: measured.firstStartMs <= target.firstStartMs },
  { what: "… its RSS after the first page (process tree)", measured: `${measured.firstStartRssMb} MB`, target: `≤ ${target.firstStartRssMb} MB`, met: measured.firstStartRssMb <= target.firstStartRssMb },
  { what: "embedded default, restart → first page", measured: `${(measured.restartMs / 1000).toFixed(1)} s`, target: `≤ ${target.restartMs / 1000} s`, met: measured.restartMs <= target.restartMs },
  { what: "… its RSS after the first page", measured: `${measured.restartRssMb} MB`, target: `≤ ${target.firstStartRssMb} MB`, met: measured.restartRssMb <= target.firstStartRssMb },
];
reportRows("start-up", rows);
console.log(
  JSON.stringify({
    bench: "start-up",
    first_start_ms: measured.firstStartMs,
    first_start_rss_mb: measured.firstStartRssMb,
    restart_ms: measured.restartMs,
    restart_rss_mb: measured.restartRssMb,
    met: rows.every((row) => row.met),
  }),
);
