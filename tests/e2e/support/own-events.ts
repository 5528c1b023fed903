import { createEvent, type EventFixture } from "../../support/festival-fixtures";
import { e2eDatabase } from "./festival-fixtures";
import { test } from "./test";

/**
 * Events of a spec's own, written to the E2E database (its name ends `.own-events.spec.ts`, so it runs after every
 * other spec: playwright.config.ts), so seat counters and times are exact whatever else the run signs up for;
 * removed after each test with their registrations, so the demo festival's list is as it was.
 */
export function useOwnEvents() {
  const createdEventIds: number[] = [];
  test.afterEach(async () => {
    const db = e2eDatabase();
    for (const id of createdEventIds.splice(0)) {
      // Participants go with their registrations (ON DELETE CASCADE).
      await db.query("DELETE FROM registrations WHERE event_id = $1", [id]);
      await db.query("DELETE FROM favourites WHERE event_id = $1", [id]);
      await db.query("DELETE FROM events WHERE id = $1", [id]);
    }
  });
  /** A new event of organiser 1 (tests/support/festival-fixtures.ts `createEvent`), without acknowledgements. */
  return async function eventOfOurOwn(fixture: EventFixture & { maxParticipants?: number }) {
    const db = e2eDatabase();
    const id = await createEvent(db, fixture);
    createdEventIds.push(id);
    if (fixture.maxParticipants !== undefined) await db.query("UPDATE events SET max_participants = $2 WHERE id = $1", [id, fixture.maxParticipants]);
    return { id, checkboxes: null };
  };
}
