import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";

test.describe("event list", () => {
  test("lists the festival's events and each links to its page", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Wydarzenia/);
    await expect(page.getByRole("heading", { level: 1, name: "Wydarzenia festiwalu" })).toBeVisible();
    const eventLinks = page.getByRole("main").getByRole("listitem").getByRole("link");
    expect(await eventLinks.count()).toBeGreaterThan(8);
    await expectNoAxeViolations(page);

    const firstLink = eventLinks.first();
    const eventName = (await firstLink.textContent())!.trim();
    await firstLink.click();
    await expect(page).toHaveURL(/\/event\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(eventName);
  });

  test("an unknown path answers the 404 page with a way back to the list", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Nie znaleziono strony" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Wróć do listy wydarzeń" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
