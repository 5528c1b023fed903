import { hashPassword } from "../../auth/password-hash";
import type { Queryable } from "../database";

export const DEMO_ACCOUNT = {
  email: "demo@example.org",
  password: "festiwal2026",
  name: "Anna Demo",
  phone: "+48500000001",
  city: "Gdańsk",
  birthYear: 1990,
} as const;

/** Registers the demo user in events that have a free seat and that do not overlap one another. */
async function registerDemoUser(tx: Queryable, userId: number, candidatesSql: string, wanted: number) {
  const candidates = await tx.query<{ id: number; date_start: Date; date_end: Date }>(candidatesSql);
  const taken: { start: number; end: number }[] = [];
  for (const event of candidates) {
    if (taken.length === wanted) break;
    const start = event.date_start.getTime();
    const end = event.date_end.getTime();
    if (taken.some((slot) => slot.start < end && start < slot.end)) continue;
    taken.push({ start, end });
    await tx.query("INSERT INTO registrations (event_id, user_id) VALUES ($1, $2)", [event.id, userId]);
    await tx.query("UPDATE events SET users_count = users_count + 1 WHERE id = $1", [event.id]);
  }
}

/** An event one can hold a seat of: it takes registrations and has a seat free. */
const hasSeat = "(registration_required AND (person_limit = 0 OR users_count < person_limit))";

/**
 * The verified demo account of issue 3: three ended events to review and one upcoming event.
 * Never created in production (see upstream/README.md).
 */
export async function insertDemoAccount(tx: Queryable): Promise<void> {
  const existing = await tx.query("SELECT 1 FROM users WHERE lower(email) = $1", [DEMO_ACCOUNT.email]);
  if (existing.length > 0) return;
  const [user] = await tx.query<{ id: number }>(
    `INSERT INTO users (name, email, phone, city, birth_year, password_hash, email_verified_at, phone_verified_at)
     VALUES ($1, $2, $3, $4, $5, $6, now(), now()) RETURNING id`,
    [DEMO_ACCOUNT.name, DEMO_ACCOUNT.email, DEMO_ACCOUNT.phone, DEMO_ACCOUNT.city, DEMO_ACCOUNT.birthYear,
      await hashPassword(DEMO_ACCOUNT.password)],
  );
  await registerDemoUser(
    tx,
    user.id,
    `SELECT id, date_start, date_end FROM events WHERE date_end < now() AND ${hasSeat} ORDER BY date_end DESC, id`,
    3,
  );
  await registerDemoUser(
    tx,
    user.id,
    `SELECT id, date_start, date_end FROM events
      WHERE date_start > now() + interval '1 day' AND ${hasSeat} AND (available_to IS NULL OR available_to > now())
        AND checkboxes IS NULL AND payment_gate IS NULL
      ORDER BY date_start, id`,
    1,
  );
}
