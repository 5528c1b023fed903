import { describe, expect, it } from "vitest";
import { serverMessages } from "../../contract/errors";
import { eventListResponseSchema, eventResponseSchema } from "../../contract/event";
import { MAX_EXTRA_PARTICIPANTS } from "../../contract/limits";
import { participantListResponseSchema, participantResponseSchema } from "../../contract/participant";
import { apiPaths } from "../../contract/paths";
import { call, useTestApi } from "./support/test-api";
import { createEvent, createUser, seatAccounting } from "../support/festival-fixtures";

const api = useTestApi("contract_sign_up");

describe("subscribe and unsubscribe", () => {
  it("signs up once, counts the seat, and answers the event as the user now sees it", async () => {
    const user = await createUser(api.db);
    const eventId = await createEvent(api.db, { personLimit: 10, seatsTaken: 3 });
    const first = await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token });
    expect(first.status).toBe(200);
    expect(eventResponseSchema.parse(first.body).data).toMatchObject({ subscribed: true, users_count: 4 });
    const again = await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token });
    expect(eventResponseSchema.parse(again.body).data.users_count).toBe(4);
    const list = eventListResponseSchema.parse((await call(api, "GET", apiPaths.userEvents(), { token: user.token })).body).data;
    expect(list.map((event) => event.id)).toEqual([eventId]);
    const all = eventListResponseSchema.parse((await call(api, "GET", apiPaths.events("pl"), { token: user.token })).body).data;
    expect(all.find((event) => event.id === eventId)?.subscribed).toBe(true);
  });

  it("answers 404 for unknown or malformed events", async () => {
    const user = await createUser(api.db);
    for (const id of ["999999", "abc", "0"]) {
      const answer = await call(api, "POST", `/api/v1/event/subscribe/${id}`, { token: user.token });
      expect(answer).toMatchObject({ status: 404, body: { message: serverMessages.event_not_found, code: "event_not_found" } });
    }
  });

  it("refuses after the registration deadline and after the start", async () => {
    const user = await createUser(api.db);
    const deadlinePassed = await createEvent(api.db, { availableToInMinutes: -5 });
    const started = await createEvent(api.db, { startsInMinutes: -10 });
    for (const eventId of [deadlinePassed, started]) {
      const answer = await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token });
      expect(answer).toMatchObject({ status: 409, body: { code: "registration_closed" } });
    }
    const event = eventResponseSchema.parse((await call(api, "GET", apiPaths.event(deadlinePassed))).body).data;
    expect(event.is_unavailable).toBe(true);
  });

  it("closes an event with free seats once it started without a deadline, as the portal's rule says", async () => {
    const user = await createUser(api.db);
    const endedYesterday = await createEvent(api.db, { startsInMinutes: -24 * 60, personLimit: 40, seatsTaken: 18 });
    const eventOf = async (eventId: number) => eventResponseSchema.parse((await call(api, "GET", apiPaths.event(eventId))).body).data;
    expect(await eventOf(endedYesterday)).toMatchObject({ users_count: 18, available_to: null, is_unavailable: true });
    const refused = await call(api, "POST", apiPaths.subscribe(endedYesterday), { token: user.token });
    expect(refused).toMatchObject({ status: 409, body: { code: "registration_closed" } });
    expect((await seatAccounting(api.db, endedYesterday)).users_count).toBe(18);

    // A deadline still ahead keeps sign-up open after the start (the deadline wins), as before the start.
    const startedWithDeadlineAhead = await createEvent(api.db, { startsInMinutes: -30, availableToInMinutes: 60, personLimit: 40, seatsTaken: 18 });
    const upcoming = await createEvent(api.db, { startsInMinutes: 24 * 60, personLimit: 40, seatsTaken: 18 });
    for (const eventId of [startedWithDeadlineAhead, upcoming]) {
      expect((await eventOf(eventId)).is_unavailable).toBe(false);
      const accepted = await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token });
      expect(accepted.status).toBe(200);
      expect(eventResponseSchema.parse(accepted.body).data).toMatchObject({ subscribed: true, users_count: 19 });
    }
  });

  it("refuses a full event with 'Przekroczono limit osób'", async () => {
    const user = await createUser(api.db);
    const eventId = await createEvent(api.db, { personLimit: 5, seatsTaken: 5 });
    const answer = await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token });
    expect(answer).toMatchObject({ status: 409, body: { message: serverMessages.participant_limit_exceeded, code: "participant_limit_exceeded" } });
    expect((await seatAccounting(api.db, eventId)).users_count).toBe(5);
  });

  it("refuses an event overlapping one the user holds, but not one that merely touches it", async () => {
    const user = await createUser(api.db);
    // Exact times, so that touching events meet to the microsecond (back-to-back slots, 10:00–11:00 and 11:00–12:00).
    const minutesAhead = (minutes: number) => new Date(Math.floor(Date.now() / 60_000 + 2000 + minutes) * 60_000);
    const held = await createEvent(api.db, { startsAt: minutesAhead(0), durationMinutes: 60 });
    const overlapping = await createEvent(api.db, { startsAt: minutesAhead(30), durationMinutes: 60 });
    const endingAsItStarts = await createEvent(api.db, { startsAt: minutesAhead(-30), durationMinutes: 30 });
    const startingAsItEnds = await createEvent(api.db, { startsAt: minutesAhead(60), durationMinutes: 30 });
    await call(api, "POST", apiPaths.subscribe(held), { token: user.token });
    const clash = await call(api, "POST", apiPaths.subscribe(overlapping), { token: user.token });
    expect(clash).toMatchObject({
      status: 409,
      body: { message: serverMessages.user_has_events_at_the_same_time, code: "user_has_events_at_the_same_time" },
    });
    for (const touching of [endingAsItStarts, startingAsItEnds]) {
      expect((await call(api, "POST", apiPaths.subscribe(touching), { token: user.token })).status).toBe(200);
    }
  });

  it("unsubscribing frees the user's seat and those of their extra participants", async () => {
    const user = await createUser(api.db);
    const eventId = await createEvent(api.db, { personLimit: 10 });
    await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token });
    for (const name of ["Anna Nowak", "Piotr Nowak"]) {
      await call(api, "POST", apiPaths.participants(eventId), { token: user.token, body: { name } });
    }
    expect((await seatAccounting(api.db, eventId)).users_count).toBe(3);
    const answer = await call(api, "POST", apiPaths.unsubscribe(eventId), { token: user.token });
    expect(eventResponseSchema.parse(answer.body).data).toMatchObject({ subscribed: false, users_count: 0 });
    expect(await seatAccounting(api.db, eventId)).toMatchObject({ users_count: 0, counted: 0 });
    const participants = await call(api, "GET", apiPaths.participants(eventId), { token: user.token });
    expect(participantListResponseSchema.parse(participants.body).data).toEqual([]);
  });
});

describe("extra participants", () => {
  it("only on a subscribed event", async () => {
    const user = await createUser(api.db);
    const eventId = await createEvent(api.db);
    const answer = await call(api, "POST", apiPaths.participants(eventId), { token: user.token, body: { name: "Anna Nowak" } });
    expect(answer).toMatchObject({ status: 409, body: { code: "not_subscribed" } });
  });

  it.each([[""], ["   "], ["Anna"], ["Anna Nowak 2"], [42]])("refuses the name %j with 422", async (name) => {
    const user = await createUser(api.db);
    const eventId = await createEvent(api.db);
    await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token });
    const answer = await call(api, "POST", apiPaths.participants(eventId), { token: user.token, body: { name } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.name.length).toBeGreaterThan(0);
  });

  it(`takes a seat each, at most ${MAX_EXTRA_PARTICIPANTS}, and only the owner removes them`, async () => {
    const user = await createUser(api.db);
    const stranger = await createUser(api.db);
    const eventId = await createEvent(api.db, { personLimit: 0 });
    await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token });
    const ids: number[] = [];
    for (let n = 0; n < MAX_EXTRA_PARTICIPANTS; n++) {
      const answer = await call(api, "POST", apiPaths.participants(eventId), { token: user.token, body: { name: `Uczestnik Numer-${"abcdefghijklmnopqrstu"[n]}` } });
      expect(answer.status).toBe(201);
      ids.push(participantResponseSchema.parse(answer.body).data.id);
    }
    const tooMany = await call(api, "POST", apiPaths.participants(eventId), { token: user.token, body: { name: "Jeden Za Dużo" } });
    expect(tooMany).toMatchObject({ status: 409, body: { message: serverMessages.too_many_participants, code: "too_many_participants" } });
    expect((await seatAccounting(api.db, eventId)).users_count).toBe(1 + MAX_EXTRA_PARTICIPANTS);
    expect((await call(api, "DELETE", apiPaths.participant(ids[0]), { token: stranger.token })).status).toBe(404);
    expect((await call(api, "DELETE", apiPaths.participant(ids[0]), { token: user.token })).status).toBe(200);
    expect(await seatAccounting(api.db, eventId)).toMatchObject({ users_count: MAX_EXTRA_PARTICIPANTS, counted: MAX_EXTRA_PARTICIPANTS });
  });

  it("refuses a participant when the event has no seat left", async () => {
    const user = await createUser(api.db);
    const eventId = await createEvent(api.db, { personLimit: 2, seatsTaken: 1 });
    await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token });
    const answer = await call(api, "POST", apiPaths.participants(eventId), { token: user.token, body: { name: "Anna Nowak" } });
    expect(answer).toMatchObject({ status: 409, body: { message: serverMessages.participant_limit_exceeded } });
  });
});

describe("favourites", () => {
  it("adds, lists and removes favourites idempotently", async () => {
    const user = await createUser(api.db);
    const eventId = await createEvent(api.db);
    for (let n = 0; n < 2; n++) {
      const added = await call(api, "POST", apiPaths.favourite(eventId), { token: user.token });
      expect(eventResponseSchema.parse(added.body).data.favourite).toBe(true);
    }
    const list = eventListResponseSchema.parse((await call(api, "GET", apiPaths.favourites(), { token: user.token })).body).data;
    expect(list.map((event) => event.id)).toEqual([eventId]);
    const removed = await call(api, "DELETE", apiPaths.favourite(eventId), { token: user.token });
    expect(eventResponseSchema.parse(removed.body).data.favourite).toBe(false);
    expect((await call(api, "GET", apiPaths.favourites(), { token: user.token })).body.data).toEqual([]);
    expect((await call(api, "POST", apiPaths.favourite(999999), { token: user.token })).status).toBe(404);
  });
});
