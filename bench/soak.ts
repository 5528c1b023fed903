/**
 * The soak (issue 12): SOAK_USERS simulated people (default 200), each from its own forwarded address (the portal
 * runs with TRUST_PROXY=loopback), use the built portal for SOAK_SECONDS (default 300) against the demo festival on
 * a throwaway PostgreSQL server: half browse anonymously (the list, filtered lists, event pages, legal pages),
 * half log in through the login form and browse, sign up and favourite. Each person waits 1–3 s between clicks.
 * People arrive over the warm-up (the first fifth). It prints the portal process's RSS after it and at the end (growth target ≤ 10 %),
 * the errors (target 0: a network failure, a 5xx, or any answer a real page would not give) and latencies per
 * kind of request. Not a timed test: the figures are for reading; the last line is JSON.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { eventListResponseSchema, parseEventCheckboxes, type Event } from "../contract/event";
import { filtersResponseSchema } from "../contract/filters";
import { apiPaths } from "../contract/paths";
import { openPgDatabase } from "../upstream/db/pg-database";
import { startFestivalApiProcess } from "../tests/support/festival-api-process";
import { createUsers, FIXTURE_PASSWORD } from "../tests/support/festival-fixtures";
import { createDatabaseFromTemplate, startPostgresCluster } from "../tests/support/pg-cluster";
import { startPortal } from "../tests/support/portal-process";
import { nextVisitorAddress, PortalVisitor, type PortalAnswer } from "../tests/support/portal-visitor";

const seconds = Number(process.env.SOAK_SECONDS ?? 300);
const people = Number(process.env.SOAK_USERS ?? 200);
const warmUpSeconds = seconds / 5;
const rssGrowthTarget = 0.1;
const thinkTimeMs = { min: 1000, max: 3000 };

type Kind = "list" | "filtered list" | "event page" | "legal page" | "login" | "list, signed in" | "event page, signed in" | "sign-up" | "favourite";

/** Whether an answer is what the page would give a real visitor: anything else counts as an error. */
type Expected = (answer: PortalAnswer) => boolean;
const aPage: Expected = (answer) => answer.status === 200 && answer.body.includes("</html>");
const redirectTo =
  (location: string): Expected =>
  (answer) =>
    answer.status === 302 && answer.location === location;

interface Measurements {
  latenciesMs: number[];
  errors: Map<string, number>;
}
const measurements = new Map<Kind, Measurements>();

/** Runs one request of a kind, timing it and counting it as an error unless `expected` accepts the answer. */
async function measure(kind: Kind, request: () => Promise<PortalAnswer>, expected: Expected): Promise<PortalAnswer | undefined> {
  const entry: Measurements = measurements.get(kind) ?? { latenciesMs: [], errors: new Map() };
  measurements.set(kind, entry);
  const started = performance.now();
  let answer: PortalAnswer | undefined;
  let error: string | undefined;
  try {
    answer = await request();
    if (!expected(answer)) error = `${answer.status}${answer.location ? ` → ${answer.location}` : ""}`;
  } catch (failure) {
    error = String((failure as Error).cause ?? failure);
  }
  entry.latenciesMs.push(performance.now() - started);
  if (error) entry.errors.set(error, (entry.errors.get(error) ?? 0) + 1);
  return answer;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const thinkTime = () =>
  new Promise((resolve) => setTimeout(resolve, thinkTimeMs.min + Math.random() * (thinkTimeMs.max - thinkTimeMs.min)));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The portal's own process among this one's children (startPortal spawns `node … server.ts`), for its RSS. */
function portalProcessId(): number {
  for (const task of readdirSync("/proc/self/task")) {
    for (const child of readFileSync(`/proc/self/task/${task}/children`, "utf8").split(" ").filter(Boolean)) {
      if (readFileSync(`/proc/${child}/cmdline`, "utf8").split("\0").includes("server.ts")) return Number(child);
    }
  }
  throw new Error("The portal's process was not found among this process's children");
}

function rssMb(pid: number): number {
  const kilobytes = Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
  return kilobytes / 1024;
}

if (!existsSync("build/index.js") || process.env.BENCH_BUILD === "1") {
  const build = spawnSync("npx", ["remix", "build"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("remix build failed");
}

const cluster = process.env.TEST_PG_ADMIN_URL ? undefined : await startPostgresCluster();
const adminUrl = process.env.TEST_PG_ADMIN_URL ?? cluster!.adminUrl;
const databaseUrl = await createDatabaseFromTemplate(adminUrl, "bench_soak");
// The festival API in a process of its own, as deployed, so the simulated people do not slow it down.
const api = await startFestivalApiProcess({ databaseUrl });
const portal = await startPortal({ festivalApiUrl: api.url, env: { TRUST_PROXY: "loopback" } });
const database = openPgDatabase(databaseUrl, { maxConnections: 2 });

try {
  const portalPid = portalProcessId();
  const events = eventListResponseSchema.parse(await (await fetch(api.url + apiPaths.events("pl"))).json()).data;
  const categories = filtersResponseSchema.parse(await (await fetch(api.url + apiPaths.filters())).json()).data.category;
  const accounts = await createUsers(database, Math.ceil(people / 2));
  const page = (path: string) => `${portal.url}${path}`;

  const eventPagePath = (event: Event) => `/event/${event.id}`;
  const listPaths = ["/", "/?page=2"];
  const filteredListPaths = categories.map((category) => `/?${new URLSearchParams({ category })}`);
  const legalPaths = ["/statute", "/accessibility", "/private-policy"];

  console.log(`Soak: ${people} people (${accounts.length} signed in) for ${seconds} s, warm-up ${warmUpSeconds} s, portal at ${portal.url} (pid ${portalPid})`);
  const endsAt = Date.now() + seconds * 1000;

  // People arrive one by one over the warm-up, not all in the same instant.
  const arrival = () => new Promise((resolve) => setTimeout(resolve, Math.random() * warmUpSeconds * 1000));

  async function browseAnonymously() {
    await arrival();
    const browser = new PortalVisitor(nextVisitorAddress());
    while (Date.now() < endsAt) {
      const roll = Math.random();
      if (roll < 0.3) await measure("list", () => browser.get(page(pick(listPaths))), aPage);
      else if (roll < 0.5) await measure("filtered list", () => browser.get(page(pick(filteredListPaths))), aPage);
      else if (roll < 0.9) await measure("event page", () => browser.get(page(eventPagePath(pick(events)))), aPage);
      else await measure("legal page", () => browser.get(page(pick(legalPaths))), aPage);
      await thinkTime();
    }
  }

  async function useSignedIn(account: (typeof accounts)[number]) {
    await arrival();
    const browser = new PortalVisitor(nextVisitorAddress());
    const logIn = () => measure("login", () => browser.post(page("/login"), { email: account.email, password: FIXTURE_PASSWORD }), redirectTo("/"));
    await logIn();
    while (Date.now() < endsAt) {
      // A lost session shows as errors of the kinds below; logging in again keeps the rest of the soak meaningful.
      if (!browser.cookie("__session")) await logIn();
      const event = pick(events);
      const roll = Math.random();
      if (roll < 0.25) await measure("list, signed in", () => browser.get(page(pick([...listPaths, ...filteredListPaths]))), aPage);
      else if (roll < 0.6) await measure("event page, signed in", () => browser.get(page(eventPagePath(event))), aPage);
      else if (roll < 0.75) {
        const acknowledgement = parseEventCheckboxes(event.checkboxes).map((_, index) => String(index));
        // Signed up (back to the event), or the form again with why not (full, closed, at the same time as another).
        const signedUpOrRefused: Expected = (answer) =>
          redirectTo(eventPagePath(event))(answer) || (answer.status === 409 && answer.body.includes("</html>"));
        await measure("sign-up", () => browser.post(page(eventPagePath(event)), { acknowledgement }), signedUpOrRefused);
      } else {
        const favourite = pick(["add", "remove"]);
        await measure("favourite", () => browser.post(page(`${eventPagePath(event)}/favourite`), { favourite }), redirectTo(eventPagePath(event)));
      }
      await thinkTime();
    }
  }

  let warmUpRssMb = 0;
  const warmUp = setTimeout(() => {
    warmUpRssMb = rssMb(portalPid);
    console.log(`  RSS after the ${warmUpSeconds} s warm-up: ${warmUpRssMb.toFixed(1)} MB`);
  }, warmUpSeconds * 1000);
  let peakRssMb = 0;
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, rssMb(portalPid))), 1000);

  await Promise.all([
    ...Array.from({ length: people - accounts.length }, () => browseAnonymously()),
    ...accounts.map((account) => useSignedIn(account)),
  ]);
  clearTimeout(warmUp);
  clearInterval(sampler);
  const endRssMb = rssMb(portalPid);
  peakRssMb = Math.max(peakRssMb, endRssMb);

  console.log(`\n  ${"kind".padEnd(24)} ${"requests".padStart(8)} ${"errors".padStart(7)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)}`);
  const perKind: Record<string, { requests: number; errors: number; p50Ms: number; p99Ms: number }> = {};
  let totalErrors = 0;
  for (const [kind, { latenciesMs, errors }] of measurements) {
    const sorted = [...latenciesMs].sort((a, b) => a - b);
    const errorCount = [...errors.values()].reduce((sum, count) => sum + count, 0);
    totalErrors += errorCount;
    perKind[kind] = { requests: sorted.length, errors: errorCount, p50Ms: Math.round(percentile(sorted, 50)), p99Ms: Math.round(percentile(sorted, 99)) };
    const row = perKind[kind];
    console.log(`  ${kind.padEnd(24)} ${String(row.requests).padStart(8)} ${String(row.errors).padStart(7)} ${String(row.p50Ms).padStart(7)} ${String(row.p99Ms).padStart(7)}`);
    for (const [detail, count] of errors) console.log(`      ${count} × ${detail}`);
  }
  const requests = Object.values(perKind).reduce((sum, row) => sum + row.requests, 0);
  const growth = warmUpRssMb > 0 ? (endRssMb - warmUpRssMb) / warmUpRssMb : Number.NaN;
  console.log(`\n  ${requests} requests, ${(requests / seconds).toFixed(0)} req/s`);
  console.log(`  errors ${totalErrors} (target 0) ${totalErrors === 0 ? "MET" : "NOT MET"}`);
  console.log(
    `  RSS after warm-up ${warmUpRssMb.toFixed(1)} MB, at the end ${endRssMb.toFixed(1)} MB, peak ${peakRssMb.toFixed(1)} MB: ` +
      `growth ${(growth * 100).toFixed(1)} % (target ≤ ${rssGrowthTarget * 100} %) ${growth <= rssGrowthTarget ? "MET" : "NOT MET"}`,
  );
  console.log(
    JSON.stringify({
      seconds,
      people,
      requests,
      errors: totalErrors,
      warmUpRssMb: Number(warmUpRssMb.toFixed(1)),
      endRssMb: Number(endRssMb.toFixed(1)),
      rssGrowthPercent: Number((growth * 100).toFixed(1)),
      perKind,
    }),
  );
} finally {
  await portal.stop();
  await api.stop();
  await database.close();
  await cluster?.stop();
}
