import type { Database } from "../database";
import { insertDemoAccount } from "./demo-account";
import { insertDemoFestival } from "./demo-festival";

const SEED_LOCK_ID = 7_302_027;

export interface SeedOptions {
  /** The demo festival: organisers and events. */
  demoFestival: boolean;
  /** The demo account with its registrations; never in production. */
  demoAccount: boolean;
  /** The seeding day; event dates are relative to it. */
  now?: Date;
}

/** Seeds once: the festival when there are no events yet, the demo account when it does not exist. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<{ events: number }> {
  if (!options.demoFestival) return { events: 0 };
  const now = options.now ?? new Date();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [SEED_LOCK_ID]);
    const [{ count }] = await tx.query<{ count: number }>("SELECT count(*)::int AS count FROM events");
    const events = count === 0 ? await insertDemoFestival(tx, today) : 0;
    if (options.demoAccount) await insertDemoAccount(tx);
    return { events };
  });
}
