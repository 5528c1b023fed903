import type { FestivalConfig } from "../config";
import type { Queryable } from "../db/database";
import { throttledProblem } from "../http/api-problem";

/** The actions an attacker could repeat to guess passwords, enumerate accounts or spam mailboxes. */
export type ThrottledAction = "login" | "register" | "email-resend" | "sms-resend" | "remind";

/**
 * Counts one attempt per client IP, per target address (e-mail or phone) and per account acting, if any, in
 * windows stored in the database (an account has the address's limit),
 * so every API instance shares them. A bucket's count is a sliding window's estimate: this window's attempts
 * plus the previous window's, weighted by how much of the previous window the last `windowSeconds` still
 * cover. Fixed windows alone let twice the limit through around a window's end (ten attempts before it, ten
 * after). Over either limit the caller gets 429 with Retry-After: the seconds until the estimate is within it.
 *
 * Answers the attempt counted, for an action whose success is no guess at the address (a login with the right
 * password): forgiving it takes its hit back from the address's and the account's buckets, in the windows it was
 * counted in. The IP's bucket keeps it: forgiven there too, one account's logins would cost a client nothing, and
 * each still costs a password hash and a token.
 */
export async function throttle(
  db: Queryable,
  limits: FestivalConfig["rateLimit"],
  action: ThrottledAction,
  subject: { ip: string; address?: string; account?: number },
): Promise<CountedAttempt> {
  const buckets: [string, number][] = [[`${action}:ip:${subject.ip}`, limits.perIp]];
  if (subject.address) buckets.push([`${action}:address:${subject.address.toLowerCase()}`, limits.perAddress]);
  if (subject.account !== undefined) buckets.push([`${action}:account:${subject.account}`, limits.perAddress]);
  // The previous window is read as it was before this statement (a data-modifying WITH sees the old rows).
  const rows = await db.query<{ bucket: string; window_start: Date; hits: number; previous_hits: number; since_window_start: number }>(
    `WITH counted AS (
       INSERT INTO throttle_hits (bucket, window_start, hits)
         SELECT bucket, to_timestamp(floor(extract(epoch FROM now()) / $2) * $2), 1 FROM unnest($1::text[]) AS bucket
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = throttle_hits.hits + 1
       RETURNING bucket, window_start, hits
     )
     SELECT counted.bucket, counted.window_start, counted.hits, coalesce(previous.hits, 0) AS previous_hits,
            extract(epoch FROM now() - counted.window_start)::float8 AS since_window_start
       FROM counted
       LEFT JOIN throttle_hits AS previous
         ON previous.bucket = counted.bucket AND previous.window_start = counted.window_start - make_interval(secs => $2)`,
    [buckets.map(([bucket]) => bucket), limits.windowSeconds],
  );
  // Old windows are dead weight; sweeping now and then keeps the table small without a scheduler.
  if (Math.random() < 0.01) {
    await db.query("DELETE FROM throttle_hits WHERE window_start < now() - make_interval(secs => $1 * 2)", [limits.windowSeconds]);
  }
  const limitOf = new Map(buckets);
  const waits = rows.map((row) => secondsUntilWithinLimit({ ...row, windowSeconds: limits.windowSeconds, limit: limitOf.get(row.bucket) ?? Infinity }));
  const longestWait = Math.max(0, ...waits);
  if (longestWait > 0) throw throttledProblem("too_many_requests", longestWait);
  const ipBucket = buckets[0][0];
  const addressRows = rows.filter((row) => row.bucket !== ipBucket);
  return {
    async forgiveForAddress() {
      await db.query(
        `UPDATE throttle_hits SET hits = greatest(hits - 1, 0)
           FROM unnest($1::text[], $2::timestamptz[]) AS counted (bucket, window_start)
          WHERE throttle_hits.bucket = counted.bucket AND throttle_hits.window_start = counted.window_start`,
        [addressRows.map((row) => row.bucket), addressRows.map((row) => row.window_start)],
      );
    },
  };
}

export interface CountedAttempt {
  /** Takes this attempt's hit back from the address's and the account's buckets; the IP's keeps it. */
  forgiveForAddress(): Promise<void>;
}

interface BucketCount {
  /** Attempts in this window, this one included. */
  hits: number;
  /** Attempts in the window before it. */
  previous_hits: number;
  /** How far into this window the attempt came. */
  since_window_start: number;
  windowSeconds: number;
  limit: number;
}

/**
 * 0 while the sliding estimate is within the limit; otherwise the seconds until a next attempt would be, counting
 * that attempt too: within this window, once the previous window's share has faded enough; else in the next
 * window, once this window's own share has.
 */
export function secondsUntilWithinLimit({ hits, previous_hits, since_window_start, windowSeconds, limit }: BucketCount): number {
  if (hits + previous_hits * (1 - since_window_start / windowSeconds) <= limit) return 0;
  if (hits + 1 < limit) return windowSeconds * (1 - (limit - hits - 1) / previous_hits) - since_window_start;
  return windowSeconds - since_window_start + windowSeconds * Math.max(0, 1 - (limit - 1) / hits);
}
