/**
 * The registration rush (issues 3 and 13): N verified users sign up at once for one event with S seats, over
 * HTTP, against the festival API on a throwaway PostgreSQL server. The festival API runs in this process; the
 * load generator (bench/registration-rush-load.ts) in its own, and it first measures the floor: every user's
 * `GET /api/v1/get-data` at once, from the same client. Target: sign-ups/s ≥ 0.5 × that floor, 0 overbooked,
 * 0 errors. Prints its rows (bench-rows.ts); the last line is JSON.
 * RUSH_USERS (default 2000), RUSH_SEATS (default 100). Not a timed test: the figures are for reading.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startFestivalApi } from "../upstream/index";
import { createDatabaseFromTemplate, startPostgresCluster } from "../tests/support/pg-cluster";
import { createEvent, createUsers, seatAccounting } from "../tests/support/festival-fixtures";
import { reportRows, type BenchRow } from "./bench-rows";
import type { RushPlan, RushReport } from "./registration-rush-load";

const users = Number(process.env.RUSH_USERS ?? 2000);
const seats = Number(process.env.RUSH_SEATS ?? 100);
const targetFloorShare = 0.5;

/** Runs the load generator in its own process and reads its one JSON line. */
function runLoadGenerator(planFile: string): Promise<RushReport> {
  return new Promise((resolve, reject) => {
    const generator = spawn(process.execPath, ["--import", "tsx", "bench/registration-rush-load.ts", planFile], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    generator.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    generator.once("error", reject);
    generator.once("exit", (code) => {
      if (code !== 0) reject(new Error(`The load generator exited with ${code}`));
      else resolve(JSON.parse(output.trim().split("\n").at(-1)!) as RushReport);
    });
  });
}

const cluster = process.env.TEST_PG_ADMIN_URL ? undefined : await startPostgresCluster();
const adminUrl = process.env.TEST_PG_ADMIN_URL ?? cluster!.adminUrl;
const api = await startFestivalApi({ databaseUrl: await createDatabaseFromTemplate(adminUrl, "bench_registration_rush"), config: { logOutbox: false } });
const planDirectory = mkdtempSync(join(tmpdir(), "registration-rush-"));
try {
  console.log(`Registration rush: ${users} users, ${seats} seats, festival API at ${api.url}`);
  const accounts = await createUsers(api.db, users);
  const eventId = await createEvent(api.db, { personLimit: seats });
  const plan: RushPlan = { apiUrl: api.url, eventId, tokens: accounts.map((account) => account.token) };
  const planFile = join(planDirectory, "plan.json");
  writeFileSync(planFile, JSON.stringify(plan));

  const { floor, rush } = await runLoadGenerator(planFile);
  const seatsAfter = await seatAccounting(api.db, eventId);
  const overbooked = Math.max(0, seatsAfter.counted - seats);
  const floorShare = rush.rps / Math.max(1, floor.rps);
  const errors = rush.errors + floor.errors;
  for (const [detail, times] of Object.entries({ ...floor.error_kinds, ...rush.error_kinds })) console.log(`    ${times} × ${detail}`);
  console.log(`  floor: ${floor.rps} get-data/s; latency p50 ${floor.p50_ms} ms, p99 ${floor.p99_ms} ms`);
  console.log(`  accepted ${rush.accepted}, rejected 'Przekroczono limit osób' ${rush.rejected}, other answers ${rush.errors}`);
  console.log(`  seats taken ${seatsAfter.counted} of ${seats} (users_count ${seatsAfter.users_count}), overbooked ${overbooked}`);
  console.log(`  ${rush.rps} sign-ups/s; latency p50 ${rush.p50_ms} ms, p95 ${rush.p95_ms} ms, p99 ${rush.p99_ms} ms`);
  const rows: BenchRow[] = [
    {
      what: `rush ${users} users / ${seats} seats on PostgreSQL`,
      measured: `${rush.rps} sign-ups/s = ${floorShare.toFixed(2)}× floor (${floor.rps} get-data/s), p99 ${rush.p99_ms} ms`,
      target: `≥ ${targetFloorShare}× floor`,
      met: floorShare >= targetFloorShare,
    },
    { what: "… overbooked", measured: String(overbooked), target: "0", met: overbooked === 0 },
    { what: "… errors (floor and rush)", measured: String(errors), target: "0", met: errors === 0 },
  ];
  reportRows("registration-rush", rows);
  console.log(
    JSON.stringify({
      users,
      seats,
      accepted: rush.accepted,
      rejected: rush.rejected,
      errors: rush.errors,
      overbooked,
      throughput_rps: rush.rps,
      p50_ms: rush.p50_ms,
      p95_ms: rush.p95_ms,
      p99_ms: rush.p99_ms,
      floor_rps: floor.rps,
      floor_p99_ms: floor.p99_ms,
      floor_errors: floor.errors,
      floor_share: Number(floorShare.toFixed(2)),
      met: rows.every((row) => row.met),
    }),
  );
} finally {
  rmSync(planDirectory, { recursive: true, force: true });
  await api.close();
  await cluster?.stop();
}
