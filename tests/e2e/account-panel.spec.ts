import { expect } from "@playwright/test";
import { festivalEvents } from "./event-data";
import { useEnglish } from "./support/account-pages";
import { expectNoAxeViolations } from "./support/axe";
import { e2eDatabase } from "./support/festival-fixtures";
import { desktop, mobile, userMenuToggle } from "./support/shell";
import { signedInTest as test } from "./support/signed-in";
import { englishOnce } from "./support/project-tags";

/** Issue 10: the panel's first version, /user/events (spec §2 "User events"), and the menus leading to it. */

test.describe("panel", () => {
  test("an empty panel says what to do, and leads to the list", async ({ newSignedInContext }) => {
    const { context } = await newSignedInContext();
    const page = await context.newPage();
    await page.goto("/user/events");
    await expect(page.getByRole("heading", { level: 1, name: "Moje wydarzenia" })).toBeVisible();
    await expect(page).toHaveTitle("Moje wydarzenia – Bałtycki Festiwal Nauki");
    const tabs = page.getByRole("navigation", { name: "Moje wydarzenia" });
    await expect(tabs.getByRole("link", { name: "Zapisane" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("main").getByText("Nie masz jeszcze rezerwacji na żadne wydarzenie.")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("main").getByRole("link", { name: "Przejrzyj listę wydarzeń i wybierz coś dla siebie" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the user's registered events show as the list's cards", async ({ newSignedInContext }) => {
    const { context, user } = await newSignedInContext();
    // Written to the database like festival-user-data.ts does, so no event's seat count changes for other tests.
    const [event] = await festivalEvents();
    const db = e2eDatabase();
    const [row] = await db.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [user.email]);
    await db.query("INSERT INTO registrations (event_id, user_id) VALUES ($1, $2)", [event.id, row.id]);

    const page = await context.newPage();
    await page.goto("/user/events");
    const card = page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: event.name }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("link", { name: event.name })).toHaveAttribute("href", `/event/${event.id}`);
    await expect(page.getByRole("main").getByText("Nie jesteś jeszcze zapisany")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("the desktop and mobile menus lead to personal data and the panel", async ({ signedInPage: page, signedInUser: user }) => {
    await page.setViewportSize(desktop);
    await page.goto("/");
    const banner = page.getByRole("banner");
    // A click on the menu's name goes to the panel (spec §2).
    await banner.getByRole("link", { name: user.name, exact: true }).click();
    await expect(page).toHaveURL(/\/user\/events$/);
    await expect(page.getByRole("heading", { level: 1, name: "Moje wydarzenia" })).toBeVisible();
    await userMenuToggle(page).click();
    await banner.getByRole("link", { name: "Dane osobowe" }).first().click();
    await expect(page).toHaveURL(/\/user\/info$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dane osobowe" })).toBeVisible();
    await userMenuToggle(page).click();
    await banner.getByRole("link", { name: "Moje wydarzenia" }).first().click();
    await expect(page).toHaveURL(/\/user\/events$/);

    await page.setViewportSize(mobile);
    const menu = banner.getByRole("navigation", { name: "Menu", exact: true });
    await banner.getByText("Menu", { exact: true }).click();
    await expect(menu.getByRole("link", { name: "Dane osobowe" })).toHaveAttribute("href", "/user/info");
    await expect(menu.getByRole("link", { name: "Moje wydarzenia" })).toHaveAttribute("href", "/user/events");
    await expect(menu.getByRole("button", { name: "Wyloguj się" })).toBeVisible();
  });

  test("works in English", englishOnce, async ({ signedInContext, baseURL }) => {
    await useEnglish(signedInContext, baseURL!);
    const page = await signedInContext.newPage();
    await page.goto("/user/events");
    await expect(page.getByRole("heading", { level: 1, name: "My events" })).toBeVisible();
    // The desktop dropdown's arrow is named in the page's language too.
    await expect(page.getByRole("navigation", { name: "Main menu" }).getByLabel("Account menu")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "My events" }).getByRole("link", { name: "Signed up" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectNoAxeViolations(page);
  });
});
