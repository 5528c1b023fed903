import { expect } from "@playwright/test";
import { test } from "./support/test";
import { festivalEvents } from "./event-data";
import { expectNoAxeViolations } from "./support/axe";
import { portalForTheseTests } from "./support/portal-process";
import { requestsOnly } from "./support/project-tags";

const gateToken = "e2e-gate-token";

// One gated portal per worker; the tests share it, so they run one after another.
test.describe.configure({ mode: "serial" });

test.describe("front-access gate, closed until a token or the opening time", () => {
  const gated = portalForTheseTests({ GATE_ENABLED: "true", GATE_TOKEN: gateToken, GATE_OPENS_AT: "2099-09-12T10:00:00+02:00" });

  test("every page shows /soon with the query carried over, without menus", async ({ page }) => {
    await page.goto(`${gated.url}/event/1?title=las`);
    await expect(page).toHaveURL(`${gated.url}/soon?title=las`);
    await expect(page.getByRole("heading", { level: 1, name: "Już wkrótce" })).toBeVisible();
    // GATE_OPENS_AT's time, in the festival's time zone (without it, the spec's '12 września o godzinie 10:00').
    await expect(page.getByRole("main")).toContainText("Zapisy na wydarzenia festiwalu ruszają 12 września 2099, 10:00.");
    // Every link shared while the gate is closed lands here: its preview says the same.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "Zapisy na wydarzenia festiwalu ruszają 12 września 2099, 10:00. Zapraszamy!");
    await expect(page.getByRole("navigation", { name: "Menu główne" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Zaloguj się" })).toHaveCount(0);
    // The pages the gate serves are linked, the accessibility statement above all (the law wants it reachable).
    await expect(page.getByRole("contentinfo").getByRole("link")).toHaveText(["Regulamin", "Polityka prywatności", "Deklaracja dostępności"]);
    await expectNoAxeViolations(page);

    for (const path of ["/", "/event/1", "/no-such-page"]) {
      await page.goto(`${gated.url}${path}`);
      await expect(page).toHaveURL(`${gated.url}/soon`);
    }
  });

  test("the legal pages stay served, without menus, and linked from /soon", async ({ page }) => {
    await page.goto(`${gated.url}/soon`);
    await page.getByRole("contentinfo").getByRole("link", { name: "Deklaracja dostępności" }).click();
    await expect(page).toHaveURL(`${gated.url}/accessibility`);
    await expect(page.getByRole("heading", { level: 1, name: "Deklaracja dostępności" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Menu główne" })).toHaveCount(0);
    await page.getByRole("contentinfo").getByRole("link", { name: "Regulamin" }).click();
    await expect(page).toHaveURL(`${gated.url}/statute`);
    await expect(page.getByRole("heading", { level: 1, name: "Regulamin" })).toBeVisible();
  });

  test("no data request, media file or action returns festival data", requestsOnly, async ({ request }) => {
    const [event] = await festivalEvents();
    const refusedDataRequests = [
      "/.data?_routes=routes/_index",
      "/_root.data",
      `/event/${event.id}.data`,
      `/event/${event.id}.data?_routes=routes/event.$id`,
      "/soon.data?_routes=routes/_index",
      `/soon.data?_routes=root,routes/event.$id`,
    ];
    for (const path of refusedDataRequests) {
      const response = await request.get(`${gated.url}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(403);
      expect(await response.body(), path).toHaveLength(0);
    }

    const media = await request.get(`${gated.url}/media/events/${event.id}.svg`, { maxRedirects: 0 });
    expect(media.status()).toBe(302);
    expect(media.headers().location).toBe("/soon");

    const actions: { path: string; form: Record<string, string> }[] = [
      { path: "/login", form: { email: "demo@example.org", password: "festiwal2026" } },
      { path: `/event/${event.id}/favourite`, form: { favourite: "add" } },
    ];
    for (const { path, form } of actions) {
      const response = await request.post(`${gated.url}${path}`, { form, maxRedirects: 0 });
      expect(response.status(), path).toBe(303);
      expect(response.headers().location, path).toBe("/soon");
      expect(await response.text(), path).not.toContain(event.name);
    }
    const dataAction = await request.post(`${gated.url}/login.data`, { form: actions[0].form, maxRedirects: 0 });
    expect(dataAction.status()).toBe(403);
  });

  test("the pages, data requests and files served while closed answer", requestsOnly, async ({ request }) => {
    const served = [
      "/soon",
      "/accessibility",
      "/statute",
      "/private-policy",
      "/healthz",
      "/soon.data",
      "/soon.data?_routes=root,routes/soon",
      "/accessibility.data?_routes=routes/accessibility",
      "/locales/en/common.json",
      "/favicon.svg",
      "/robots.txt",
    ];
    for (const path of served) {
      expect((await request.get(`${gated.url}${path}`, { maxRedirects: 0 })).status(), path).toBe(200);
    }
  });

  test("/soon is translated", async ({ page }) => {
    await page.goto(`${gated.url}/soon`);
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Coming soon" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("opens on 12 September 2099, 10:00.");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expectNoAxeViolations(page);
  });

  test("a POST while the gate is closed goes to /soon and its action never runs", requestsOnly, async ({ request }) => {
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
    await page.goto(`${gated.url}/event/1?access=guess&page=2`);
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

  test("a granted browser gets the data requests and media too", async ({ page }) => {
    const [event] = await festivalEvents();
    await page.goto(`${gated.url}/statute?access=${gateToken}`);
    await expect(page).toHaveURL(`${gated.url}/statute`);

    expect((await page.request.get(`${gated.url}/.data?_routes=routes/_index`)).status()).toBe(200);
    const eventData = await page.request.get(`${gated.url}/event/${event.id}.data?_routes=routes/event.$id`);
    expect(eventData.status()).toBe(200);
    expect(await eventData.text()).toContain(event.name);
    expect((await page.request.get(`${gated.url}/media/events/${event.id}.svg`)).status()).toBe(200);
  });
});

test("with the gate open, /soon goes home however the address is written", requestsOnly, async ({ request }) => {
  for (const path of ["/soon", "/SOON", "/soon/", "/Soon?page=2"]) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(302);
    expect(answer.headers().location, path).toMatch(/^\/(\?page=2)?$/);
  }
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
