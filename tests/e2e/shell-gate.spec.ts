import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { portalForTheseTests } from "./support/portal-process";

const gateToken = "e2e-gate-token";

// One gated portal per worker; the tests share it, so they run one after another.
test.describe.configure({ mode: "serial" });

test.describe("front-access gate, closed until a token or the opening time", () => {
  const gated = portalForTheseTests({ GATE_ENABLED: "true", GATE_TOKEN: gateToken, GATE_OPENS_AT: "2099-09-12T10:00:00+02:00" });

  test("every page shows /soon with the query carried over, without menus", async ({ page }) => {
    await page.goto(`${gated.url}/event/1?title=las`);
    await expect(page).toHaveURL(`${gated.url}/soon?title=las`);
    await expect(page.getByRole("heading", { level: 1, name: "Już wkrótce" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("12 września o godzinie 10:00");
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Zaloguj się" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    for (const path of ["/", "/accessibility", "/no-such-page"]) {
      await page.goto(`${gated.url}${path}`);
      await expect(page).toHaveURL(`${gated.url}/soon`);
    }
  });

  test("/soon is translated", async ({ page }) => {
    await page.goto(`${gated.url}/soon`);
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Coming soon" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("12 September at 10:00");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expectNoAxeViolations(page);
  });

  test("a POST while the gate is closed goes to /soon and its action never runs", async ({ request }) => {
    const login = await request.post(`${gated.url}/login`, {
      form: { email: "demo@example.org", password: "festiwal2026" },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(303);
    expect(login.headers().location).toBe("/soon");
    expect(login.headers()["set-cookie"]).toBeUndefined();
    // The language switch on /soon itself still works.
    const language = await request.post(`${gated.url}/preferences/language`, {
      form: { language: "en", redirectTo: "/soon" },
      maxRedirects: 0,
    });
    expect(language.status()).toBeGreaterThanOrEqual(300);
    expect(language.headers()["set-cookie"]).toContain("language=");
  });

  test("a wrong token changes nothing and is not carried along", async ({ page }) => {
    await page.goto(`${gated.url}/accessibility?access=guess&page=2`);
    await expect(page).toHaveURL(`${gated.url}/soon?page=2`);
  });

  test("the token grants this browser access and leaves the URL without it; /soon then goes home", async ({ page, context }) => {
    await page.goto(`${gated.url}/accessibility?access=${gateToken}&from=gate`);
    await expect(page).toHaveURL(`${gated.url}/accessibility?from=gate`);
    await expect(page.getByRole("heading", { level: 1, name: "Deklaracja dostępności" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Menu główne" })).toBeVisible();
    const access = (await context.cookies()).find((cookie) => cookie.name === "front_access");
    expect(access?.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 60 * 60);

    await page.goto(`${gated.url}/`);
    await expect(page).toHaveURL(`${gated.url}/`);
    await page.goto(`${gated.url}/soon?page=2`);
    await expect(page).toHaveURL(`${gated.url}/?page=2`);
  });
});

test.describe("front-access gate past its opening time", () => {
  const opened = portalForTheseTests({ GATE_ENABLED: "true", GATE_TOKEN: gateToken, GATE_OPENS_AT: "2020-09-12T10:00:00+02:00" });

  test("lets everyone in and sends /soon home", async ({ page }) => {
    await page.goto(`${opened.url}/accessibility`);
    await expect(page.getByRole("heading", { level: 1, name: "Deklaracja dostępności" })).toBeVisible();
    await page.goto(`${opened.url}/soon`);
    await expect(page).toHaveURL(`${opened.url}/`);
  });
});
