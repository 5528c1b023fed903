import { describe, expect, it } from "vitest";
import { serverMessages } from "../../contract/errors";
import { apiPaths } from "../../contract/paths";
import { call, useTestApi } from "./support/test-api";
import { createEvent, createUser, createUsers, FIXTURE_PASSWORD, seatAccounting } from "../support/festival-fixtures";

const api = useTestApi("contract_concurrency");

// Real PostgreSQL only (the file name keeps it out of the PGlite run): PGlite has one connection, so
// nothing there can race or hold a row lock while another request waits.

/** The invariants of issue 3 on real PostgreSQL: no overbooking and no double-booked user, however many race. */
describe("sign-ups under concurrency", () => {
  it("300 concurrent sign-ups for 50 seats end with 50 registrations and 250 'Przekroczono limit osób'", async () => {
    const users = await createUsers(api.db, 300);
    const eventId = await createEvent(api.db, { personLimit: 50 });
    const answers = await Promise.all(users.map((user) => call(api, "POST", apiPaths.subscribe(eventId), { token: user.token })));
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409 && answer.body.message === serverMessages.participant_limit_exceeded);
    expect(accepted).toHaveLength(50);
    expect(refused).toHaveLength(250);
    expect(await seatAccounting(api.db, eventId)).toEqual({ users_count: 50, person_limit: 50, counted: 50 });
  });

  it("one user racing two overlapping events ends with one registration, every time", async () => {
    const users = await createUsers(api.db, 20);
    for (const user of users) {
      const first = await createEvent(api.db, { startsInMinutes: 5000, durationMinutes: 90 });
      const second = await createEvent(api.db, { startsInMinutes: 5030, durationMinutes: 90 });
      const answers = await Promise.all(
        [first, second].flatMap((eventId) => [0, 1].map(() => call(api, "POST", apiPaths.subscribe(eventId), { token: user.token }))),
      );
      const [{ count }] = await api.db.query<{ count: number }>("SELECT count(*)::int AS count FROM registrations WHERE user_id = $1", [user.id]);
      expect(count).toBe(1);
      const clashes = answers.filter((answer) => answer.body.code === "user_has_events_at_the_same_time");
      expect(clashes.length).toBeGreaterThanOrEqual(1);
      expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    }
  });

  it("participants racing for the last seats never overbook", async () => {
    const users = await createUsers(api.db, 10);
    const eventId = await createEvent(api.db, { personLimit: 25 });
    for (const user of users) await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token });
    await Promise.all(
      users.flatMap((user) =>
        Array.from({ length: 5 }, (_, n) =>
          call(api, "POST", apiPaths.participants(eventId), { token: user.token, body: { name: `Osoba Numer-${"abcde"[n]}` } }),
        ),
      ),
    );
    expect(await seatAccounting(api.db, eventId)).toEqual({ users_count: 25, person_limit: 25, counted: 25 });
  });
});

describe("a seat lock held too long", () => {
  const impatient = useTestApi("contract_seat_lock_timeout", { config: { seatLockTimeoutMs: 200 } });

  it("answers 503 'busy, try again' and changes nothing", async () => {
    const user = await createUser(impatient.db);
    const eventId = await createEvent(impatient.db, { personLimit: 10 });
    await impatient.db.transaction(async (tx) => {
      await tx.query("SELECT id FROM events WHERE id = $1 FOR UPDATE", [eventId]);
      const answer = await call(impatient, "POST", apiPaths.subscribe(eventId), { token: user.token });
      expect(answer).toMatchObject({ status: 503, body: { code: "busy", message: serverMessages.busy } });
    });
    expect(await seatAccounting(impatient.db, eventId)).toMatchObject({ users_count: 0, counted: 0 });
  });
});

describe("an account deleted while requests of its own are on their way", () => {
  /** Backends of this file's database waiting for a row lock. */
  async function requestsWaitingForLocks(): Promise<number> {
    const [{ count }] = await api.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    );
    return count;
  }

  it("answers them 401, writes nothing for it and mails the deleted address nothing", async () => {
    const user = await createUser(api.db);
    const eventId = await createEvent(api.db, { personLimit: 10 });
    let answers: Promise<{ status: number }[]> | undefined;
    // The deletion holds the account's row until it commits; each request, authenticated before, waits on it.
    await api.db.transaction(async (tx) => {
      await tx.query("DELETE FROM users WHERE id = $1", [user.id]);
      answers = Promise.all([
        call(api, "POST", apiPaths.subscribe(eventId), { token: user.token }),
        call(api, "POST", apiPaths.favourite(eventId), { token: user.token }),
        call(api, "POST", apiPaths.changeData(), { token: user.token, body: { name: "Ewa Nowak", city: "Sopot", age: 1985 } }),
        call(api, "POST", apiPaths.passwordChange(), {
          token: user.token,
          body: { old_password: FIXTURE_PASSWORD, password: "nowe-haslo-1", password_confirmation: "nowe-haslo-1" },
        }),
      ]);
      await expect.poll(requestsWaitingForLocks, { timeout: 10_000 }).toBe(4);
    });
    expect((await answers!).map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
    expect(await seatAccounting(api.db, eventId)).toMatchObject({ users_count: 0, counted: 0 });
    const [{ count }] = await api.db.query<{ count: number }>("SELECT count(*)::int AS count FROM outbox WHERE recipient = $1", [user.email]);
    expect(count).toBe(0);
  });
});
