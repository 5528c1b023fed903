import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { userSessionOf } from "~/account/session.server";
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

describe("a session's lifetime (the cookie's 30 days)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(loginTime);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

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
