import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Event } from "#contract/event";
import { apiPaths } from "#contract/paths";
import { startFestivalApi } from "../../upstream/index";
import { createUser, type FixtureUser } from "../support/festival-fixtures";
import { createDatabaseFromTemplate } from "../support/pg-cluster";
import { action as signUpAction } from "~/routes/event.$id";
import { sessionStorage } from "~/session.server";

type FestivalApi = Awaited<ReturnType<typeof startFestivalApi>>;
const context = { clientAddress: "127.0.0.1", cspNonce: "" };

async function signUpAs(user: FixtureUser, eventId: number) {
  const session = await sessionStorage.getSession();
  session.set("token", user.token);
  const cookie = (await sessionStorage.commitSession(session)).split(";")[0];
  const request = new Request(`http://portal.test/event/${eventId}`, { method: "POST", headers: { Cookie: cookie }, body: new URLSearchParams() });
  return signUpAction({ request, context, params: { id: String(eventId) } });
}

describe("a logged-in user's sign-up and the festival API's refusals (spec §8)", () => {
  let festivalApi: FestivalApi;
  let events: Event[];

  beforeAll(async () => {
    const databaseUrl = await createDatabaseFromTemplate(inject("pgAdminUrl"), "integration_sign_up");
    festivalApi = await startFestivalApi({ port: 0, databaseUrl });
    process.env.FESTIVAL_API_URL = festivalApi.url;
    events = ((await (await fetch(`${festivalApi.url}${apiPaths.events("pl")}`)).json()) as { data: Event[] }).data;
  });
  afterAll(async () => {
    await festivalApi?.close();
  });

  const upcomingAndOpen = (event: Event) =>
    !event.checkboxes && Date.parse(event.date_start) > Date.now() && (!event.available_to || Date.parse(event.available_to) > Date.now());

  it("signs up for an event with seats and returns to it", async () => {
    const open = events.find((event) => upcomingAndOpen(event) && (event.person_limit === 0 || event.users_count < event.person_limit))!;
    const answer = (await signUpAs(await createUser(festivalApi.db), open.id)) as Response;
    expect(answer.headers.get("Location")).toBe(`/event/${open.id}`);
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
});
