import { describe, expect, it } from "vitest";
import { sessionStorage } from "~/account/session.server";
import { action as favouriteAction } from "~/routes/event.$id.favourite";
import { action as signUpAction, loader as eventLoader } from "~/routes/event.$id";
import { loader as statuteLoader } from "~/routes/statute";
import { createEvent } from "../support/festival-fixtures";
import { loadContext, useFestivalApiForPortal } from "./support/portal-loaders";

describe("event page, visitor actions and legal pages against the festival API", () => {
  const festivalApi = useFestivalApiForPortal("integration_event_page");

  it("loads an event with its sign-up state and image", async () => {
    const data = await eventLoader({ request: new Request("http://portal.test/event/1"), context: loadContext, params: { id: "1" } });
    expect(data.event.id).toBe(1);
    expect(["open", "full", "closed", "unavailable"]).toContain(data.registration);
    expect(data.image).toMatch(/^\//);
    expect(data.loggedIn).toBe(false);
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
    const response = await favouriteAction({ request, context: loadContext, params: { id: "3" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fevent%2F3");
    const session = await sessionStorage.getSession(response.headers.get("Set-Cookie"));
    expect(session.get("pendingEventId")).toBe(3);
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
    const result = await statuteLoader({ request: new Request("http://portal.test/statute"), context: loadContext, params: {} });
    const data = "init" in result ? result.data : result;
    expect(data.status).toBe("ok");
    expect(data.html).toMatch(/<h1>/);
    expect(data.ownHeading).toBe(true);
    expect(data.html).not.toMatch(/<script|on\w+=/i);
  });
});
