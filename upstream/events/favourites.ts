import type { FestivalDeps } from "../festival-deps";
import { findEventTimes } from "./event-sign-up";

/** Favourites are a set: adding twice or removing an absent one changes nothing. */
export async function setFavourite(deps: FestivalDeps, userId: number, eventId: number, favourite: boolean): Promise<void> {
  await findEventTimes(deps.db, eventId);
  await deps.db.query(
    favourite
      ? "INSERT INTO favourites (user_id, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING"
      : "DELETE FROM favourites WHERE user_id = $1 AND event_id = $2",
    [userId, eventId],
  );
}
