import type { Event } from "#contract/event";
import { festivalEvents } from "../event-data";
import { e2eDatabase, type FestivalAccount } from "./festival-fixtures";

/** An event of the E2E festival that has ended and took registrations (not one of `except`): one its participants may review. */
export async function endedEvent({ except = [] }: { except?: readonly number[] } = {}): Promise<Event> {
  const now = Date.now();
  const event = (await festivalEvents()).find(
    (candidate) =>
      new Date(candidate.date_end).getTime() < now && candidate.registration_required !== false && !except.includes(candidate.id),
  );
  if (!event) throw new Error("The E2E festival has no ended event");
  return event;
}

/**
 * Gives the user a registration of an ended event. Written to the database, as account-panel-tabs.spec.ts does:
 * the festival API takes no sign-up once an event has started, and the seat count stays as it is, so no other
 * test's page changes.
 */
export async function registerAfterTheEvent(user: Pick<FestivalAccount, "email">, event: Pick<Event, "id">): Promise<void> {
  const db = e2eDatabase();
  const [row] = await db.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [user.email]);
  await db.query("INSERT INTO registrations (event_id, user_id) VALUES ($1, $2)", [event.id, row.id]);
}
