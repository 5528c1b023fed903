import type { AppLoadContext } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { deleteAccountIntent } from "~/account/DeleteAccount";
import { userSessionOf } from "~/account/session.server";
import { action as userInfoAction } from "~/routes/user.info";
import { takeFlashMessages } from "~/shell/flash-message.server";
import { sessionCookieFor } from "../support/portal-session";
import { verifiedTestUser } from "../support/test-portal-config";
import { unreachableFestivalApi } from "./support/portal-loaders";

/**
 * Spec §8: a profile or password change that fails says so in general terms, and that nothing was saved; so does a
 * failed deletion of the account. Here the festival API cannot be reached at all.
 */
describe("the account page's changes when the festival API fails (spec §8)", () => {
  let context: AppLoadContext;
  let cookie: string;

  beforeAll(async () => {
    context = await unreachableFestivalApi();
    cookie = await sessionCookieFor(context.config, { token: "token-of-a-signed-in-user", user: verifiedTestUser });
  });

  const post = (fields: Record<string, string>) =>
    userInfoAction({
      request: new Request("http://portal.test/user/info", { method: "POST", headers: { Cookie: cookie }, body: new URLSearchParams(fields) }),
      context,
      params: {},
    });

  it("a profile change: 'Dane nie zostały zapisane'", async () => {
    const answer = await post({ intent: "change-data", name: "Anna Kowalska", city: "Sopot", age: "1990" });
    expect(answer).toMatchObject({
      init: { status: 503 },
      data: { formName: "data", error: { "": ["Wystąpił błąd, spróbuj ponownie. Dane nie zostały zapisane."] } },
    });
  });

  it("a password change: 'Hasło nie zostało zmienione', and no password is sent back", async () => {
    const password = { old_password: "stare-haslo-1", password: "nowe-haslo-12", password_confirmation: "nowe-haslo-12" };
    const answer = await post({ intent: "change-password", ...password });
    expect(answer).toMatchObject({
      init: { status: 503 },
      data: { formName: "password", error: { "": ["Wystąpił błąd, spróbuj ponownie. Hasło nie zostało zmienione."] } },
    });
    expect(JSON.stringify(answer)).not.toContain("haslo");
  });

  it("deleting the account: back to the account page, which says 'Konto nie zostało usunięte', still signed in", async () => {
    const answer = (await post({ intent: deleteAccountIntent })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/user/info");
    const next = new Request("http://portal.test/user/info", { headers: { Cookie: answer.headers.get("Set-Cookie")!.split(";")[0] } });
    expect((await takeFlashMessages(next, context)).messages).toEqual([
      { kind: "error", text: "Wystąpił błąd, spróbuj ponownie. Konto nie zostało usunięte." },
    ]);
    expect((await userSessionOf(next, context))?.user.email).toBe(verifiedTestUser.email);
  });
});
