import { describe, expect, it } from "vitest";
import { apiPaths } from "#contract/paths";
import { logOut } from "~/account/auth.server";
import { userSessionOf } from "~/account/session.server";
import { createUser } from "../support/festival-fixtures";
import { loadContext, signedInCookie, useFestivalApiForPortal } from "./support/portal-loaders";

function requestWith(cookie: string, path = "/", method = "GET"): Request {
  return new Request(`http://portal.test${path}`, { method, headers: { Cookie: cookie } });
}

function cookieOf(setCookie: string): string {
  return setCookie.split(";")[0];
}

describe("the session owner against the festival API", () => {
  const festivalApi = useFestivalApiForPortal("integration_session");

  it("logs out: the festival API revokes the token and the session ends, going home", async () => {
    const user = await createUser(festivalApi.db);
    const answer = await logOut(requestWith(await signedInCookie(user), "/logout", "POST"), loadContext);
    expect(answer.headers.get("Location")).toBe("/");
    expect(await userSessionOf(requestWith(cookieOf(answer.headers.get("Set-Cookie")!)), loadContext)).toBeNull();
    const profile = await fetch(`${festivalApi.url}${apiPaths.profile()}`, { headers: { Authorization: `Bearer ${user.token}` } });
    expect(profile.status).toBe(401);
  });

  it("logs out a session whose token is already gone all the same", async () => {
    const user = await createUser(festivalApi.db);
    const cookie = await signedInCookie(user);
    await fetch(`${festivalApi.url}${apiPaths.logout()}`, { headers: { Authorization: `Bearer ${user.token}` } });
    const answer = await logOut(requestWith(cookie, "/logout", "POST"), loadContext);
    expect(answer.headers.get("Location")).toBe("/");
    expect(answer.headers.get("Set-Cookie")).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});
