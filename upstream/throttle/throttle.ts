import type { FestivalConfig } from "../config";
import type { Queryable } from "../db/database";
import { throttledProblem } from "../http/api-problem";

/** The actions an attacker could repeat to guess passwords, enumerate accounts or spam mailboxes. */
export type ThrottledAction = "login" | "register" | "email-resend" | "sms-resend" | "remind";

/**
 * Counts one attempt per client IP and per target address (e-mail or phone) in fixed windows stored in
 * the database, so every API instance shares them; over either limit the caller gets 429 with Retry-After:
 * the seconds until the window that refused it ends.
 */
export async function throttle(
  db: Queryable,
  limits: FestivalConfig["rateLimit"],
  action: ThrottledAction,
  subject: { ip: string; address?: string },
): Promise<void> {
  const buckets: [string, number][] = [[`${action}:ip:${subject.ip}`, limits.perIp]];
  if (subject.address) buckets.push([`${action}:address:${subject.address.toLowerCase()}`, limits.perAddress]);
  const rows = await db.query<{ bucket: string; hits: number; since_window_start: number }>(
    `INSERT INTO throttle_hits (bucket, window_start, hits)
       SELECT bucket, to_timestamp(floor(extract(epoch FROM now()) / $2) * $2), 1 FROM unnest($1::text[]) AS bucket
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = throttle_hits.hits + 1
     RETURNING bucket, hits, extract(epoch FROM now() - window_start)::float8 AS since_window_start`,
    [buckets.map(([bucket]) => bucket), limits.windowSeconds],
  );
  // Old windows are dead weight; sweeping now and then keeps the table small without a scheduler.
  if (Math.random() < 0.01) {
    await db.query("DELETE FROM throttle_hits WHERE window_start < now() - make_interval(secs => $1 * 2)", [limits.windowSeconds]);
  }
  const limitOf = new Map(buckets);
  const refused = rows.filter((row) => row.hits > (limitOf.get(row.bucket) ?? Infinity));
  if (refused.length > 0) {
    const secondsLeft = limits.windowSeconds - Math.min(...refused.map((row) => row.since_window_start));
    throw throttledProblem("too_many_requests", secondsLeft);
  }
}
