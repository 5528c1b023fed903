/**
 * The registration rush (issue 3): N verified users sign up at once for one event with S seats, over HTTP,
 * against the festival API on a throwaway PostgreSQL server. Prints a summary whose last line is JSON.
 * RUSH_USERS (default 2000), RUSH_SEATS (default 100). Not a timed test: the figures are for reading.
 */
import { serverMessages } from "../contract/errors";
import { apiPaths } from "../contract/paths";
import { startFestivalApi } from "../upstream/index";
import { createDatabaseFromTemplate, startPostgresCluster } from "../tests/support/pg-cluster";
import { createEvent, createUsers, seatAccounting } from "../tests/support/festival-fixtures";

const users = Number(process.env.RUSH_USERS ?? 2000);
const seats = Number(process.env.RUSH_SEATS ?? 100);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const cluster = process.env.TEST_PG_ADMIN_URL ? undefined : await startPostgresCluster();
const adminUrl = process.env.TEST_PG_ADMIN_URL ?? cluster!.adminUrl;
const api = await startFestivalApi({ databaseUrl: await createDatabaseFromTemplate(adminUrl, "bench_registration_rush"), env: { logOutbox: false } });
try {
  console.log(`Registration rush: ${users} users, ${seats} seats, festival API at ${api.url}`);
  const accounts = await createUsers(api.db, users);
  const eventId = await createEvent(api.db, { personLimit: seats });

  const started = performance.now();
  const results = await Promise.all(
    accounts.map(async (account, index) => {
      const sent = performance.now();
      try {
        const response = await fetch(api.url + apiPaths.subscribe(eventId), {
          method: "POST",
          headers: {
            Accept: "application/json",
            Authorization: `Bearer ${account.token}`,
            // Each user from their own address, as the portal forwards it.
            "X-Forwarded-For": `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
          },
        });
        const body = (await response.json()) as { message?: string };
        const outcome =
          response.status === 200
            ? "accepted"
            : response.status === 409 && body.message === serverMessages.participant_limit_exceeded
              ? "rejected"
              : "error";
        return { outcome, detail: `${response.status} ${body.message ?? ""}`, ms: performance.now() - sent };
      } catch (error) {
        return { outcome: "error", detail: String((error as Error).cause ?? error), ms: performance.now() - sent };
      }
    }),
  );
  const elapsedMs = performance.now() - started;

  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const count = (outcome: string) => results.filter((result) => result.outcome === outcome).length;
  const seatsAfter = await seatAccounting(api.db, eventId);
  const summary = {
    users,
    seats,
    accepted: count("accepted"),
    rejected: count("rejected"),
    errors: count("error"),
    overbooked: Math.max(0, seatsAfter.counted - seats),
    throughput_rps: Math.round((users / elapsedMs) * 1000),
    p50_ms: Math.round(percentile(latencies, 50)),
    p95_ms: Math.round(percentile(latencies, 95)),
    p99_ms: Math.round(percentile(latencies, 99)),
  };
  console.log(`  accepted ${summary.accepted}, rejected 'Przekroczono limit osób' ${summary.rejected}, other answers ${summary.errors}`);
  const errorKinds = new Map<string, number>();
  for (const result of results) if (result.outcome === "error") errorKinds.set(result.detail, (errorKinds.get(result.detail) ?? 0) + 1);
  for (const [detail, times] of errorKinds) console.log(`    ${times} × ${detail}`);
  console.log(`  seats taken ${seatsAfter.counted} of ${seats} (users_count ${seatsAfter.users_count}), overbooked ${summary.overbooked}`);
  console.log(`  ${summary.throughput_rps} sign-ups/s; latency p50 ${summary.p50_ms} ms, p95 ${summary.p95_ms} ms, p99 ${summary.p99_ms} ms`);
  console.log(JSON.stringify(summary));
} finally {
  await api.close();
  await cluster?.stop();
}
