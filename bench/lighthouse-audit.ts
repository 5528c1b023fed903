/**
 * Lighthouse 12 (the dev dependency's CLI, mobile: its default form factor and simulated throttling) in Debian's
 * chromium, several runs of one page, each in a fresh browser: the medians of the performance, accessibility and
 * SEO scores and of the total blocking time.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface LighthouseMedians {
  performance: number;
  accessibility: number;
  seo: number;
  totalBlockingTimeMs: number;
  runs: number;
}

interface LighthouseReport {
  categories: Record<"performance" | "accessibility" | "seo", { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
}

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const chromiumFlags = "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

function runOnce(url: string): Promise<LighthouseReport> {
  const directory = mkdtempSync(join(tmpdir(), "lighthouse-"));
  const reportPath = join(directory, "report.json");
  const cli = spawn(
    "node_modules/.bin/lighthouse",
    [url, "--quiet", "--output=json", `--output-path=${reportPath}`, "--only-categories=performance,accessibility,seo", `--chrome-flags=${chromiumFlags}`],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ["ignore", "ignore", "pipe"] },
  );
  let errors = "";
  cli.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    cli.once("error", reject);
    cli.once("exit", (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse exited with ${code}: ${errors.trim().split("\n").slice(-3).join(" / ")}`);
        const report = JSON.parse(readFileSync(reportPath, "utf8")) as LighthouseReport;
        if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
        resolve(report);
      } catch (error) {
        reject(error);
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const score = (report: LighthouseReport, category: keyof LighthouseReport["categories"]) => Math.round((report.categories[category].score ?? 0) * 100);

/** Lighthouse's own advice on a failed trace (NO_NAVSTART and the like, seen on a busy machine): run it again. */
const attemptsPerRun = 3;

async function runWithRetries(url: string): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (attempt >= attemptsPerRun) throw error;
      console.error(`${String(error)}; running Lighthouse again`);
    }
  }
}

/** `runs` audits of `url`, one after the other (parallel runs would measure each other's load). */
export async function lighthouseMedians(url: string, runs: number): Promise<LighthouseMedians> {
  const reports: LighthouseReport[] = [];
  for (let run = 0; run < runs; run++) reports.push(await runWithRetries(url));
  return {
    performance: median(reports.map((report) => score(report, "performance"))),
    accessibility: median(reports.map((report) => score(report, "accessibility"))),
    seo: median(reports.map((report) => score(report, "seo"))),
    totalBlockingTimeMs: median(reports.map((report) => report.audits["total-blocking-time"]?.numericValue ?? 0)),
    runs,
  };
}
