import { hashPassword } from "../../upstream/auth/password-hash";
import { hashSecretToken, newSecretToken } from "../../upstream/auth/secret-token";
import type { Queryable } from "../../upstream/index";

export const FIXTURE_PASSWORD = "haslo-testowe-1";

/**
 * scrypt's cost for the test suites' festival APIs (`passwordHashCost`, PASSWORD_HASH_COST) and fixture accounts:
 * 2^10, about 3 ms a hash against 150 at the production 2^15 on a busy 2-core machine, where the hashes of the
 * accounts the tests register and log in took about a fifth of vitest's CPU time. The code is the same at any
 * cost; the benches keep production's, since they measure it.
 */
export const TEST_PASSWORD_HASH_COST = 10;
const fixtureHashes = new Map<number, Promise<string>>();

let userCounter = 0;

/**
 * An e-mail and phone no other fixture user of the run has: the process id tells the test workers apart, the
 * counter the users of one worker.
 */
export function uniqueContact(): { email: string; phone: string } {
  userCounter++;
  const unique = `${process.pid}${String(userCounter).padStart(6, "0")}`;
  return { email: `user${unique}@test.example.org`, phone: `+48${unique.slice(-11).padStart(11, "7")}` };
}

export interface FixtureUser {
  id: number;
  email: string;
  phone: string;
  token: string;
}

/**
 * Accounts written straight to the database with a bearer token each (hashed like real ones), so rule
 * tests need not go through the throttled register/verify flow.
 */
export async function createUsers(
  db: Queryable,
  count: number,
  {
    verified = { email: true, phone: true },
    passwordHashCost = TEST_PASSWORD_HASH_COST,
  }: { verified?: { email: boolean; phone: boolean }; passwordHashCost?: number } = {},
): Promise<FixtureUser[]> {
  let fixtureHash = fixtureHashes.get(passwordHashCost);
  if (!fixtureHash) {
    fixtureHash = hashPassword(FIXTURE_PASSWORD, passwordHashCost);
    fixtureHashes.set(passwordHashCost, fixtureHash);
  }
  const passwordHash = await fixtureHash;
  const users = Array.from({ length: count }, () => ({ ...uniqueContact(), token: newSecretToken() }));
  const rows = await db.query<{ id: number; email: string }>(
    `INSERT INTO users (name, email, phone, city, birth_year, password_hash, email_verified_at, phone_verified_at)
     SELECT 'Test User', email, phone, 'Gdańsk', 1990, $3,
            CASE WHEN $4 THEN now() END, CASE WHEN $5 THEN now() END
       FROM unnest($1::text[], $2::text[]) AS t(email, phone)
     RETURNING id, email`,
    [users.map((user) => user.email), users.map((user) => user.phone), passwordHash, verified.email, verified.phone],
  );
  const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
  const result = users.map((user) => ({ ...user, id: idByEmail.get(user.email)! }));
  await db.query(
    "INSERT INTO access_tokens (token_hash, user_id) SELECT * FROM unnest($1::text[], $2::int[])",
    [result.map((user) => hashSecretToken(user.token)), result.map((user) => user.id)],
  );
  return result;
}

export async function createUser(db: Queryable, verified?: { email: boolean; phone: boolean }): Promise<FixtureUser> {
  const [user] = await createUsers(db, 1, { verified });
  return user;
}

export interface EventFixture {
  personLimit?: number;
  /** Minutes from now; default a day ahead. */
  startsInMinutes?: number;
  /** An exact start instead, for events whose times must meet: each insert's `now()` is its own. */
  startsAt?: Date;
  durationMinutes?: number;
  availableToInMinutes?: number | null;
  seatsTaken?: number;
}

/** An event of organiser 1 in a slot group of its own. */
export async function createEvent(db: Queryable, fixture: EventFixture = {}): Promise<number> {
  const start = fixture.startsInMinutes ?? 24 * 60;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO events (organiser_id, slot_group, name_pl, name_en, description_pl, description_en, localization,
       date_start, date_end, type, person_limit, seats_reserved_offline, users_count, available_to)
     VALUES (1, (SELECT coalesce(max(slot_group), 0) + 1 FROM events), 'Test', 'Test', 'Opis', 'Description', 'Gdańsk',
       coalesce($6, now() + make_interval(mins => $1)), coalesce($6, now() + make_interval(mins => $1)) + make_interval(mins => $2),
       'Warsztaty', $3, $4, $4, CASE WHEN $5::int IS NULL THEN NULL ELSE now() + make_interval(mins => $5::int) END)
     RETURNING id`,
    [start, fixture.durationMinutes ?? 60, fixture.personLimit ?? 0, fixture.seatsTaken ?? 0, fixture.availableToInMinutes ?? null, fixture.startsAt ?? null],
  );
  return row.id;
}

/** Seats taken as the database counts them, and as the counter says. */
export async function seatAccounting(db: Queryable, eventId: number) {
  const [row] = await db.query<{ users_count: number; person_limit: number; counted: number }>(
    `SELECT e.users_count, e.person_limit,
            e.seats_reserved_offline
            + (SELECT count(*)::int FROM registrations r WHERE r.event_id = e.id)
            + (SELECT count(*)::int FROM participants p JOIN registrations r ON r.id = p.registration_id WHERE r.event_id = e.id)
            AS counted
       FROM events e WHERE e.id = $1`,
    [eventId],
  );
  return row;
}

export async function latestOutboxMessage(db: Queryable, to: string, channel: "email" | "sms") {
  const [row] = await db.query<{ body: string; subject: string }>(
    "SELECT body, subject FROM outbox WHERE recipient = $1 AND channel = $2 ORDER BY id DESC LIMIT 1",
    [to, channel],
  );
  return row;
}
