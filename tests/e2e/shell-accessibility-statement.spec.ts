import { expect } from "@playwright/test";
import { test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { portalForTheseTests } from "./support/portal-process";
import { englishOnce } from "./support/project-tags";

const statementIds = [
  "a11y-wstep",
  "a11y-podmiot",
  "a11y-url",
  "a11y-data-publikacja",
  "a11y-data-aktualizacja",
  "a11y-status",
  "a11y-data-sporzadzenie",
  "a11y-kontakt",
  "a11y-osoba",
  "a11y-email",
  "a11y-telefon",
  "a11y-procedura",
  "a11y-architektura",
];

test.describe("accessibility statement", () => {
  test("has every element statement validators read, dated with <time datetime>", async ({ page }) => {
    await page.goto("/accessibility");
    await expect(page).toHaveTitle("Deklaracja dostępności – Bałtycki Festiwal Nauki");
    for (const id of statementIds) await expect(page.locator(`#${id}`)).toHaveCount(1);
    for (const id of ["a11y-data-publikacja", "a11y-data-aktualizacja", "a11y-data-sporzadzenie"]) {
      const date = page.locator(`time#${id}`);
      await expect(date).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      await expect(date).toHaveText(/^\d{1,2} \p{L}+ \d{4}$/u);
    }
    await expect(page.locator("#a11y-status")).toContainText("częściowo zgodna");
    await expect(page.getByRole("main")).toContainText("Mapa organizatorów");
    // Without configured contacts the page says so rather than inventing them.
    await expect(page.locator("#a11y-email")).toHaveText(/jeszcze nie podano/);
    await expect(page.locator('meta[name="deklaracja-dostępności"]')).toHaveAttribute("content", /\/accessibility$/);
    await expectNoAxeViolations(page);
  });

  test("reads in English too", englishOnce, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "language", value: Buffer.from(JSON.stringify("en")).toString("base64"), url: baseURL! }]);
    await page.goto("/accessibility");
    await expect(page.getByRole("heading", { level: 1, name: "Accessibility statement" })).toBeVisible();
    await expect(page.locator("#a11y-data-publikacja")).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expectNoAxeViolations(page);
  });
});

test.describe("configured statement and footer", () => {
  const configured = portalForTheseTests({
    A11Y_ENTITY_NAME: "Fundacja Nauki Pomorskiej",
    A11Y_CONTACT_PERSON: "Anna Kowalska",
    A11Y_CONTACT_EMAIL: "dostepnosc@example.org",
    A11Y_CONTACT_PHONE: "+48 58 000 00 00",
    A11Y_PUBLISHED_ON: "2026-09-01",
    AGENCY_NAME: "Agencja Przykładowa",
    AGENCY_URL: "https://agency.example/",
    SOCIAL_URL: "https://social.example/festiwal",
    PAGE_URL: "https://festiwal.example/",
  });

  test("shows the operator's entity, contacts and dates, and the footer's configured links", async ({ page }) => {
    await page.goto(`${configured.url}/accessibility`);
    await expect(page.locator("#a11y-podmiot")).toHaveText("Fundacja Nauki Pomorskiej");
    await expect(page.locator("#a11y-osoba")).toHaveText("Anna Kowalska");
    await expect(page.locator("#a11y-email")).toHaveAttribute("href", "mailto:dostepnosc@example.org");
    await expect(page.locator("#a11y-telefon")).toHaveAttribute("href", "tel:+48580000000");
    await expect(page.locator("#a11y-data-publikacja")).toHaveAttribute("datetime", "2026-09-01");
    await expect(page.locator("#a11y-data-publikacja")).toHaveText("1 września 2026");

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Agencja Przykładowa" })).toHaveAttribute("href", "https://agency.example/");
    await expect(footer.getByRole("link", { name: "Festiwal w mediach społecznościowych" })).toHaveAttribute(
      "href",
      "https://social.example/festiwal",
    );
    await expect(footer.getByRole("link", { name: "Strona festiwalu" })).toHaveAttribute("href", "https://festiwal.example/");
    await expectNoAxeViolations(page);
  });
});
