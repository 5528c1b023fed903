import { describe, expect, it } from "vitest";
import { destroyedSessionCookie, storeSessionUser, userSessionOf } from "~/account/session.server";
import { redirectWithMessage, takeFlashMessages } from "~/shell/flash-message.server";
import { sessionCookieFor } from "../../tests/support/portal-session";
import { testLoadContext, testPortalConfig } from "../../tests/support/test-portal-config";

const context = testLoadContext(testPortalConfig());

function requestWithCookie(cookie?: string) {
  return new Request("http://portal.test/page", { headers: cookie ? { Cookie: cookie } : {} });
}

function sessionCookieOf(response: Response): string {
  return response.headers.getSetCookie().map((header) => header.split(";")[0]).join("; ");
}

describe("flash messages", () => {
  it("carry a message across the redirect, once", async () => {
    const redirect = await redirectWithMessage(requestWithCookie(), context, "/event/3?page=2", { kind: "success", text: "Zapisano." });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/event/3?page=2");

    const shown = await takeFlashMessages(requestWithCookie(sessionCookieOf(redirect)), context);
    expect(shown.messages).toEqual([{ kind: "success", text: "Zapisano." }]);
    // A visitor's session held the message alone: it ends with it (the page cache serves no session cookie).
    expect(shown.setCookie).toMatch(/^__session=; .*Expires=Thu, 01 Jan 1970/);

    const next = await takeFlashMessages(requestWithCookie(shown.setCookie!.split(";")[0]), context);
    expect(next).toEqual({ messages: [] });
  });

  it("keeps every message flashed before the next page, in order, and the caller's headers", async () => {
    const first = await redirectWithMessage(requestWithCookie(), context, "/", { kind: "success", text: "Pierwszy." });
    const second = await redirectWithMessage(
      requestWithCookie(sessionCookieOf(first)),
      context,
      "/",
      { kind: "error", text: "Drugi." },
      { headers: { "Set-Cookie": "language=x; Path=/" } },
    );
    expect(second.headers.getSetCookie()).toHaveLength(2);
    const shown = await takeFlashMessages(requestWithCookie(sessionCookieOf(second)), context);
    expect(shown.messages.map((message) => message.text)).toEqual(["Pierwszy.", "Drugi."]);
  });

  it("join the session the answer already writes, so one Set-Cookie carries both", async () => {
    const user = { name: "Anna", email: "a@example.org", phone: "+48500100200", city: "Gdańsk", age: 1990, email_verified: true, phone_verified: true };
    const signedIn = await sessionCookieFor(context.config, { token: "t", user });
    const refreshed = await storeSessionUser(requestWithCookie(signedIn), context, { ...user, name: "Anna Nowa" });
    const afterChange = await redirectWithMessage(requestWithCookie(signedIn), context, "/user/info", { kind: "success", text: "Zmieniono." }, {
      headers: { "Set-Cookie": refreshed },
    });
    expect(afterChange.headers.getSetCookie()).toHaveLength(1);
    const next = requestWithCookie(sessionCookieOf(afterChange));
    expect((await userSessionOf(next, context))?.user.name).toBe("Anna Nowa");
    const shown = await takeFlashMessages(next, context);
    expect(shown.messages).toEqual([{ kind: "success", text: "Zmieniono." }]);
    // A signed-in user's session goes on without the message.
    expect(await userSessionOf(requestWithCookie(shown.setCookie!.split(";")[0]), context)).not.toBeNull();

    const ended = await redirectWithMessage(requestWithCookie(signedIn), context, "/", { kind: "success", text: "Usunięto." }, {
      headers: { "Set-Cookie": await destroyedSessionCookie(requestWithCookie(signedIn), context) },
    });
    const afterEnd = requestWithCookie(sessionCookieOf(ended));
    expect(await userSessionOf(afterEnd, context)).toBeNull();
    expect((await takeFlashMessages(afterEnd, context)).messages).toEqual([{ kind: "success", text: "Usunięto." }]);
  });

  it("leaves the session cookie alone on a page without messages", async () => {
    expect(await takeFlashMessages(requestWithCookie(), context)).toEqual({ messages: [] });
  });
});
