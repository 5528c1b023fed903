import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { finishVerification, registeredHere, rememberPendingSignUp, rememberRegistration, startUserSession, userSessionOf } from "~/account/session.server";
import { redirectWithMessage, takeFlashMessages } from "~/shell/flash-message.server";
import { sessionCookieFor } from "../../tests/support/portal-session";
import { testLoadContext, testPortalConfig, verifiedTestUser } from "../../tests/support/test-portal-config";

const context = testLoadContext(testPortalConfig());
const dayMs = 24 * 60 * 60 * 1000;
const loginTime = new Date("2026-09-12T10:00:00+02:00");

function requestWith(cookie: string, path = "/statute") {
  return new Request(`http://portal.test${path}`, { headers: { Cookie: cookie } });
}

function cookieOf(response: Response): string {
  return response.headers.get("Set-Cookie")!.split(";")[0];
}

/** The Cookie header the login answers, written at `loginTime`. */
function loggedInCookie(): Promise<string> {
  return sessionCookieFor(context.config, { token: "anna-token", user: verifiedTestUser });
}

function daysAfterLogin(days: number) {
  vi.setSystemTime(loginTime.getTime() + days * dayMs);
}

// Every test starts at the login time, with the clock under its control.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(loginTime);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("a session's lifetime (the cookie's 30 days)", () => {
  it("signs the user in for 30 days after the login, and out after them", async () => {
    const cookie = await loggedInCookie();
    daysAfterLogin(29);
    expect((await userSessionOf(requestWith(cookie), context))?.token).toBe("anna-token");
    daysAfterLogin(30);
    expect(await userSessionOf(requestWith(cookie), context)).toBeNull();
  });

  it("starts again with every write of the session, as the cookie's Max-Age does", async () => {
    const cookie = await loggedInCookie();
    daysAfterLogin(20);
    const written = cookieOf(await redirectWithMessage(requestWith(cookie), context, "/", { kind: "success", text: "Zapisano." }));
    daysAfterLogin(45);
    expect((await userSessionOf(requestWith(written), context))?.user.name).toBe(verifiedTestUser.name);
  });

  it("is not revived by a write after it ended, which keeps the messages", async () => {
    const cookie = await loggedInCookie();
    daysAfterLogin(31);
    const written = cookieOf(await redirectWithMessage(requestWith(cookie), context, "/", { kind: "success", text: "Zapisano." }));
    expect(await userSessionOf(requestWith(written), context)).toBeNull();
    expect((await takeFlashMessages(requestWith(written), context)).messages).toEqual([{ kind: "success", text: "Zapisano." }]);
  });
});

describe("a sign-up waiting for the login (spec §4)", () => {
  const owingPhone = { ...verifiedTestUser, phone_verified: false };
  const minutes = (count: number) => vi.setSystemTime(loginTime.getTime() + count * 60 * 1000);

  async function visitorWaitingFor(eventId: number): Promise<string> {
    const setCookie = await rememberPendingSignUp(new Request("http://portal.test/event/7"), context, eventId);
    return setCookie.split(";")[0];
  }

  it("leads the login back to the event", async () => {
    const cookie = await visitorWaitingFor(7);
    const { location } = await startUserSession(requestWith(cookie, "/login"), context, { token: "t", user: verifiedTestUser }, "/");
    expect(location).toBe("/event/7");
  });

  it("waits through the verification steps the account owes, and the last one leads there", async () => {
    const cookie = await visitorWaitingFor(7);
    const login = await startUserSession(requestWith(cookie, "/login"), context, { token: "t", user: owingPhone }, "/");
    expect(login.location).toBe("/verify/sms");
    const verified = await finishVerification(requestWith(login.setCookie.split(";")[0], "/verify/sms"), context, verifiedTestUser, "/user/events");
    expect(verified.location).toBe("/event/7");
    // Used up: the next verification (none is owed, but a second tab may post the code) goes to the panel.
    const again = await finishVerification(requestWith(verified.setCookie.split(";")[0], "/verify/sms"), context, verifiedTestUser, "/user/events");
    expect(again.location).toBe("/user/events");
  });

  it("is given up after 30 minutes, so it does not take over a later login", async () => {
    const cookie = await visitorWaitingFor(7);
    minutes(29);
    expect((await startUserSession(requestWith(cookie, "/login"), context, { token: "t", user: verifiedTestUser }, "/")).location).toBe("/event/7");
    minutes(31);
    expect((await startUserSession(requestWith(cookie, "/login"), context, { token: "t", user: verifiedTestUser }, "/")).location).toBe("/");
  });

  it("gives way to a page the visitor asked for since, and is used up by it", async () => {
    const cookie = await visitorWaitingFor(7);
    const login = await startUserSession(requestWith(cookie, "/login"), context, { token: "t", user: owingPhone }, "/user/info", { requested: true });
    expect(login.location).toBe("/verify/sms");
    const verified = await finishVerification(requestWith(login.setCookie.split(";")[0], "/verify/sms"), context, verifiedTestUser, "/user/events");
    expect(verified.location).toBe("/user/events");
  });
});

describe("the browser a registration was made in (its e-mail link signs in there only)", () => {
  async function registeredAs(email: string): Promise<Request> {
    const setCookie = await rememberRegistration(new Request("http://portal.test/register"), context, email);
    return requestWith(setCookie.split(";")[0], "/verify");
  }

  it("knows the address however its letters are written, as the festival API finds the account", async () => {
    const browser = await registeredAs("Jan.Kowalski@Example.org");
    for (const email of ["Jan.Kowalski@Example.org", "jan.kowalski@example.org"]) expect(await registeredHere(browser, context, email)).toBe(true);
    expect(await registeredHere(browser, context, "anna@example.org")).toBe(false);
    expect(await registeredHere(requestWith(""), context, "jan.kowalski@example.org")).toBe(false);
  });

  it("forgets it after 7 days, when the festival API removes an account left unverified", async () => {
    const browser = await registeredAs("jan@example.org");
    daysAfterLogin(6.9);
    expect(await registeredHere(browser, context, "jan@example.org")).toBe(true);
    daysAfterLogin(7.1);
    expect(await registeredHere(browser, context, "jan@example.org")).toBe(false);
  });
});
