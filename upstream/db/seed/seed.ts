import type { Database, Queryable } from "../database";
import { insertDemoAccount } from "./demo-account";
import { insertDemoFestival } from "./demo-festival";

const SEED_LOCK_ID = 7_302_027;
const DAY_SECONDS = 24 * 60 * 60;

export interface SeedOptions {
  /** The demo festival: organisers and events. */
  demoFestival: boolean;
  /** The demo account with its registrations; never in production. */
  demoAccount: boolean;
  /** The seeding day; event dates are relative to it. */
  now?: Date;
}

/** Midnight UTC of `now`'s day: every demo date is this plus a fixed offset (generateDemoFestival). */
export function seedingDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Seeds once: the festival when there are no events yet, the demo account when it does not exist. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<{ events: number }> {
  if (!options.demoFestival) return { events: 0 };
  const today = seedingDay(options.now ?? new Date());
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [SEED_LOCK_ID]);
    const [{ count }] = await tx.query<{ count: number }>("SELECT count(*)::int AS count FROM events");
    const events = count === 0 ? await insertDemoFestival(tx, today) : 0;
    if (options.demoAccount) await insertDemoAccount(tx);
    return { events };
  });
}

/**
 * Moves a demo festival seeded on `seededOn` (a snapshot made at build time) to `now`'s day. Every demo date
 * is the seeding day plus an offset, so shifting them all by whole days (in seconds: no daylight-saving
 * arithmetic) gives exactly what seeding today would; the demo account's ended and upcoming events stay so.
 */
export async function moveDemoFestival(db: Queryable, seededOn: Date, now: Date = new Date()): Promise<void> {
  const seconds = Math.round((seedingDay(now).getTime() - seedingDay(seededOn).getTime()) / 1000);
  if (seconds === 0) return;
  await db.query(
    `UPDATE events SET date_start = date_start + $1 * interval '1 second', date_end = date_end + $1 * interval '1 second',
            available_to = available_to + $1 * interval '1 second'`,
    [seconds],
  );
  console.log(`[festival-api] demo festival moved by ${seconds / DAY_SECONDS} days to today`);
}
