import { describe, expect, it, vi } from "vitest";
import { apiPaths } from "#contract/paths";
import { authResponseSchema } from "#contract/user";
import { action as favouriteAction } from "~/routes/event.$id.favourite";
import { action as signUpAction } from "~/routes/event.$id";
import { loader as listLoader } from "~/routes/_index";
import { loader as verifyEmailLoader } from "~/routes/verify.mail";
import { loader as verifyPhoneLoader } from "~/routes/verify.sms";
import { action as loginAction, loader as loginLoader } from "~/routes/login";
import { requireUser } from "~/account/route-guards.server";
import { userSessionOf } from "~/account/session.server";
import { takeFlashMessages } from "~/shell/flash-message.server";
import { createEvent, createUser, FIXTURE_PASSWORD, type FixtureUser } from "../support/festival-fixtures";
import { sessionCookieFor } from "../support/portal-session";
import { loadContext, unreachableFestivalApi, useFestivalApiForPortal } from "./support/portal-loaders";

/**
 * The guards on today's routes (issue 8), called the way Remix calls them: a page's loader on its own, as single
 * fetch runs it for `/path.data?_routes=…` (the URL it hands the loader has `.data` stripped), and its action
 * without any loader. Each without a session and with one.
 */
describe("route guards on today's loaders and actions", () => {
  const festivalApi = useFestivalApiForPortal("integration_route_guards");

  /** A fixture account logged in at the festival API, and the session the portal's login writes from its answer. */
  async function signedIn(verified: { email: boolean; phone: boolean }): Promise<{ account: FixtureUser; cookie: string }> {
    const account = await createUser(festivalApi.db, verified);
    const answer = await fetch(`${festivalApi.url}${apiPaths.login()}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: account.email, password: FIXTURE_PASSWORD }),
    });
    const { token, data: profile } = authResponseSchema.parse(await answer.json());
    return { account: { ...account, token }, cookie: await sessionCookieFor(loadContext.config, { token, user: profile }) };
  }

  /** What a loader or action threw or answered: a redirect's Location, else its status. */
  async function outcome(call: Promise<unknown>): Promise<{ location: string | null; status: number | undefined }> {
    const result: unknown = await call.catch((error: unknown) => error);
    if (result instanceof Response) return { location: result.headers.get("Location"), status: result.status };
    return { location: null, status: (result as { init?: { status?: number } }).init?.status };
  }

  function form(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
    return new Request(`http://portal.test${path}`, { method: "POST", body: new URLSearchParams(fields), headers });
  }

  describe("/login: for visitors only (requireAnonymous)", () => {
    const loginDataRequest = (cookie?: string) =>
      new Request("http://portal.test/login?_routes=routes%2Flogin", { headers: cookie ? { Cookie: cookie } : {} });

    it("serves the login page's data to a visitor", async () => {
      const data = await loginLoader({ request: loginDataRequest(), context: loadContext, params: {} });
      expect(data.redirectTo).toBe("/");
    });

    it("says why the visitor is asked to log in: a waiting sign-up or heart, an event to go back to, or a page for users", async () => {
      const loginFor = async (redirectTo: string, cookie?: string) => {
        const request = new Request(`http://portal.test/login?redirectTo=${encodeURIComponent(redirectTo)}`, { headers: cookie ? { Cookie: cookie } : {} });
        return (await loginLoader({ request, context: loadContext, params: {} })).intro;
      };
      // A visitor's heart waits for the login (spec §4), in the session.
      const waiting = (await favouriteAction({ request: form("/event/3/favourite", { favourite: "add" }), context: loadContext, params: { id: "3" } })) as Response;
      const waitingCookie = waiting.headers.get("Set-Cookie")!.split(";")[0];
      expect(await loginFor("/event/3?title=las", waitingCookie)).toBe("login.forEvent");
      // A form on an event page whose session had ended: no sign-up waits, the login leads back to the event.
      expect(await loginFor("/event/3")).toBe("login.backToEvent");
      expect(await loginFor("/event/4", waitingCookie)).toBe("login.backToEvent");
      expect(await loginFor("/user/info")).toBe("login.forPage");
      expect(await loginFor("/")).toBeUndefined();
    });

    it("sends a signed-in user's data request to the panel", async () => {
      const { cookie } = await signedIn({ email: true, phone: true });
      expect(await outcome(loginLoader({ request: loginDataRequest(cookie), context: loadContext, params: {} }))).toEqual({
        location: "/user/events",
        status: 302,
      });
    });

    it("logs a visitor in", async () => {
      const { account } = await signedIn({ email: true, phone: true });
      const request = form("/login", { email: account.email, password: FIXTURE_PASSWORD, redirectTo: "/statute" });
      const answer = (await loginAction({ request, context: loadContext, params: {} })) as Response;
      expect(answer.headers.get("Location")).toBe("/statute");
      const next = new Request("http://portal.test/statute", { headers: { Cookie: answer.headers.get("Set-Cookie")!.split(";")[0] } });
      expect((await userSessionOf(next, loadContext))?.user).toMatchObject({ email: account.email, phone_verified: true });
    });

    it.each([
      [{ email: false, phone: false }, "/verify/mail"],
      [{ email: true, phone: false }, "/verify/sms"],
    ])("sends an account owing a verification (%o) to it, before the event whose sign-up waited for the login", async (verified, step) => {
      const eventId = await createEvent(festivalApi.db);
      const { account } = await signedIn(verified);
      // A visitor's sign-up: to log in and back to the event, which the session keeps meanwhile.
      const toLogin = (await signUpAction({ request: form(`/event/${eventId}`, {}), context: loadContext, params: { id: String(eventId) } })) as Response;
      const redirectTo = new URL(toLogin.headers.get("Location")!, "http://portal.test").searchParams.get("redirectTo")!;
      const pendingSignUp = toLogin.headers.get("Set-Cookie")!.split(";")[0];
      const request = form("/login", { email: account.email, password: FIXTURE_PASSWORD, redirectTo }, { Cookie: pendingSignUp });
      expect((await outcome(loginAction({ request, context: loadContext, params: {} }))).location).toBe(step);
    });

    it("sends a signed-in user's login POST to the panel without logging in again", async () => {
      const { account, cookie } = await signedIn({ email: true, phone: true });
      const request = form("/login", { email: account.email, password: FIXTURE_PASSWORD }, { Cookie: cookie });
      const answer = await outcome(loginAction({ request, context: loadContext, params: {} }));
      expect(answer).toEqual({ location: "/user/events", status: 302 });
    });

    it("says 'Niepoprawny login lub hasło' under the form for a wrong password, keeping the e-mail", async () => {
      const { account } = await signedIn({ email: true, phone: true });
      const request = form("/login", { email: account.email, password: "not-the-password" });
      expect(await loginAction({ request, context: loadContext, params: {} })).toMatchObject({
        data: { status: "error", error: { "": ["Niepoprawny login lub hasło"] }, initialValue: { email: account.email } },
        init: { status: 401 },
      });
    });

    it("re-renders the form with the e-mail typed and a message (503) when the festival API does not answer", async () => {
      const down = await unreachableFestivalApi();
      const request = form("/login", { email: "anna@example.org", password: FIXTURE_PASSWORD });
      const answer = await loginAction({ request, context: down, params: {} });
      expect(answer).toMatchObject({
        data: {
          status: "error",
          error: { "": ["Nie udało się zalogować: serwis festiwalu nie odpowiada. Spróbuj ponownie za chwilę."] },
          initialValue: { email: "anna@example.org" },
        },
        init: { status: 503 },
      });
      expect(JSON.stringify(answer)).not.toContain(FIXTURE_PASSWORD);
    });

    it("refuses a login POST that is not a form, whoever sends it", async () => {
      const request = new Request("http://portal.test/login", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } });
      expect((await outcome(loginAction({ request, context: loadContext, params: {} }))).status).toBe(415);
    });
  });

  describe("/: a verified e-mail with an unverified phone goes to SMS verification (spec §2)", () => {
    const listRequest = (cookie?: string) => new Request("http://portal.test/", { headers: cookie ? { Cookie: cookie } : {} });

    it("sends that user to /verify/sms", async () => {
      const { cookie } = await signedIn({ email: true, phone: false });
      expect(await outcome(listLoader({ request: listRequest(cookie), context: loadContext, params: {} }))).toEqual({
        location: "/verify/sms",
        status: 302,
      });
    });

    it("serves the list to a user still owing the e-mail step, as to a visitor", async () => {
      const { cookie } = await signedIn({ email: false, phone: false });
      expect(await listLoader({ request: listRequest(cookie), context: loadContext, params: {} })).toMatchObject({ data: { page: 1 } });
    });

    it("serves the list to a visitor and to a verified user", async () => {
      const { cookie } = await signedIn({ email: true, phone: true });
      for (const request of [listRequest(), listRequest(cookie)]) {
        expect(await listLoader({ request, context: loadContext, params: {} })).toMatchObject({ data: { page: 1 } });
      }
    });
  });

  describe("/event/{id}/favourite: a visitor to log in, an unverified user to verification", () => {
    it("sends a visitor to log in and back to the event", async () => {
      const request = form("/event/3/favourite", { favourite: "add" });
      expect(await outcome(favouriteAction({ request, context: loadContext, params: { id: "3" } }))).toEqual({
        location: "/login?redirectTo=%2Fevent%2F3",
        status: 302,
      });
    });

    it("sends a user with an unverified e-mail to e-mail verification", async () => {
      const { cookie } = await signedIn({ email: false, phone: false });
      const request = form("/event/3/favourite", { favourite: "add" }, { Cookie: cookie });
      expect((await outcome(favouriteAction({ request, context: loadContext, params: { id: "3" } }))).location).toBe("/verify/mail");
    });

    it("marks a verified user's favourite and returns to the same-site page it was on", async () => {
      const { account, cookie } = await signedIn({ email: true, phone: true });
      const request = form("/event/3/favourite", { favourite: "add" }, { Cookie: cookie, Referer: "http://portal.test/?title=las" });
      expect((await outcome(favouriteAction({ request, context: loadContext, params: { id: "3" } }))).location).toBe("/?title=las#favourite-3");
      const favourites = await fetch(`${festivalApi.url}${apiPaths.favourites()}`, { headers: { Authorization: `Bearer ${account.token}` } });
      expect(((await favourites.json()) as { data: { id: number }[] }).data.map((event) => event.id)).toContain(3);
    });

    it.each(["http://[::1", ":::", "https://evil.example/"])("returns to the event for the Referer %s", async (referer) => {
      const { cookie } = await signedIn({ email: true, phone: true });
      const request = form("/event/3/favourite", { favourite: "remove" }, { Cookie: cookie, Referer: referer });
      expect(await outcome(favouriteAction({ request, context: loadContext, params: { id: "3" } }))).toEqual({ location: "/event/3#favourite-3", status: 302 });
    });
  });

  describe("/event/{id} sign-up: a visitor to log in, an unverified user to verification", () => {
    it("sends a user with a verified e-mail and an unverified phone to SMS verification before asking the festival API", async () => {
      const eventId = await createEvent(festivalApi.db);
      const { cookie } = await signedIn({ email: true, phone: false });
      const request = form(`/event/${eventId}`, {}, { Cookie: cookie });
      expect((await outcome(signUpAction({ request, context: loadContext, params: { id: String(eventId) } }))).location).toBe("/verify/sms");
    });

    it("sends a visitor to log in and back", async () => {
      const eventId = await createEvent(festivalApi.db);
      const request = form(`/event/${eventId}`, {});
      expect((await outcome(signUpAction({ request, context: loadContext, params: { id: String(eventId) } }))).location).toBe(
        `/login?redirectTo=%2Fevent%2F${eventId}`,
      );
    });

    it("signs a verified user up", async () => {
      const eventId = await createEvent(festivalApi.db);
      const { cookie } = await signedIn({ email: true, phone: true });
      const request = form(`/event/${eventId}`, {}, { Cookie: cookie });
      expect((await outcome(signUpAction({ request, context: loadContext, params: { id: String(eventId) } }))).location).toBe(`/event/${eventId}`);
    });
  });

  describe("the verify pages ask the festival API whether the step is still owed (a session's copy can be stale)", () => {
    const verifyPage = (path: string, cookie: string) => new Request(`http://portal.test${path}`, { headers: { Cookie: cookie } });

    it.each([
      ["/verify/mail", verifyEmailLoader, "email_verified_at", "/verify/sms"],
      ["/verify/sms", verifyPhoneLoader, "phone_verified_at", "/user/events"],
    ] as const)("%s sends on a user who did the step elsewhere meanwhile, the session refreshed", async (path, loader, column, next) => {
      const { account, cookie } = await signedIn({ email: path === "/verify/sms", phone: false });
      // The step still owed: the page shows, and nothing is logged as a failure of the festival API (it refuses the
      // profile to an unverified e-mail, which is this page's answer, not an outage).
      const logged = vi.spyOn(console, "error");
      try {
        expect(await loader({ request: verifyPage(path, cookie), context: loadContext, params: {} })).toMatchObject({ title: expect.any(String) });
        expect(logged).not.toHaveBeenCalled();
      } finally {
        logged.mockRestore();
      }
      // The e-mail link opened on a phone, the code entered in another browser.
      await festivalApi.db.query(`UPDATE users SET ${column} = now() WHERE email = $1`, [account.email]);
      const thrown = (await loader({ request: verifyPage(path, cookie), context: loadContext, params: {} }).catch((error: unknown) => error)) as Response;
      expect(thrown.headers.get("Location")).toBe(next);
      const refreshed = verifyPage(next, thrown.headers.get("Set-Cookie")!.split(";")[0]);
      expect((await userSessionOf(refreshed, loadContext))?.user).toMatchObject({ email_verified: true, phone_verified: path === "/verify/sms" });
    });
  });

  describe("a guarded page's festival API client (requireUser)", () => {
    it("sends a user whose token the festival API no longer accepts to log in and back, the session ended", async () => {
      const { account, cookie } = await signedIn({ email: true, phone: true });
      await fetch(`${festivalApi.url}${apiPaths.logout()}`, { headers: { Authorization: `Bearer ${account.token}` } });
      const request = new Request("http://portal.test/user/events?page=2", { headers: { Cookie: cookie } });
      const { api } = await requireUser({ request, context: loadContext });
      const thrown = await api.userEvents("pl").catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fuser%2Fevents%3Fpage%3D2");
      // The session holds no user any more, only the login page's message saying why the user is there.
      const next = new Request("http://portal.test/login", { headers: { Cookie: (thrown as Response).headers.get("Set-Cookie")!.split(";")[0] } });
      expect(await userSessionOf(next, loadContext)).toBeNull();
      expect((await takeFlashMessages(next, loadContext)).messages).toEqual([{ kind: "error", text: "Sesja wygasła. Zaloguj się ponownie." }]);
    });

    it("sends a user owing the SMS code whose token died to log in and back in one step, with the session's message", async () => {
      const { account, cookie } = await signedIn({ email: true, phone: false });
      await fetch(`${festivalApi.url}${apiPaths.logout()}`, { headers: { Authorization: `Bearer ${account.token}` } });
      const request = new Request("http://portal.test/verify/sms", { headers: { Cookie: cookie } });
      const thrown = (await verifyPhoneLoader({ request, context: loadContext, params: {} }).catch((error: unknown) => error)) as Response;
      expect(thrown.headers.get("Location")).toBe("/login?redirectTo=%2Fverify%2Fsms");
      const next = new Request("http://portal.test/login", { headers: { Cookie: thrown.headers.get("Set-Cookie")!.split(";")[0] } });
      expect(await userSessionOf(next, loadContext)).toBeNull();
      expect((await takeFlashMessages(next, loadContext)).messages).toEqual([{ kind: "error", text: "Sesja wygasła. Zaloguj się ponownie." }]);
    });

    it("tells a user whose form was refused for a dead token that the change was not saved", async () => {
      const eventId = await createEvent(festivalApi.db);
      const { account, cookie } = await signedIn({ email: true, phone: true });
      await fetch(`${festivalApi.url}${apiPaths.logout()}`, { headers: { Authorization: `Bearer ${account.token}` } });
      const request = form(`/event/${eventId}`, {}, { Cookie: cookie });
      const thrown = await signUpAction({ request, context: loadContext, params: { id: String(eventId) } }).catch((error: unknown) => error);
      expect((thrown as Response).headers.get("Location")).toBe(`/login?redirectTo=%2Fevent%2F${eventId}`);
      const next = new Request("http://portal.test/login", { headers: { Cookie: (thrown as Response).headers.get("Set-Cookie")!.split(";")[0] } });
      expect(await userSessionOf(next, loadContext)).toBeNull();
      expect((await takeFlashMessages(next, loadContext)).messages).toEqual([
        { kind: "error", text: "Sesja wygasła, więc zmiana nie została zapisana. Zaloguj się ponownie i spróbuj jeszcze raz." },
      ]);
    });
  });
});
