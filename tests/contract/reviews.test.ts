import { describe, expect, it } from "vitest";
import { eventResponseSchema } from "../../contract/event";
import { apiPaths } from "../../contract/paths";
import { festivalApiReviewListResponseSchema, festivalApiReviewResponseSchema } from "../../contract/review";
import { call, useTestApi } from "./support/test-api";
import { createEvent, createUser, type FixtureUser } from "../support/festival-fixtures";

const api = useTestApi("contract_reviews");

/** Registrations for ended events cannot be made through the API, so the fixture writes them. */
async function attendedEndedEvent(user: FixtureUser): Promise<number> {
  const eventId = await createEvent(api.db, { startsInMinutes: -180, durationMinutes: 60 });
  await api.db.query("INSERT INTO registrations (event_id, user_id) VALUES ($1, $2)", [eventId, user.id]);
  return eventId;
}

describe("reviews", () => {
  it("one review per user for an ended event they attended, the user's own listed first", async () => {
    const user = await createUser(api.db);
    const other = await createUser(api.db);
    const eventId = await attendedEndedEvent(user);
    await api.db.query("INSERT INTO registrations (event_id, user_id) VALUES ($1, $2)", [eventId, other.id]);
    expect((await call(api, "POST", apiPaths.reviews(eventId), { token: other.token, body: { rating: 3, content: "Dobrze" } })).status).toBe(201);
    const added = await call(api, "POST", apiPaths.reviews(eventId), { token: user.token, body: { content: "Świetne!" } });
    expect(added.status).toBe(201);
    expect(festivalApiReviewResponseSchema.parse(added.body).data).toMatchObject({ rating: 5, content: "Świetne!", own: true });
    const twice = await call(api, "POST", apiPaths.reviews(eventId), { token: user.token, body: { rating: 4 } });
    expect(twice).toMatchObject({ status: 409, body: { code: "review_exists" } });
    const list = festivalApiReviewListResponseSchema.parse((await call(api, "GET", apiPaths.reviews(eventId), { token: user.token })).body).data;
    expect(list.map((review) => review.own)).toEqual([true, false]);
    const event = eventResponseSchema.parse((await call(api, "GET", apiPaths.event(eventId), { token: user.token })).body).data;
    expect(event.isRated).toBe(true);
  });

  it("refuses events the user did not attend and events that have not ended", async () => {
    const user = await createUser(api.db);
    const notAttended = await createEvent(api.db, { startsInMinutes: -180 });
    expect((await call(api, "POST", apiPaths.reviews(notAttended), { token: user.token, body: { rating: 4 } })).body.code).toBe("not_subscribed");
    const upcoming = await createEvent(api.db);
    await call(api, "POST", apiPaths.subscribe(upcoming), { token: user.token });
    expect((await call(api, "POST", apiPaths.reviews(upcoming), { token: user.token, body: { rating: 4 } })).body.code).toBe("event_not_ended");
    expect((await call(api, "GET", apiPaths.reviews(999999), { token: user.token })).status).toBe(404);
  });

  it.each([[0], [6], [4.5], ["5"]])("refuses the rating %j", async (rating) => {
    const user = await createUser(api.db);
    const eventId = await attendedEndedEvent(user);
    expect((await call(api, "POST", apiPaths.reviews(eventId), { token: user.token, body: { rating, content: "x" } })).status).toBe(422);
  });

  it("refuses content over the maximum and keeps markup as plain text", async () => {
    const user = await createUser(api.db);
    const eventId = await attendedEndedEvent(user);
    expect((await call(api, "POST", apiPaths.reviews(eventId), { token: user.token, body: { content: "a".repeat(2001) } })).status).toBe(422);
    const markup = "<script>alert(1)</script>'; DROP TABLE reviews; --";
    const added = await call(api, "POST", apiPaths.reviews(eventId), { token: user.token, body: { content: markup, rating: 2 } });
    expect(festivalApiReviewResponseSchema.parse(added.body).data.content).toBe(markup);
  });

  it("edits and deletes only the user's own review", async () => {
    const user = await createUser(api.db);
    const stranger = await createUser(api.db);
    const eventId = await attendedEndedEvent(user);
    const { id } = festivalApiReviewResponseSchema.parse((await call(api, "POST", apiPaths.reviews(eventId), { token: user.token, body: { rating: 2, content: "Słabo" } })).body).data;
    expect((await call(api, "POST", apiPaths.reviewEdit(id), { token: stranger.token, body: { rating: 1, content: "x" } })).status).toBe(404);
    expect((await call(api, "DELETE", apiPaths.review(id), { token: stranger.token })).status).toBe(404);
    const edited = await call(api, "POST", apiPaths.reviewEdit(id), { token: user.token, body: { rating: 4, content: "Jednak dobrze" } });
    expect(festivalApiReviewResponseSchema.parse(edited.body).data).toMatchObject({ id, rating: 4, content: "Jednak dobrze" });
    // An edit names both: one that leaves either out changes nothing, rather than putting back 5 stars or no text.
    for (const body of [undefined, { content: "Tylko treść" }, { rating: 1 }]) {
      expect((await call(api, "POST", apiPaths.reviewEdit(id), { token: user.token, body })).status).toBe(422);
    }
    expect((await call(api, "GET", apiPaths.reviews(eventId), { token: user.token })).body.data[0]).toMatchObject({ rating: 4, content: "Jednak dobrze" });
    expect((await call(api, "DELETE", apiPaths.review(id), { token: user.token })).status).toBe(200);
    expect((await call(api, "DELETE", apiPaths.review(id), { token: user.token })).status).toBe(404);
    expect((await call(api, "GET", apiPaths.reviews(eventId), { token: user.token })).body.data).toEqual([]);
  });

  it("the demo account has ended events to review and one upcoming event", async () => {
    const login = await call(api, "POST", apiPaths.login(), { body: { email: "demo@example.org", password: "festiwal2026" } });
    expect(login.status).toBe(200);
    const events = eventResponseSchema.shape.data.array().parse((await call(api, "GET", apiPaths.userEvents(), { token: login.body.token })).body.data);
    const now = Date.now();
    expect(events.filter((event) => new Date(event.date_end).getTime() < now && !event.isRated).length).toBeGreaterThanOrEqual(3);
    expect(events.filter((event) => new Date(event.date_start).getTime() > now)).toHaveLength(1);
  });
});
