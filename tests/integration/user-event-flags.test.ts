import { describe, expect, it } from "vitest";
import { apiPaths } from "#contract/paths";
import { createUser, type FixtureUser } from "../support/festival-fixtures";
import { loader as listLoader } from "~/routes/_index";
import { userSessionOf } from "~/account/session.server";
import { loadContext, signedInCookie, useFestivalApiForPortal } from "./support/portal-loaders";

/** The list as a visitor (no cookie) or as this user (a session holding their token) sees it, searched by name. */
async function listCardsFor(name: string, user?: FixtureUser) {
  const headers = new Headers();
  if (user) {
    headers.set("Cookie", await signedInCookie(user));
  }
  const result = await listLoader({ request: new Request(`http://portal.test/?title=${encodeURIComponent(name)}`, { headers }), context: loadContext, params: {} });
  return result.data.cards;
}

describe("a logged-in user's flags on the shared event list", () => {
  const festivalApi = useFestivalApiForPortal("integration_user_event_flags");

  it("shows the user's sign-up and favourite, and nobody else's", async () => {
    const user = await createUser(festivalApi.db);
    const events = (await (await fetch(`${festivalApi.url}${apiPaths.events("pl")}`)).json()) as {
      data: { id: number; name: string; person_limit: number; users_count: number; available_to: string | null; date_start: string }[];
    };
    const now = Date.now();
    const open = events.data.find(
      (event) =>
        (event.person_limit === 0 || event.users_count < event.person_limit) &&
        Date.parse(event.date_start) > now &&
        (!event.available_to || Date.parse(event.available_to) > now),
    )!;
    const authorised = { method: "POST", headers: { Authorization: `Bearer ${user.token}`, "Content-Type": "application/json" }, body: "{}" };
    expect((await fetch(`${festivalApi.url}${apiPaths.subscribe(open.id)}`, authorised)).status).toBe(200);
    expect((await fetch(`${festivalApi.url}${apiPaths.favourite(open.id)}`, authorised)).ok).toBe(true);

    const mine = (await listCardsFor(open.name, user)).find((card) => card.id === open.id);
    expect(mine).toMatchObject({ registration: "subscribed", favourite: true });
    const visitors = (await listCardsFor(open.name)).find((card) => card.id === open.id);
    expect(visitors).toMatchObject({ registration: "open", favourite: false });
  });

  it("ends a session whose token the festival API no longer accepts, and shows the page again as to a visitor", async () => {
    const user = await createUser(festivalApi.db);
    const cookie = await signedInCookie({ ...user, token: "a-token-the-festival-api-never-issued" });
    const request = new Request("http://portal.test/?category=Warsztaty", { headers: { Cookie: cookie } });
    const thrown = await listLoader({ request, context: loadContext, params: {} }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const answer = thrown as Response;
    expect(answer.headers.get("Location")).toBe("/?category=Warsztaty");
    const next = new Request("http://portal.test/", { headers: { Cookie: answer.headers.get("Set-Cookie")!.split(";")[0] } });
    expect(await userSessionOf(next, loadContext)).toBeNull();
    expect(answer.headers.get("Set-Cookie")).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});
