import { expect } from "@playwright/test";
import { test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { englishOnce } from "./support/project-tags";
import { expectTitleNamingHeading } from "./support/shell";
import { languageCookie } from "./event-data";

test.describe("legal pages", () => {
  test("the terms keep their headings and carry no scripts", async ({ page }) => {
    const response = await page.goto("/statute");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    // The festival's text brings its own h1, and the title names the page as it does.
    await expectTitleNamingHeading(page, "Regulamin portalu Bałtyckiego Festiwalu Nauki");
    expect(await page.getByRole("main").getByRole("heading", { level: 2 }).count()).toBeGreaterThan(1);
    await expect(page.locator("main script")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("the terms are served in English with the language cookie", englishOnce, async ({ page, context, baseURL }) => {
    await context.addCookies([languageCookie("en", baseURL!)]);
    const response = await page.goto("/statute");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expectTitleNamingHeading(page, "Terms of the Baltic Science Festival portal", "en");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toContainText("General");
    await expect(page.locator("main script")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("the privacy policy is served in Polish by default", async ({ page }) => {
    await page.goto("/private-policy");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/prywatności/i);
    await expectNoAxeViolations(page);
  });

  test("the privacy policy is served in English with the language cookie", englishOnce, async ({ page, context, baseURL }) => {
    await context.addCookies([languageCookie("en", baseURL!)]);
    await page.goto("/private-policy");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/privacy/i);
    await expectNoAxeViolations(page);
  });
});
