import type { FestivalApiReview as Review, ReviewPayload } from "../../contract/review";
import { hasEnded } from "../../contract/registration-state";
import { SQLSTATE, sqlState } from "../db/database";
import type { FestivalDeps } from "../festival-deps";
import { ApiProblem } from "../http/api-problem";
import { findEventTimes } from "./event-sign-up";
import { toWarsawIso } from "../../contract/warsaw-time";

interface ReviewRow {
  id: number;
  rating: number;
  content: string;
  own: boolean;
  created_at: Date;
}

const toReview = (row: ReviewRow): Review => ({ ...row, created_at: toWarsawIso(row.created_at) });

/** The event's reviews, the caller's own first (spec §7: "first item is the user's review"). */
export async function listReviews(deps: FestivalDeps, userId: number, eventId: number): Promise<Review[]> {
  await findEventTimes(deps.db, eventId);
  const rows = await deps.db.query<ReviewRow>(
    `SELECT id, rating, content, user_id = $2 AS own, created_at FROM reviews
      WHERE event_id = $1 ORDER BY (user_id = $2) DESC, created_at DESC, id DESC`,
    [eventId, userId],
  );
  return rows.map(toReview);
}

/** Only for an event the user was signed up for and that has ended; one review per user and event. */
export async function addReview(deps: FestivalDeps, userId: number, eventId: number, payload: ReviewPayload): Promise<Review> {
  const event = await findEventTimes(deps.db, eventId);
  const [registered] = await deps.db.query("SELECT 1 FROM registrations WHERE event_id = $1 AND user_id = $2", [eventId, userId]);
  if (!registered) throw new ApiProblem(409, "not_subscribed");
  if (!hasEnded(event, new Date())) throw new ApiProblem(409, "event_not_ended");
  try {
    const [row] = await deps.db.query<ReviewRow>(
      `INSERT INTO reviews (event_id, user_id, rating, content) VALUES ($1, $2, $3, $4)
       RETURNING id, rating, content, true AS own, created_at`,
      [eventId, userId, payload.rating, payload.content],
    );
    return toReview(row);
  } catch (error) {
    if (sqlState(error) === SQLSTATE.uniqueViolation) throw new ApiProblem(409, "review_exists");
    throw error;
  }
}

/** Edit and delete touch only the caller's own review; anyone else's answers 404 like a missing one. */
export async function editReview(deps: FestivalDeps, userId: number, reviewId: number, payload: ReviewPayload): Promise<Review> {
  const [row] = await deps.db.query<ReviewRow>(
    `UPDATE reviews SET rating = $3, content = $4, updated_at = now() WHERE id = $1 AND user_id = $2
     RETURNING id, rating, content, true AS own, created_at`,
    [reviewId, userId, payload.rating, payload.content],
  );
  if (!row) throw new ApiProblem(404, "review_not_found");
  return toReview(row);
}

export async function deleteReview(deps: FestivalDeps, userId: number, reviewId: number): Promise<void> {
  const rows = await deps.db.query("DELETE FROM reviews WHERE id = $1 AND user_id = $2 RETURNING id", [reviewId, userId]);
  if (rows.length === 0) throw new ApiProblem(404, "review_not_found");
}
