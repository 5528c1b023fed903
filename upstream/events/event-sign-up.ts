import { hasEnded, participationStateOf, signUpWindowOpen } from "../../contract/registration-state";
import type { FestivalDeps } from "../festival-deps";
import { ApiProblem } from "../http/api-problem";
import type { Queryable } from "../db/database";
import { sendCancellationConfirmation, sendSignUpConfirmation } from "./registration-mail";
import { lockCallingUser, releaseSeats, takeSeatAndRegister, withSeatLock } from "./seat-limit";

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

/** What the sign-up rules read, in one query: the event, and the caller's registration and same-time clash. */
interface SignUpFacts extends EventTimes {
  subscribed: boolean;
  clashes: boolean;
}

async function findSignUpFacts(q: Queryable, userId: number, eventId: number): Promise<SignUpFacts> {
  const [facts] = await q.query<SignUpFacts>(
    `SELECT e.id, e.date_start, e.date_end, e.available_to, e.person_limit, e.users_count, e.max_participants,
            e.registration_required, e.payment_gate,
            EXISTS (SELECT 1 FROM registrations r WHERE r.event_id = e.id AND r.user_id = $2) AS subscribed,
            EXISTS (SELECT 1 FROM registrations r JOIN events other ON other.id = r.event_id
                     WHERE r.user_id = $2 AND other.id <> e.id
                       AND other.date_start < e.date_end AND other.date_end > e.date_start) AS clashes
       FROM events e WHERE e.id = $1`,
    [eventId, userId],
  );
  if (!facts) throw new ApiProblem(404, "event_not_found");
  return facts;
}

/**
 * The rules a sign-up must pass before a seat, by the portal's own rule (contract/registration-state.ts):
 * "already" when the user holds the event (a no-op), else "open"; a full event is refused. An event without
 * registration is refused first; closing by time, then a payment gate, are answered before the same-time
 * rule, a full event after it.
 */
async function checkSignUp(q: Queryable, userId: number, eventId: number): Promise<"already" | "open"> {
  const event = await findSignUpFacts(q, userId, eventId);
  const state = participationStateOf(event, new Date());
  if (state === "not-required") throw new ApiProblem(409, "registration_not_required");
  if (state === "subscribed") return "already";
  if (state === "closed") throw new ApiProblem(409, "registration_closed");
  // The seat of a paid event is taken through the organiser's payment page, never by a plain sign-up.
  if (event.payment_gate) throw new ApiProblem(409, "payment_required");
  if (event.clashes) throw new ApiProblem(409, "user_has_events_at_the_same_time");
  if (state === "full") throw new ApiProblem(409, "participant_limit_exceeded");
  return "open";
}

/**
 * Signs the user up for the event; signing up twice is a no-op. A first check without locks (one query, no
 * transaction) turns away a rush for a full event cheaply; the decision is then taken again in one
 * transaction holding the user lock (a full event is refused there too, before waiting for its row), and the
 * seat is taken by the conditional UPDATE that also writes the registration, so stale reads can never
 * overbook. The confirmation e-mail is written in the same transaction.
 */
export async function subscribe(deps: FestivalDeps, userId: number, eventId: number): Promise<void> {
  if ((await checkSignUp(deps.db, userId, eventId)) === "already") return;
  await withSeatLock(deps.db, deps.config.seatLockTimeoutMs, async (tx) => {
    await lockCallingUser(tx, userId);
    if ((await checkSignUp(tx, userId, eventId)) === "already") return;
    if (!(await takeSeatAndRegister(tx, eventId, userId))) throw new ApiProblem(409, "participant_limit_exceeded");
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
    await lockCallingUser(tx, userId);
    const event = await findEventTimes(tx, eventId);
    const [registration] = await tx.query<{ id: number; participants: number }>(
      `SELECT r.id, (SELECT count(*)::int FROM participants p WHERE p.registration_id = r.id) AS participants
         FROM registrations r WHERE r.event_id = $1 AND r.user_id = $2`,
      [eventId, userId],
    );
    if (!registration) throw new ApiProblem(409, "not_subscribed");
    const now = new Date();
    if (hasEnded(event, now)) throw new ApiProblem(409, "event_ended");
    await tx.query("DELETE FROM registrations WHERE id = $1", [registration.id]);
    await releaseSeats(tx, eventId, 1 + registration.participants);
    await sendCancellationConfirmation(tx, deps, userId, eventId, {
      extraParticipants: registration.participants,
      signUpOpen: signUpWindowOpen(event, now),
    });
  });
}
