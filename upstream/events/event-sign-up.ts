import { participationStateOf } from "../../contract/registration-state";
import type { FestivalDeps } from "../festival-deps";
import { ApiProblem } from "../http/api-problem";
import type { Queryable } from "../db/database";
import { sendCancellationConfirmation, sendSignUpConfirmation } from "./registration-mail";
import { lockUser, releaseSeats, takeSeats, withSeatLock } from "./seat-limit";

/** An event's times and the fields the registration rule reads. */
interface EventTimes {
  id: number;
  date_start: Date;
  date_end: Date;
  available_to: Date | null;
  person_limit: number;
  users_count: number;
  /** Extra participants one registration may add. */
  max_participants: number;
  registration_required: boolean;
  payment_gate: string | null;
}

export async function findEventTimes(tx: Queryable, eventId: number): Promise<EventTimes> {
  const [event] = await tx.query<EventTimes>(
    `SELECT id, date_start, date_end, available_to, person_limit, users_count, max_participants, registration_required,
            payment_gate
       FROM events WHERE id = $1`,
    [eventId],
  );
  if (!event) throw new ApiProblem(404, "event_not_found");
  return event;
}

/**
 * The rules a sign-up must pass before a seat, by the portal's own rule (contract/registration-state.ts):
 * "already" when the user holds the event (a no-op), else whether seats looked free ("open") or not ("full").
 * An event without registration is refused first; closing by time, then a payment gate, are answered before
 * the same-time rule, a full event after it.
 */
async function checkSignUp(q: Queryable, userId: number, eventId: number): Promise<"already" | "open" | "full"> {
  const event = await findEventTimes(q, eventId);
  const [existing] = await q.query("SELECT 1 FROM registrations WHERE event_id = $1 AND user_id = $2", [eventId, userId]);
  const state = participationStateOf({ ...event, subscribed: existing !== undefined }, new Date());
  if (state === "not-required") throw new ApiProblem(409, "registration_not_required");
  if (state === "subscribed") return "already";
  if (state === "closed") throw new ApiProblem(409, "registration_closed");
  // The seat of a paid event is taken through the organiser's payment page, never by a plain sign-up.
  if (event.payment_gate) throw new ApiProblem(409, "payment_required");
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
 * lock, and the seat is taken by the conditional UPDATE, so stale reads can never overbook. The confirmation
 * e-mail is written in the same transaction.
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
    await sendSignUpConfirmation(tx, deps, userId, eventId);
  });
}

/**
 * Cancels the main reservation with its extra participants and frees all their seats. Refused when the user
 * holds no reservation (409 `not_subscribed`, which the portal treats as already cancelled) and once the
 * event has ended (409 `event_ended`: a review may rest on the reservation). Confirmed by e-mail.
 */
export async function unsubscribe(deps: FestivalDeps, userId: number, eventId: number): Promise<void> {
  await withSeatLock(deps.db, deps.config.seatLockTimeoutMs, async (tx) => {
    await lockUser(tx, userId);
    const event = await findEventTimes(tx, eventId);
    const [registration] = await tx.query<{ id: number; participants: number }>(
      `SELECT r.id, (SELECT count(*)::int FROM participants p WHERE p.registration_id = r.id) AS participants
         FROM registrations r WHERE r.event_id = $1 AND r.user_id = $2`,
      [eventId, userId],
    );
    if (!registration) throw new ApiProblem(409, "not_subscribed");
    if (event.date_end.getTime() <= Date.now()) throw new ApiProblem(409, "event_ended");
    await tx.query("DELETE FROM registrations WHERE id = $1", [registration.id]);
    await releaseSeats(tx, eventId, 1 + registration.participants);
    await sendCancellationConfirmation(tx, deps, userId, eventId, registration.participants);
  });
}
