import type { Queryable } from "../db/database";
import type { FestivalDeps } from "../festival-deps";
import { lockUser, releaseSeats, withSeatLock } from "../events/seat-limit";

/**
 * Removes an account and everything it holds, inside the caller's transaction (opened by `withSeatLock`, as
 * it may wait for event rows): its registrations and their extra participants give their seats back, the
 * user row goes with its favourites, reviews, tokens, SMS codes and reset links (ON DELETE CASCADE), and the
 * outbox forgets the messages addressed to its e-mail or phone (RODO: nothing of the person stays; one the
 * sender is delivering at this moment still goes out, and its outcome then updates no row). Locks the user, then
 * events in id order, like every seat change.
 */
export async function removeAccount(tx: Queryable, userId: number): Promise<void> {
  // Removed meanwhile (the owner's own request and the sweeper, or two of the owner's): nothing left to remove.
  if (!(await lockUser(tx, userId))) return;
  const registrations = await tx.query<{ event_id: number; seats: number }>(
    `DELETE FROM registrations r WHERE r.user_id = $1
      RETURNING r.event_id, 1 + (SELECT count(*)::int FROM participants p WHERE p.registration_id = r.id) AS seats`,
    [userId],
  );
  for (const { event_id, seats } of registrations.sort((a, b) => a.event_id - b.event_id)) {
    await releaseSeats(tx, event_id, seats);
  }
  const [removed] = await tx.query<{ email: string; phone: string }>("DELETE FROM users WHERE id = $1 RETURNING email, phone", [userId]);
  // No row is locked for longer than the sender's one-statement claim, so nothing is skipped and left behind.
  await tx.query("DELETE FROM outbox WHERE recipient = ANY($1::text[])", [[removed.email, removed.phone]]);
}

/** The caller's own request (DELETE /api/v1/account): all of it or nothing, in one transaction. */
export async function deleteAccount(deps: FestivalDeps, userId: number): Promise<void> {
  await withSeatLock(deps.db, deps.config.seatLockTimeoutMs, (tx) => removeAccount(tx, userId));
}
