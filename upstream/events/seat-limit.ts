import { SQLSTATE, sqlState, type Database, type Queryable } from "../db/database";
import { ApiProblem } from "../http/api-problem";
import { accountGone } from "../accounts/session-user";

/**
 * Takes `seats` seats of an event in one conditional UPDATE: it row-locks the event, re-checks the limit
 * against the committed count and writes, so concurrent sign-ups queue on the row and can never push
 * users_count past person_limit (0 = unlimited). False when there is no room.
 */
export async function takeSeats(tx: Queryable, eventId: number, seats: number): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE events SET users_count = users_count + $2
      WHERE id = $1 AND (person_limit = 0 OR users_count + $2 <= person_limit)
      RETURNING users_count`,
    [eventId, seats],
  );
  return rows.length === 1;
}

/**
 * A sign-up's seat and its registration in one statement (one round trip): the same conditional UPDATE as
 * `takeSeats`, and the registration only when it took the seat. False when there is no room.
 */
export async function takeSeatAndRegister(tx: Queryable, eventId: number, userId: number): Promise<boolean> {
  const rows = await tx.query(
    `WITH seat AS (
       UPDATE events SET users_count = users_count + 1
        WHERE id = $1 AND (person_limit = 0 OR users_count + 1 <= person_limit)
        RETURNING id)
     INSERT INTO registrations (event_id, user_id) SELECT id, $2 FROM seat RETURNING id`,
    [eventId, userId],
  );
  return rows.length === 1;
}

export async function releaseSeats(tx: Queryable, eventId: number, seats: number): Promise<void> {
  await tx.query("UPDATE events SET users_count = greatest(users_count - $2, 0) WHERE id = $1", [eventId, seats]);
}

/**
 * A transaction for seat changes: locks wait at most `lockTimeoutMs`, and a timeout (or a deadlock) is
 * answered 'busy, try again' (503), never a 500 and never a half-done change.
 */
export async function withSeatLock<T>(db: Database, lockTimeoutMs: number, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(fn, { lockTimeoutMs });
  } catch (error) {
    const state = sqlState(error);
    if (state === SQLSTATE.lockNotAvailable || state === SQLSTATE.deadlockDetected) throw new ApiProblem(503, "busy");
    throw error;
  }
}

/**
 * Serialises one user's seat changes: the same-time rule reads the user's other registrations, which a
 * parallel sign-up for another event would not see without this lock. Always taken before an event row.
 * Whether the account is still there: one deleted meanwhile has no row left to lock.
 */
export async function lockUser(tx: Queryable, userId: number): Promise<boolean> {
  const rows = await tx.query("SELECT id FROM users WHERE id = $1 FOR UPDATE", [userId]);
  return rows.length > 0;
}

/** `lockUser` for the caller of a request: an account deleted since the request was authenticated is answered 401. */
export async function lockCallingUser(tx: Queryable, userId: number): Promise<void> {
  if (!(await lockUser(tx, userId))) throw accountGone();
}
