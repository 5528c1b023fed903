import { beforeAll, describe, expect, it } from "vitest";
import type { Event } from "#contract/event";
import { apiPaths } from "#contract/paths";
import type { User } from "#contract/user";
import { createUser, type FixtureUser } from "../support/festival-fixtures";
import { action as signUpAction } from "~/routes/event.$id";
import { loadContext, signedInCookie, useFestivalApiForPortal } from "./support/portal-loaders";

/** The sign-up POST of this user, whose session holds the profile login stored, or the one given. */
async function signUpAs(user: FixtureUser, eventId: number, profile?: User, query = "") {
  const cookie = await signedInCookie(user, profile);
  const request = new Request(`http://portal.test/event/${eventId}${query}`, { method: "POST", headers: { Cookie: cookie }, body: new URLSearchParams() });
  return signUpAction({ request, context: loadContext, params: { id: String(eventId) } });
}

describe("a logged-in user's sign-up and the festival API's refusals (spec §8)", () => {
  const festivalApi = useFestivalApiForPortal("integration_sign_up");
  let events: Event[];

  beforeAll(async () => {
    events = ((await (await fetch(`${festivalApi.url}${apiPaths.events("pl")}`)).json()) as { data: Event[] }).data;
  });

  /** Open by time to a plain sign-up form: no acknowledgements, no payment gate, registration required. */
  const upcomingAndOpen = (event: Event) =>
    !event.checkboxes &&
    !event.payment_gate &&
    event.registration_required !== false &&
    Date.parse(event.date_start) > Date.now() &&
    (!event.available_to || Date.parse(event.available_to) > Date.now());

  it("signs up for an event with seats and returns to it", async () => {
    const open = events.find((event) => upcomingAndOpen(event) && (event.person_limit === 0 || event.users_count < event.person_limit))!;
    const answer = (await signUpAs(await createUser(festivalApi.db), open.id)) as Response;
    expect(answer.headers.get("Location")).toBe(`/event/${open.id}`);
  });

  it("returns to the event with the list's query the page was opened with, and nothing else of it (spec §2)", async () => {
    const open = events.find((event) => upcomingAndOpen(event) && (event.person_limit === 0 || event.users_count < event.person_limit))!;
    const answer = (await signUpAs(await createUser(festivalApi.db), open.id, undefined, "?category=Pokaz&page=2&confirm=cancel")) as Response;
    expect(answer.headers.get("Location")).toBe(`/event/${open.id}?category=Pokaz&page=2`);
  });

  it("says in the user's language that a full event has no seats", async () => {
    const full = events.find((event) => upcomingAndOpen(event) && event.person_limit > 0 && event.users_count >= event.person_limit)!;
    expect(full, "the demo festival has a full upcoming event").toBeDefined();
    expect(await signUpAs(await createUser(festivalApi.db), full.id)).toMatchObject({
      data: { error: "Przekroczono limit miejsc: brak wolnych miejsc." },
      init: { status: 409 },
    });
  });

  it("sends an account with an unverified phone to SMS verification", async () => {
    const open = events.find((event) => upcomingAndOpen(event) && event.person_limit === 0)!;
    const unverified = await createUser(festivalApi.db, { email: true, phone: false });
    const thrown = await signUpAs(unverified, open.id).catch((error: unknown) => error);
    expect((thrown as Response).headers.get("Location")).toBe("/verify/sms");
  });

  it("sends them there on the festival API's own refusal too, when the session's profile is out of date", async () => {
    const open = events.find((event) => upcomingAndOpen(event) && event.person_limit === 0)!;
    const unverified = await createUser(festivalApi.db, { email: true, phone: false });
    const believedVerified: User = {
      name: "Test User",
      email: unverified.email,
      phone: unverified.phone,
      city: "Gdańsk",
      age: 1990,
      email_verified: true,
      phone_verified: true,
    };
    const thrown = await signUpAs(unverified, open.id, believedVerified).catch((error: unknown) => error);
    expect((thrown as Response).headers.get("Location")).toBe("/verify/sms");
  });
});
