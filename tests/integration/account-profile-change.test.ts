import { describe, expect, it } from "vitest";
import { apiPaths } from "#contract/paths";
import { userResponseSchema } from "#contract/user";
import { action as userInfoAction } from "~/routes/user.info";
import { createUser } from "../support/festival-fixtures";
import { loadContext, signedInCookie, useFestivalApiForPortal } from "./support/portal-loaders";

/** The account page's data form against the festival API: what differs is saved, each field on its own. */
describe("the account page's profile change", () => {
  const festivalApi = useFestivalApiForPortal("integration_account_profile_change");

  it("saves a new birth year alone, and answers 'nothing changed' only when nothing did", async () => {
    const user = await createUser(festivalApi.db);
    const cookie = await signedInCookie(user);
    const profile = async () =>
      userResponseSchema.parse(await (await fetch(`${festivalApi.url}${apiPaths.profile()}`, { headers: { Authorization: `Bearer ${user.token}` } })).json()).data;
    const before = await profile();
    const post = (fields: Record<string, string>) =>
      userInfoAction({
        request: new Request("http://portal.test/user/info", { method: "POST", headers: { Cookie: cookie }, body: new URLSearchParams({ intent: "change-data", ...fields }) }),
        context: loadContext,
        params: {},
      });
    const unchanged = { name: before.name, city: before.city, age: String(before.age) };

    expect(await post(unchanged)).toMatchObject({ notice: "Nic nie zmieniono: dane są takie same jak zapisane." });
    const saved = await post({ ...unchanged, age: String(before.age - 1) });
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).status).toBe(303);
    expect(await profile()).toMatchObject({ name: before.name, city: before.city, age: before.age - 1 });
  });
});
