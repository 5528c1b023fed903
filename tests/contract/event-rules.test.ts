import { describe, expect, it } from "vitest";
import { serverMessages } from "../../contract/errors";
import { eventListResponseSchema, eventResponseSchema, maxExtraParticipantsOf } from "../../contract/event";
import { MAX_EXTRA_PARTICIPANTS } from "../../contract/limits";
import { apiPaths } from "../../contract/paths";
import { participationStateOf, registrationRequiredFor } from "../../contract/registration-state";
import type { Queryable } from "../../upstream/index";
import { call, useTestApi } from "./support/test-api";
import { createEvent, createUser, seatAccounting } from "../support/festival-fixtures";

const api = useTestApi("contract_event_rules");

/**
 * A reservation written straight to the database, as one made while sign-up was still open: the API itself
 * refuses sign-ups for events whose window has closed, which is the state these rules are about.
 */
async function holdSeat(db: Queryable, userId: number, eventId: number): Promise<void> {
  await db.query("INSERT INTO registrations (event_id, user_id) VALUES ($1, $2)", [eventId, userId]);
  await db.query("UPDATE events SET users_count = users_count + 1 WHERE id = $1", [eventId]);
}

describe("extra participants only inside the sign-up window", () => {
  it("are refused once the deadline passed, once the event started without one, and on an ended event", async () => {
    const user = await createUser(api.db);
    const deadlinePassed = await createEvent(api.db, { availableToInMinutes: -5 });
    const started = await createEvent(api.db, { startsInMinutes: -10, durationMinutes: 60 });
    const ended = await createEvent(api.db, { startsInMinutes: -120, durationMinutes: 60, availableToInMinutes: 60 });
    for (const eventId of [deadlinePassed, started, ended]) {
      await holdSeat(api.db, user.id, eventId);
      const answer = await call(api, "POST", apiPaths.participants(eventId), { token: user.token, body: { name: "Anna Nowak" } });
      expect(answer).toMatchObject({ status: 409, body: { code: "registration_closed", message: serverMessages.registration_closed } });
      expect((await seatAccounting(api.db, eventId)).users_count).toBe(1);
    }
  });

  it("are accepted after the start while a deadline is still ahead", async () => {
    const user = await createUser(api.db);
    const eventId = await createEvent(api.db, { startsInMinutes: -10, durationMinutes: 120, availableToInMinutes: 30 });
    await holdSeat(api.db, user.id, eventId);
    const answer = await call(api, "POST", apiPaths.participants(eventId), { token: user.token, body: { name: "Anna Nowak" } });
    expect(answer.status).toBe(201);
  });
});

describe("removing an extra participant", () => {
  /** A reservation with one participant, written as the API would have while sign-up was open. */
  async function participantOn(eventId: number, userId: number): Promise<number> {
    await holdSeat(api.db, userId, eventId);
    const [registration] = await api.db.query<{ id: number }>("SELECT id FROM registrations WHERE event_id = $1 AND user_id = $2", [eventId, userId]);
    const [participant] = await api.db.query<{ id: number }>("INSERT INTO participants (registration_id, name) VALUES ($1, 'Anna Nowak') RETURNING id", [
      registration.id,
    ]);
    await api.db.query("UPDATE events SET users_count = users_count + 1 WHERE id = $1", [eventId]);
    return participant.id;
  }

  it("is refused after the event ended, as cancelling is, and the seat stays counted", async () => {
    const user = await createUser(api.db);
    const ended = await createEvent(api.db, { startsInMinutes: -120, durationMinutes: 60 });
    const participantId = await participantOn(ended, user.id);
    const answer = await call(api, "DELETE", apiPaths.participant(participantId), { token: user.token });
    expect(answer).toMatchObject({ status: 409, body: { code: "participants_final", message: serverMessages.participants_final } });
    expect(await seatAccounting(api.db, ended)).toMatchObject({ users_count: 2, counted: 2 });
  });

  it("is accepted while the event is on, though sign-up has closed", async () => {
    const user = await createUser(api.db);
    const ongoing = await createEvent(api.db, { startsInMinutes: -10, durationMinutes: 60 });
    const participantId = await participantOn(ongoing, user.id);
    expect((await call(api, "DELETE", apiPaths.participant(participantId), { token: user.token })).status).toBe(200);
    expect(await seatAccounting(api.db, ongoing)).toMatchObject({ users_count: 1, counted: 1 });
  });
});

describe("signing up for an event that has ended", () => {
  it("is refused as closed, and the event is listed unavailable, though its deadline is still ahead", async () => {
    const user = await createUser(api.db);
    const ended = await createEvent(api.db, { startsInMinutes: -120, durationMinutes: 60, availableToInMinutes: 3 * 24 * 60 });
    const answer = await call(api, "POST", apiPaths.subscribe(ended), { token: user.token });
    expect(answer).toMatchObject({ status: 409, body: { code: "registration_closed", message: serverMessages.registration_closed } });
    expect(await seatAccounting(api.db, ended)).toMatchObject({ users_count: 0, counted: 0 });
    const listed = eventListResponseSchema.parse((await call(api, "GET", apiPaths.events("pl"))).body).data.find((event) => event.id === ended);
    expect(listed?.is_unavailable).toBe(true);
  });
});

describe("cancelling", () => {
  it("is refused after the event ended, and the reservation with its seat stays", async () => {
    const user = await createUser(api.db);
    const ended = await createEvent(api.db, { startsInMinutes: -120, durationMinutes: 60 });
    await holdSeat(api.db, user.id, ended);
    const answer = await call(api, "POST", apiPaths.unsubscribe(ended), { token: user.token });
    expect(answer).toMatchObject({ status: 409, body: { code: "event_ended", message: serverMessages.event_ended } });
    expect(await seatAccounting(api.db, ended)).toMatchObject({ users_count: 1, counted: 1 });
    const event = eventResponseSchema.parse((await call(api, "GET", apiPaths.event(ended), { token: user.token })).body).data;
    expect(event.subscribed).toBe(true);
  });

  it("is accepted while the event is on, though sign-up has closed", async () => {
    const user = await createUser(api.db);
    const ongoing = await createEvent(api.db, { startsInMinutes: -10, durationMinutes: 60 });
    await holdSeat(api.db, user.id, ongoing);
    const answer = await call(api, "POST", apiPaths.unsubscribe(ongoing), { token: user.token });
    expect(eventResponseSchema.parse(answer.body).data).toMatchObject({ subscribed: false, users_count: 0 });
  });

  it("answers 409 not_subscribed for an event the user does not hold, also a second time", async () => {
    const user = await createUser(api.db);
    const eventId = await createEvent(api.db, { personLimit: 10, seatsTaken: 2 });
    const never = await call(api, "POST", apiPaths.unsubscribe(eventId), { token: user.token });
    expect(never).toMatchObject({ status: 409, body: { code: "not_subscribed", message: serverMessages.not_subscribed } });
    await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token });
    expect((await call(api, "POST", apiPaths.unsubscribe(eventId), { token: user.token })).status).toBe(200);
    const again = await call(api, "POST", apiPaths.unsubscribe(eventId), { token: user.token });
    expect(again).toMatchObject({ status: 409, body: { code: "not_subscribed" } });
    expect((await seatAccounting(api.db, eventId)).users_count).toBe(2);
  });

  it("answers 404 for an unknown event before anything else", async () => {
    const user = await createUser(api.db);
    const answer = await call(api, "POST", apiPaths.unsubscribe(999999), { token: user.token });
    expect(answer).toMatchObject({ status: 404, body: { code: "event_not_found" } });
  });
});

/** Events of this file whose options were changed, told apart from the demo festival's. */
const adjustedEvents = new Set<number>();

/** Sets our per-event options straight in the database, as the festival's organisers would. */
async function setEventOptions(
  db: Queryable,
  eventId: number,
  options: { maxParticipants?: number; registrationRequired?: boolean; paymentGate?: string },
): Promise<void> {
  await db.query(
    `UPDATE events SET max_participants = coalesce($2, max_participants),
                       registration_required = coalesce($3, registration_required),
                       payment_gate = coalesce($4, payment_gate)
      WHERE id = $1`,
    [eventId, options.maxParticipants ?? null, options.registrationRequired ?? null, options.paymentGate ?? null],
  );
  adjustedEvents.add(eventId);
}

const eventOf = async (eventId: number) => eventResponseSchema.parse((await call(api, "GET", apiPaths.event(eventId))).body).data;

describe("the per-event maximum of extra participants", () => {
  it(`is stated on every event, ${MAX_EXTRA_PARTICIPANTS} unless the event says otherwise`, async () => {
    const eventId = await createEvent(api.db);
    expect((await eventOf(eventId)).max_participants).toBe(MAX_EXTRA_PARTICIPANTS);
    const list = eventListResponseSchema.parse((await call(api, "GET", apiPaths.events("pl"))).body).data;
    expect(list.every((event) => typeof event.max_participants === "number")).toBe(true);
  });

  it("limits the extra participants of one registration", async () => {
    const user = await createUser(api.db);
    const eventId = await createEvent(api.db);
    await setEventOptions(api.db, eventId, { maxParticipants: 2 });
    expect(maxExtraParticipantsOf(await eventOf(eventId))).toBe(2);
    await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token });
    for (const name of ["Anna Nowak", "Piotr Nowak"]) {
      expect((await call(api, "POST", apiPaths.participants(eventId), { token: user.token, body: { name } })).status).toBe(201);
    }
    const third = await call(api, "POST", apiPaths.participants(eventId), { token: user.token, body: { name: "Jan Nowak" } });
    expect(third).toMatchObject({ status: 409, body: { code: "too_many_participants", message: serverMessages.too_many_participants } });
    expect((await seatAccounting(api.db, eventId)).users_count).toBe(3);
  });

  it(`is never more than ${MAX_EXTRA_PARTICIPANTS} (spec §5), whatever the event states`, async () => {
    const user = await createUser(api.db);
    const eventId = await createEvent(api.db, { personLimit: 0 });
    await setEventOptions(api.db, eventId, { maxParticipants: MAX_EXTRA_PARTICIPANTS + 5 });
    expect(maxExtraParticipantsOf(await eventOf(eventId))).toBe(MAX_EXTRA_PARTICIPANTS);
    await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token });
    const add = () => call(api, "POST", apiPaths.participants(eventId), { token: user.token, body: { name: "Anna Nowak" } });
    for (let added = 0; added < MAX_EXTRA_PARTICIPANTS; added++) expect((await add()).status).toBe(201);
    expect(await add()).toMatchObject({ status: 409, body: { code: "too_many_participants" } });
  });

  it("of 0 allows none", async () => {
    const user = await createUser(api.db);
    const eventId = await createEvent(api.db);
    await setEventOptions(api.db, eventId, { maxParticipants: 0 });
    await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token });
    const answer = await call(api, "POST", apiPaths.participants(eventId), { token: user.token, body: { name: "Anna Nowak" } });
    expect(answer).toMatchObject({ status: 409, body: { code: "too_many_participants" } });
  });
});

describe("events without registration", () => {
  it("say so, are reported unavailable for sign-up, and are not-required by the portal's rule", async () => {
    const eventId = await createEvent(api.db);
    expect(registrationRequiredFor(await eventOf(eventId))).toBe(true);
    await setEventOptions(api.db, eventId, { registrationRequired: false });
    const event = await eventOf(eventId);
    expect(event).toMatchObject({ registration_required: false, is_unavailable: true });
    expect(participationStateOf(event, new Date())).toBe("not-required");
  });

  it("refuse a sign-up with a code of their own and take no seat", async () => {
    const user = await createUser(api.db);
    const eventId = await createEvent(api.db, { personLimit: 10 });
    await setEventOptions(api.db, eventId, { registrationRequired: false });
    const answer = await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token });
    expect(answer).toMatchObject({ status: 409, body: { code: "registration_not_required", message: serverMessages.registration_not_required } });
    expect(await seatAccounting(api.db, eventId)).toMatchObject({ users_count: 0, counted: 0 });
  });

  it("are among the demo festival's upcoming events", async () => {
    const now = new Date();
    const list = eventListResponseSchema.parse((await call(api, "GET", apiPaths.events("pl"))).body).data;
    const withoutRegistration = list.filter((event) => event.registration_required === false && !adjustedEvents.has(event.id));
    expect(withoutRegistration.length).toBeGreaterThanOrEqual(3);
    expect(withoutRegistration.every((event) => event.person_limit === 0 && event.available_to === null && !event.payment_gate)).toBe(true);
    expect(withoutRegistration.some((event) => Date.parse(event.date_start) > now.getTime())).toBe(true);
  });

  it("are documented under our field name in the OpenAPI", async () => {
    const document = (await call(api, "GET", apiPaths.openapi())).body;
    const properties = document.components.schemas.Event.properties;
    expect(properties.registration_required).toMatchObject({ type: "boolean", description: expect.stringContaining("no-registration") });
    expect(properties.max_participants).toMatchObject({ type: "integer", description: expect.any(String) });
  });
});

describe("the payment gate", () => {
  it("refuses a crafted sign-up for a paid event with a code of its own and takes no seat", async () => {
    const user = await createUser(api.db);
    const eventId = await createEvent(api.db, { personLimit: 10 });
    await setEventOptions(api.db, eventId, { paymentGate: "https://platnosci.example.org/festiwal/1" });
    const answer = await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token });
    expect(answer).toMatchObject({ status: 409, body: { code: "payment_required", message: serverMessages.payment_required } });
    expect(await seatAccounting(api.db, eventId)).toMatchObject({ users_count: 0, counted: 0 });
  });

  it("answers a closed paid event as closed", async () => {
    const user = await createUser(api.db);
    const eventId = await createEvent(api.db, { availableToInMinutes: -5 });
    await setEventOptions(api.db, eventId, { paymentGate: "https://platnosci.example.org/festiwal/1" });
    const answer = await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token });
    expect(answer).toMatchObject({ status: 409, body: { code: "registration_closed" } });
  });
});
