import { maxExtraParticipantsOf } from "../../contract/event";
import type { Participant } from "../../contract/participant";
import { hasEnded, signUpWindowOpen } from "../../contract/registration-state";
import type { Queryable } from "../db/database";
import type { FestivalDeps } from "../festival-deps";
import { ApiProblem } from "../http/api-problem";
import { findEventTimes } from "./event-sign-up";
import { lockCallingUser, releaseSeats, takeSeats, withSeatLock } from "./seat-limit";

async function registrationOf(tx: Queryable, userId: number, eventId: number): Promise<number | undefined> {
  const [row] = await tx.query<{ id: number }>("SELECT id FROM registrations WHERE event_id = $1 AND user_id = $2", [eventId, userId]);
  return row?.id;
}

export async function listParticipants(deps: FestivalDeps, userId: number, eventId: number): Promise<Participant[]> {
  await findEventTimes(deps.db, eventId);
  return deps.db.query<Participant>(
    `SELECT p.id, p.name FROM participants p JOIN registrations r ON r.id = p.registration_id
      WHERE r.event_id = $1 AND r.user_id = $2 ORDER BY p.id`,
    [eventId, userId],
  );
}

/**
 * An extra participant takes a seat like the user; at most the event's `max_participants` per registration (and never
 * more than spec §5's 20: `maxExtraParticipantsOf`), and only
 * while the sign-up window is open (contract/registration-state.ts), never on an ended event.
 */
export async function addParticipant(deps: FestivalDeps, userId: number, eventId: number, name: string): Promise<Participant> {
  return withSeatLock(deps.db, deps.config.seatLockTimeoutMs, async (tx) => {
    await lockCallingUser(tx, userId);
    const event = await findEventTimes(tx, eventId);
    const registrationId = await registrationOf(tx, userId, eventId);
    if (registrationId === undefined) throw new ApiProblem(409, "not_subscribed");
    if (!signUpWindowOpen(event, new Date())) throw new ApiProblem(409, "registration_closed");
    const [{ count }] = await tx.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM participants WHERE registration_id = $1",
      [registrationId],
    );
    if (count >= maxExtraParticipantsOf(event)) throw new ApiProblem(409, "too_many_participants");
    if (!(await takeSeats(tx, eventId, 1))) throw new ApiProblem(409, "participant_limit_exceeded");
    const [participant] = await tx.query<Participant>(
      "INSERT INTO participants (registration_id, name) VALUES ($1, $2) RETURNING id, name",
      [registrationId, name],
    );
    return participant;
  });
}

/**
 * Only the user who added the participant can remove them, and only until the event ends (409
 * `participants_final`: after it, who came is settled, as the reservation is, which can no longer be cancelled);
 * the seat is freed.
 */
export async function removeParticipant(deps: FestivalDeps, userId: number, participantId: number): Promise<void> {
  await withSeatLock(deps.db, deps.config.seatLockTimeoutMs, async (tx) => {
    await lockCallingUser(tx, userId);
    const [participant] = await tx.query<{ event_id: number; date_end: Date }>(
      `SELECT r.event_id, e.date_end FROM participants p JOIN registrations r ON r.id = p.registration_id JOIN events e ON e.id = r.event_id
        WHERE p.id = $1 AND r.user_id = $2`,
      [participantId, userId],
    );
    if (!participant) throw new ApiProblem(404, "participant_not_found");
    if (hasEnded(participant, new Date())) throw new ApiProblem(409, "participants_final");
    await tx.query("DELETE FROM participants WHERE id = $1", [participantId]);
    await releaseSeats(tx, participant.event_id, 1);
  });
}
