/**
 * The soak (issue 12): SOAK_USERS simulated people (default 200), each from its own forwarded address (the portal
 * runs with TRUST_PROXY=loopback), use the built portal for SOAK_SECONDS (default 300) against the demo festival on
 * a throwaway PostgreSQL server: half browse anonymously (the list, filtered lists, event pages, legal pages),
 * half log in through the login form and browse, sign up and favourite. Each person waits 1–3 s between clicks.
 * People arrive over the first fifth; the warm-up is the first two fifths, so the portal has run at full load for as
 * long again before its RSS is taken: V8 sizes its heap to the load, the JIT compiles the hot code and the page
 * cache fills in that time, and none of that is a leak. It prints the portal process's RSS after the warm-up and
 * at the end (growth target ≤ 10 %), each the median of once-a-second samples over the last tenth of the run (one
 * sample can land on a garbage collection's peak), the errors (target 0: a network failure, a 5xx, or any answer a real page
 * would not give) and latencies per kind of request. Beside RSS it prints the JS heap after a full collection at
 * both points (bench/portal-memory-probe.ts): what the program really keeps, where a leak shows as growth.
 * SOAK_HEAP_SNAPSHOTS=<directory> also writes a heap snapshot at both points (for DevTools' Comparison view; a
 * snapshot pauses the portal and inflates its RSS, so the RSS figures of such a run are not comparable), and
 * SOAK_TRACE=1 prints RSS every 5 s. Not a timed test: the figures are for reading; the last line is JSON.
 */
import { readFileSync } from "node:fs";
import { eventListResponseSchema, parseEventCheckboxes, type Event } from "../contract/event";
import { registrationRequiredFor } from "../contract/registration-state";
import { filtersResponseSchema } from "../contract/filters";
import { apiPaths } from "../contract/paths";
import { DEFAULT_PASSWORD_HASH_COST } from "../upstream/auth/password-hash";
import { openPgDatabase } from "../upstream/db/pg-database";
import { startFestivalApiProcess } from "../tests/support/festival-api-process";
import { createUsers, FIXTURE_PASSWORD } from "../tests/support/festival-fixtures";
import { createDatabaseFromTemplate, startPostgresCluster } from "../tests/support/pg-cluster";
import { ensurePortalBuild, freePort, startPortal } from "../tests/support/portal-process";
import { nextVisitorAddress, PortalVisitor, type PortalAnswer } from "../tests/support/portal-visitor";
import { reportRows } from "./bench-rows";

const seconds = Number(process.env.SOAK_SECONDS ?? 300);
const people = Number(process.env.SOAK_USERS ?? 200);
const arrivalSeconds = seconds / 5;
const warmUpSeconds = (2 * seconds) / 5;
/**
 * The RSS at a point is the median of the once-a-second samples of the last tenth of the run before it: RSS
 * rises and falls by a tenth or more with V8's collection cycles (tens of seconds under this load).
 */
const rssWindowSeconds = Math.max(1, Math.round(seconds / 10));
const rssGrowthTarget = 0.1;
/** Where to write heap snapshots of the portal after the warm-up and at the end (for DevTools), if anywhere. */
const heapSnapshotDirectory = process.env.SOAK_HEAP_SNAPSHOTS;
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

interface HeapFigures {
  heapUsedMb: number;
  heapAfterGcMb: number;
}

const megabytes = (bytes: number) => bytes / 1024 / 1024;

/** The portal's heap as it is and after a full collection (bench/portal-memory-probe.ts); optionally a heap snapshot. */
async function portalHeap(label: string): Promise<HeapFigures> {
  const probe = `http://127.0.0.1:${memoryProbePort}`;
  if (heapSnapshotDirectory) {
    const file = `${heapSnapshotDirectory}/portal-${label}-${Date.now()}.heapsnapshot`;
    await fetch(`${probe}/heap-snapshot?${new URLSearchParams({ file })}`);
    console.log(`  heap snapshot ${file}`);
  }
  const { asItIs, afterFullGc } = (await (await fetch(`${probe}/memory`)).json()) as Record<"asItIs" | "afterFullGc", NodeJS.MemoryUsage>;
  return { heapUsedMb: megabytes(asItIs.heapUsed), heapAfterGcMb: megabytes(afterFullGc.heapUsed) };
}

function rssMb(pid: number): number {
  const kilobytes = Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
  return kilobytes / 1024;
}

ensurePortalBuild({ always: process.env.BENCH_BUILD === "1" });

const cluster = process.env.TEST_PG_ADMIN_URL ? undefined : await startPostgresCluster();
const adminUrl = process.env.TEST_PG_ADMIN_URL ?? cluster!.adminUrl;
const databaseUrl = await createDatabaseFromTemplate(adminUrl, "bench_soak");
// The festival API in a process of its own, as deployed, so the simulated people do not slow it down.
const api = await startFestivalApiProcess({ databaseUrl });
const memoryProbePort = await freePort();
const portal = await startPortal({
  festivalApiUrl: api.url,
  env: { TRUST_PROXY: "loopback", MEMORY_PROBE_PORT: String(memoryProbePort) },
  // The probe is TypeScript: tsx loads it (only it) into the built server.
  nodeArguments: ["--import", "tsx", "--import", "./bench/portal-memory-probe.ts"],
});
const database = openPgDatabase(databaseUrl, { maxConnections: 2 });

try {
  const events = eventListResponseSchema.parse(await (await fetch(api.url + apiPaths.events("pl"))).json()).data;
  const categories = filtersResponseSchema.parse(await (await fetch(api.url + apiPaths.filters())).json()).data.category;
  // Their logins verify at production's cost, which the tests' fixture accounts lower.
  const accounts = await createUsers(database, Math.ceil(people / 2), { passwordHashCost: DEFAULT_PASSWORD_HASH_COST });
  const page = (path: string) => `${portal.url}${path}`;

  const eventPagePath = (event: Event) => `/event/${event.id}`;
  // The page offers a sign-up form only where registration is required and no payment gate takes the sign-up;
  // posting one anyway is a 400, as it should be, not a soak error.
  const eventsWithSignUpForm = events.filter((event) => registrationRequiredFor(event) && !event.payment_gate);
  const listPaths = ["/", "/?page=2"];
  const filteredListPaths = categories.map((category) => `/?${new URLSearchParams({ category })}`);
  const legalPaths = ["/statute", "/accessibility", "/private-policy"];

  console.log(`Soak: ${people} people (${accounts.length} signed in) for ${seconds} s, arriving over ${arrivalSeconds} s, warm-up ${warmUpSeconds} s, portal at ${portal.url} (pid ${portal.pid})`);
  const endsAt = Date.now() + seconds * 1000;

  // People arrive one by one over the first fifth, not all in the same instant.
  const arrival = () => new Promise((resolve) => setTimeout(resolve, Math.random() * arrivalSeconds * 1000));

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
        const signUpEvent = pick(eventsWithSignUpForm);
        const acknowledgement = (parseEventCheckboxes(signUpEvent.checkboxes) ?? []).map((_, index) => String(index));
        // Signed up (back to the event), or the form again with why not (full, closed, at the same time as another).
        const signedUpOrRefused: Expected = (answer) =>
          redirectTo(eventPagePath(signUpEvent))(answer) || (answer.status === 409 && answer.body.includes("</html>"));
        await measure("sign-up", () => browser.post(page(eventPagePath(signUpEvent)), { acknowledgement }), signedUpOrRefused);
      } else {
        const favourite = pick(["add", "remove"]);
        // Without a Referer the heart's POST comes back to the event, at the heart (its form's id).
        await measure("favourite", () => browser.post(page(`${eventPagePath(event)}/favourite`), { favourite }), redirectTo(`${eventPagePath(event)}#favourite-${event.id}`));
      }
      await thinkTime();
    }
  }

  // RSS once a second: the figure at a point is the median of the samples of the window before it.
  const rssSamplesMb: number[] = [];
  const startedAt = Date.now();
  const sampler = setInterval(() => {
    rssSamplesMb.push(rssMb(portal.pid));
    if (process.env.SOAK_TRACE && rssSamplesMb.length % 5 === 0) {
      console.log(`  ${((Date.now() - startedAt) / 1000).toFixed(0)} s: RSS ${rssSamplesMb.at(-1)!.toFixed(1)} MB`);
    }
  }, 1000);
  const recentRssMb = () => percentile([...rssSamplesMb.slice(-rssWindowSeconds)].sort((a, b) => a - b), 50);

  let warmUpRssMb = 0;
  let warmUpHeap: Promise<HeapFigures> | undefined;
  const warmUp = setTimeout(() => {
    warmUpRssMb = recentRssMb();
    console.log(`  RSS after the ${warmUpSeconds} s warm-up: ${warmUpRssMb.toFixed(1)} MB`);
    warmUpHeap = portalHeap("warm-up");
  }, warmUpSeconds * 1000);

  await Promise.all([
    ...Array.from({ length: people - accounts.length }, () => browseAnonymously()),
    ...accounts.map((account) => useSignedIn(account)),
  ]);
  clearTimeout(warmUp);
  clearInterval(sampler);
  const endRssMb = recentRssMb();
  const peakRssMb = Math.max(...rssSamplesMb);
  const endHeap = await portalHeap("end");
  const warmUpHeapFigures = await warmUpHeap;

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
  const heapGrowth = warmUpHeapFigures ? (endHeap.heapAfterGcMb - warmUpHeapFigures.heapAfterGcMb) / warmUpHeapFigures.heapAfterGcMb : Number.NaN;
  console.log(
    `  JS heap after a full GC: after warm-up ${warmUpHeapFigures?.heapAfterGcMb.toFixed(1)} MB, at the end ${endHeap.heapAfterGcMb.toFixed(1)} MB: ` +
      `growth ${(heapGrowth * 100).toFixed(1)} % (in use before the GC: ${warmUpHeapFigures?.heapUsedMb.toFixed(1)} → ${endHeap.heapUsedMb.toFixed(1)} MB)`,
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
      warmUpHeapAfterGcMb: Number(warmUpHeapFigures?.heapAfterGcMb.toFixed(1)),
      endHeapAfterGcMb: Number(endHeap.heapAfterGcMb.toFixed(1)),
      perKind,
    }),
  );
  reportRows("soak", [
    { what: `soak ${people} people, ${seconds} s: errors`, measured: String(totalErrors), target: "0", met: totalErrors === 0 },
    {
      what: `soak ${people} people, ${seconds} s: portal RSS growth after the warm-up`,
      measured: `${(growth * 100).toFixed(1)} % (${warmUpRssMb.toFixed(0)} → ${endRssMb.toFixed(0)} MB)`,
      target: `≤ ${rssGrowthTarget * 100} %`,
      met: growth <= rssGrowthTarget,
    },
    {
      what: `soak ${people} people, ${seconds} s: portal JS heap after a full GC, growth after the warm-up`,
      measured: `${(heapGrowth * 100).toFixed(1)} % (${warmUpHeapFigures?.heapAfterGcMb.toFixed(0)} → ${endHeap.heapAfterGcMb.toFixed(0)} MB)`,
      target: "",
    },
  ]);
} finally {
  await portal.stop();
  await api.stop();
  await database.close();
  await cluster?.stop();
}
