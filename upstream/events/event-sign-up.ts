import { registrationStateOf } from "../../contract/registration-state";
import type { FestivalDeps } from "../festival-deps";
import { ApiProblem } from "../http/api-problem";
import type { Queryable } from "../db/database";
import { lockUser, releaseSeats, takeSeats, withSeatLock } from "./seat-limit";

/** An event's times and the fields the registration rule reads. */
interface EventTimes {
  id: number;
  date_start: Date;
  date_end: Date;
  available_to: Date | null;
  person_limit: number;
  users_count: number;
}

export async function findEventTimes(tx: Queryable, eventId: number): Promise<EventTimes> {
  const [event] = await tx.query<EventTimes>(
    "SELECT id, date_start, date_end, available_to, person_limit, users_count FROM events WHERE id = $1",
    [eventId],
  );
  if (!event) throw new ApiProblem(404, "event_not_found");
  return event;
}

/**
 * The rules a sign-up must pass before a seat, by the portal's own rule (contract/registration-state.ts):
 * "already" when the user holds the event (a no-op), else whether seats looked free ("open") or not ("full").
 * Closing by time is answered before the same-time rule, a full event after it.
 */
async function checkSignUp(q: Queryable, userId: number, eventId: number): Promise<"already" | "open" | "full"> {
  const event = await findEventTimes(q, eventId);
  const [existing] = await q.query("SELECT 1 FROM registrations WHERE event_id = $1 AND user_id = $2", [eventId, userId]);
  const state = registrationStateOf({ ...event, subscribed: existing !== undefined }, new Date());
  if (state === "subscribed") return "already";
  if (state === "closed") throw new ApiProblem(409, "registration_closed");
  const [clash] = await q.query(
    `SELECT 1 FROM registrations r JOIN events e ON e.id = r.event_id
      WHERE r.user_id = $1 AND e.id <> $2 AND e.date_start < $4 AND e.date_end > $3 LIMIT 1`,
    [userId, eventId, event.date_start, event.date_end],
  );
  if (clash) throw new ApiProblem(409, "user_has_events_at_the_same_time");
  return state === "full" ? "full" : "open";
}

/**
 * Signs the user up for the event; signing up twice is a no-op. A first check without locks turns away
 * a rush for a full event cheaply; the decision is then taken again in one transaction holding the user
 * lock, and the seat is taken by the conditional UPDATE, so stale reads can never overbook.
 */
export async function subscribe(deps: FestivalDeps, userId: number, eventId: number): Promise<void> {
  const unlocked = await checkSignUp(deps.db, userId, eventId);
  if (unlocked === "already") return;
  if (unlocked === "full") throw new ApiProblem(409, "participant_limit_exceeded");
  await withSeatLock(deps.db, deps.config.seatLockTimeoutMs, async (tx) => {
    await lockUser(tx, userId);
    if ((await checkSignUp(tx, userId, eventId)) === "already") return;
    if (!(await takeSeats(tx, eventId, 1))) throw new ApiProblem(409, "participant_limit_exceeded");
    await tx.query("INSERT INTO registrations (event_id, user_id) VALUES ($1, $2)", [eventId, userId]);
  });
}

/** Cancels the main reservation with its extra participants and frees all their seats; a no-op when absent. */
export async function unsubscribe(deps: FestivalDeps, userId: number, eventId: number): Promise<void> {
  await withSeatLock(deps.db, deps.config.seatLockTimeoutMs, async (tx) => {
    await lockUser(tx, userId);
    await findEventTimes(tx, eventId);
    const [registration] = await tx.query<{ id: number; participants: number }>(
      `DELETE FROM registrations r WHERE r.event_id = $1 AND r.user_id = $2
        RETURNING r.id, (SELECT count(*)::int FROM participants p WHERE p.registration_id = r.id) AS participants`,
      [eventId, userId],
    );
    if (registration) await releaseSeats(tx, eventId, 1 + registration.participants);
  });
}
