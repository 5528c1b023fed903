/**
 * The list page under load (issue 4): the built portal, anonymous, against the demo festival on a throwaway
 * PostgreSQL server. autocannon measures the filtered list page and the same server's /healthz (the floor);
 * it prints requests/s, p99 latency and their ratio, then the JavaScript `/` sends before the map loads
 * (gzip, total and per chunk) and the map's own chunk. Not a timed test: the figures are for reading.
 * BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
// @ts-expect-error autocannon ships no types
import autocannon from "autocannon";
import { startFestivalApi } from "../upstream/index";
import { createDatabaseFromTemplate, startPostgresCluster } from "../tests/support/pg-cluster";
import { startPortal } from "../tests/support/portal-process";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Canonical (what the form's JS and the loader's redirect produce), so every request is a 200 page. */
const filteredListPath = "/?category=Warsztaty&time_min=08%3A00&price_types=free";
const budgetKb = 120;

interface LoadResult {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
}

function load(url: string): Promise<LoadResult> {
  return autocannon({ url, connections, duration: seconds });
}

const gzipKb = (bytes: Buffer) => gzipSync(bytes).length / 1024;

/** The scripts the list page's HTML makes the browser fetch: entry, shared chunks, root and route modules. */
function scriptsOfPage(html: string): string[] {
  const sources = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/build\/[^"]+\.js)"/g)].map((match) => match[1]);
  return [...new Set(sources)];
}

/** The map's lazy chunk (Leaflet and react-leaflet inside): fetched only when the map scrolls into view. */
function mapChunks(): string[] {
  const found: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.startsWith("organiser-map.client") && entry.name.endsWith(".js")) found.push(path);
    }
  };
  walk("public/build");
  return found;
}

if (!existsSync("build/index.js") || process.env.BENCH_BUILD === "1") {
  const build = spawnSync("npx", ["remix", "build"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("remix build failed");
}

const cluster = process.env.TEST_PG_ADMIN_URL ? undefined : await startPostgresCluster();
const adminUrl = process.env.TEST_PG_ADMIN_URL ?? cluster!.adminUrl;
const api = await startFestivalApi({ databaseUrl: await createDatabaseFromTemplate(adminUrl, "bench_list_page") });
const portal = await startPortal({ festivalApiUrl: api.url });
const base = portal.url;

try {
  // Warm the list cache, as a running portal would have it.
  await fetch(`${base}${filteredListPath}`);

  console.log(`List page benchmark: ${connections} connections, ${seconds} s each, portal at ${base}`);
  const floor = await load(`${base}/healthz`);
  const list = await load(`${base}${filteredListPath}`);
  const ratio = list.requests.average / floor.requests.average;
  const row = (name: string, result: LoadResult) =>
    `${name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   non-2xx ${result.non2xx}, errors ${result.errors}`;
  console.log(row("/healthz (floor)", floor));
  console.log(row(filteredListPath, list));
  console.log(`throughput ratio list/floor: ${ratio.toFixed(2)} (target >= 0.50) ${ratio >= 0.5 ? "MET" : "NOT MET"}`);
  console.log(`p99 ratio list/floor: ${(list.latency.p99 / Math.max(1, floor.latency.p99)).toFixed(2)}`);

  const html = await (await fetch(`${base}/`)).text();
  const scripts = scriptsOfPage(html);
  let totalKb = 0;
  console.log("\nJavaScript of / before the map loads (gzip):");
  for (const script of scripts) {
    const kb = gzipKb(readFileSync(join("public", script)));
    totalKb += kb;
    console.log(`  ${script.padEnd(50)} ${kb.toFixed(1).padStart(6)} KB`);
  }
  console.log(`  total ${totalKb.toFixed(1)} KB (budget ${budgetKb} KB) ${totalKb <= budgetKb ? "MET" : "NOT MET"}`);
  const maps = mapChunks();
  for (const chunk of maps) {
    const inPage = scripts.some((script) => join("public", script) === chunk);
    console.log(`map chunk ${chunk}: ${gzipKb(readFileSync(chunk)).toFixed(1)} KB gzip, ${inPage ? "IN THE PAGE (should be lazy)" : "fetched only when the map comes into view"}`);
  }
  console.log(JSON.stringify({ floorRps: floor.requests.average, listRps: list.requests.average, ratio, floorP99: floor.latency.p99, listP99: list.latency.p99, jsBeforeMapKb: Number(totalKb.toFixed(1)), mapChunks: maps.length }));
} finally {
  await portal.stop();
  await api.close();
  await cluster?.stop();
}
