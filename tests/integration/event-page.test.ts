import { describe, expect, it } from "vitest";
import { apiPaths } from "#contract/paths";
import { userSessionOf } from "~/account/session.server";
import { action as favouriteAction } from "~/routes/event.$id.favourite";
import { action as signUpAction, loader as eventLoader } from "~/routes/event.$id";
import { loader as statuteLoader } from "~/routes/statute";
import { loader as accessibilityLoader } from "~/routes/accessibility";
import { createEvent, createUser } from "../support/festival-fixtures";
import { pendingSignUpOf } from "../support/portal-session";
import { loadContext, signedInCookie, unreachableFestivalApi, useFestivalApiForPortal } from "./support/portal-loaders";

/** The status of what a loader threw (a redirect, or the festival API client's 503 page). */
async function thrownStatus(call: Promise<unknown>): Promise<number | undefined> {
  const thrown: unknown = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (thrown instanceof Response) return thrown.status;
  return (thrown as { init?: { status?: number } } | undefined)?.init?.status;
}

describe("event page, visitor actions and legal pages against the festival API", () => {
  const festivalApi = useFestivalApiForPortal("integration_event_page");

  it("loads an event with its sign-up state and image", async () => {
    const data = await eventLoader({ request: new Request("http://portal.test/event/1"), context: loadContext, params: { id: "1" } });
    expect(data.event.id).toBe(1);
    expect(["open", "full", "closed", "unavailable"]).toContain(data.registration);
    expect(data.image).toMatch(/^\//);
    expect(data.loggedIn).toBe(false);
  });

  it("writes its absolute URLs from PUBLIC_URL's origin when set, else from the request's", async () => {
    const originFor = async (context: typeof loadContext) =>
      (await eventLoader({ request: new Request("http://10.0.0.5:3000/event/1"), context, params: { id: "1" } })).origin;
    expect(await originFor(loadContext)).toBe("http://10.0.0.5:3000");
    const configured = { ...loadContext, config: { ...loadContext.config, publicOrigin: "https://festiwal.example.org" } };
    expect(await originFor(configured)).toBe("https://festiwal.example.org");
    // The accessibility statement names the site by the same address.
    const statement = await accessibilityLoader({ request: new Request("http://10.0.0.5:3000/accessibility"), context: configured, params: {} });
    expect(statement.siteUrl).toBe("https://festiwal.example.org/");
  });

  it("describes an event by its own description, and one without any as the festival's list", async () => {
    const id = await createEvent(festivalApi.db);
    const load = async () =>
      (await eventLoader({ request: new Request(`http://portal.test/event/${id}`), context: loadContext, params: { id: String(id) } })).description;
    expect(await load()).toBe("Opis");
    await festivalApi.db.query("UPDATE events SET description_pl = '' WHERE id = $1", [id]);
    expect(await load()).toMatch(/^Wykłady, warsztaty i pokazy Bałtyckiego Festiwalu Nauki/);
  });

  it("reports an event that ended yesterday without a deadline as closed, not offered and not 'no seats'", async () => {
    const ended = await createEvent(festivalApi.db, { startsInMinutes: -24 * 60, personLimit: 40, seatsTaken: 18, availableToInMinutes: null });
    const params = { id: String(ended) };
    const data = await eventLoader({ request: new Request(`http://portal.test/event/${ended}`), context: loadContext, params });
    expect(data.event).toMatchObject({ users_count: 18, person_limit: 40, available_to: null, is_unavailable: true });
    expect(data.registration).toBe("closed");
    expect(JSON.parse(data.structuredData).offers.availability).toBe("https://schema.org/OutOfStock");

    const upcoming = await createEvent(festivalApi.db, { startsInMinutes: 24 * 60, personLimit: 40, seatsTaken: 18 });
    const open = await eventLoader({ request: new Request(`http://portal.test/event/${upcoming}`), context: loadContext, params: { id: String(upcoming) } });
    expect(open.registration).toBe("open");
  });

  it("sends an unknown or malformed id home", async () => {
    for (const id of ["999999", "abc"]) {
      const thrown = await eventLoader({ request: new Request(`http://portal.test/event/${id}`), context: loadContext, params: { id } }).catch((error: unknown) => error);
      expect((thrown as Response).headers.get("Location")).toBe("/");
    }
  });

  it("a visitor's favourite goes to log in and keeps the event as pending", async () => {
    const request = new Request("http://portal.test/event/3/favourite", { method: "POST", body: new URLSearchParams({ favourite: "add" }) });
    const response = (await favouriteAction({ request, context: loadContext, params: { id: "3" } })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fevent%2F3");
    const next = new Request("http://portal.test/login", { headers: { Cookie: response.headers.get("Set-Cookie")!.split(";")[0] } });
    expect(await pendingSignUpOf(next, loadContext)).toBe(3);
  });

  it("a visitor's sign-up without a ticked acknowledgement is refused, with them it goes to log in", async () => {
    const events = (await (await fetch(`${festivalApi.url}/api/v1/events/pl`)).json()) as { data: { id: number; checkboxes: string | null }[] };
    const event = events.data.find((candidate) => candidate.checkboxes && JSON.parse(candidate.checkboxes).length > 0)!;
    const count = JSON.parse(event.checkboxes!).length as number;
    const post = (body: URLSearchParams) =>
      signUpAction({ request: new Request(`http://portal.test/event/${event.id}`, { method: "POST", body }), context: loadContext, params: { id: String(event.id) } });

    const refused = await post(new URLSearchParams());
    expect(refused).toMatchObject({ init: { status: 400 } });
    const ticked = new URLSearchParams(Array.from({ length: count }, (_, index) => ["acknowledgement", String(index)]));
    const accepted = (await post(ticked)) as Response;
    expect(accepted.headers.get("Location")).toBe(`/login?redirectTo=%2Fevent%2F${event.id}`);
  });

  it("serves the terms sanitised, with their headings", async () => {
    const data = await statuteLoader({ request: new Request("http://portal.test/statute"), context: loadContext, params: {} });
    expect(data.html).toMatch(/<h1>/);
    expect(data.ownHeading).toBe(true);
    expect(data.html).not.toMatch(/<script|on\w+=/i);
  });

  it("ends a session whose token the festival API no longer accepts at sign-up, and sends the user to log in and back", async () => {
    // The event itself is public (the festival API reads an unknown token as no token); signing up needs the user.
    const eventId = await createEvent(festivalApi.db);
    const user = await createUser(festivalApi.db);
    const cookie = await signedInCookie(user);
    await fetch(`${festivalApi.url}${apiPaths.logout()}`, { headers: { Authorization: `Bearer ${user.token}` } });
    const request = new Request(`http://portal.test/event/${eventId}`, { method: "POST", headers: { Cookie: cookie }, body: new URLSearchParams() });
    const thrown = await signUpAction({ request, context: loadContext, params: { id: String(eventId) } }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const answer = thrown as Response;
    expect(answer.headers.get("Location")).toBe(`/login?redirectTo=%2Fevent%2F${eventId}`);
    const next = new Request("http://portal.test/login", { headers: { Cookie: answer.headers.get("Set-Cookie")!.split(";")[0] } });
    expect(await userSessionOf(next, loadContext)).toBeNull();
  });

  it("answers the 503 page when the festival API does not answer, for the event and the legal pages", async () => {
    const down = await unreachableFestivalApi();
    expect(await thrownStatus(eventLoader({ request: new Request("http://portal.test/event/1"), context: down, params: { id: "1" } }))).toBe(503);
    expect(await thrownStatus(statuteLoader({ request: new Request("http://portal.test/statute"), context: down, params: {} }))).toBe(503);
  });

  it("re-renders the sign-up form with a message (503) when the festival API does not answer", async () => {
    const down = await unreachableFestivalApi();
    const request = new Request("http://portal.test/event/1", { method: "POST", body: new URLSearchParams() });
    expect(await signUpAction({ request, context: down, params: { id: "1" } })).toMatchObject({
      data: { error: "Wystąpił błąd, spróbuj ponownie." },
      init: { status: 503 },
    });
  });
});
