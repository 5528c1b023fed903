import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { clockAheadDays, portalForTheseTests } from "./support/portal-process";
import { signedInTest as test } from "./support/signed-in";

/** Past the session cookie's 30 days (app/account/session.server.ts), while the festival API still takes the token. */
const aheadDays = 31;

/**
 * A session cookie kept past its lifetime (a copy, or a browser that ignores Max-Age) is a session that ended:
 * every page counts it as signed out, also those that ask the festival API nothing with its token.
 */
test.describe("a session past its lifetime", () => {
  const { env, nodeArguments } = clockAheadDays(aheadDays);
  const later = portalForTheseTests(env, nodeArguments);

  test("is signed out on every page, though the festival API still takes its token", async ({ signedInPage: page, signedInUser: user }) => {
    // Today the cookie signs the user in (cookies name a host, not a port: both portals get it).
    await page.goto("/statute");
    const banner = page.getByRole("banner");
    await expect(banner.getByText(user.name).first()).toBeVisible();

    for (const path of ["/statute", "/accessibility", "/remind-password", "/no-such-page"]) {
      await page.goto(`${later.url}${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(banner.getByRole("link", { name: "Zaloguj się" }).first(), path).toBeVisible();
      await expect(banner.getByText(user.name), path).toHaveCount(0);
    }
    await expectNoAxeViolations(page);

    // The login page is the visitor's; a protected page sends to it and back.
    await page.goto(`${later.url}/login`);
    await expect(page).toHaveURL(`${later.url}/login`);
    await expect(page.getByRole("heading", { level: 1, name: "Zaloguj się" })).toBeVisible();
    await page.goto(`${later.url}/user/info`);
    await expect(page).toHaveURL(`${later.url}/login?redirectTo=%2Fuser%2Finfo`);
  });
});
