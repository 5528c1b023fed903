import { expect, type Page, type Request } from "@playwright/test";
import { test, javaScriptOn } from "./support/test";
import { festivalEvents, languageCookie } from "./event-data";
import { expectNoAxeViolations } from "./support/axe";
import { e2ePortalUrl } from "./support/e2e-env";
import { acceptCookieBanner, desktop, expectTitleNamingHeading, mobile, remixCookieValue, userMenuToggle } from "./support/shell";
import { englishOnce, javaScriptOnly, requestsOnly } from "./support/project-tags";
import { signedInTest } from "./support/signed-in";

async function expectFocusOn(page: Page, role: Parameters<Page["getByRole"]>[0], name: string) {
  await expect(page.getByRole(role, { name, exact: true })).toBeFocused();
}

test.describe("app shell", () => {
  test.beforeEach(async ({ context }) => {
    await acceptCookieBanner(context, e2ePortalUrl);
  });

  test("the skip link comes first and moves focus to the main content", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/accessibility");
    await page.keyboard.press("Tab");
    await expectFocusOn(page, "link", "Przejdź do treści");
    await expect(page.getByRole("link", { name: "Przejdź do treści" })).toBeInViewport();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("every page has the landmarks, one h1 and the language in <html lang>", async ({ page }) => {
    await page.setViewportSize(desktop);
    for (const path of ["/", "/accessibility", "/no-such-page"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "pl");
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Menu główne" })).toBeVisible();
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    }
  });

  /** WCAG 2.4.2, 2.4.6: each page a visitor can open is named in its title as its h1 names it, then the site. */
  async function expectEveryTitleNamingItsHeading(page: Page, language: "pl" | "en") {
    const event = (await festivalEvents())[0]!;
    const paths = [
      "/",
      `/event/${event.id}`,
      "/login",
      "/register",
      "/remind-password",
      "/reset-password?token=not-a-token&email=nobody%40test.example.org",
      "/verify",
      "/verify/mail",
      "/statute",
      "/private-policy",
      "/accessibility",
      "/no-such-page",
    ];
    for (const path of paths) {
      await page.goto(path);
      const heading = (await page.getByRole("heading", { level: 1 }).textContent())?.replace(/\s+/g, " ").trim() ?? "";
      expect(heading, path).not.toBe("");
      await expectTitleNamingHeading(page, heading, language);
    }
  }

  test("every visitor's page is titled as its h1 names it, then the site", async ({ page }) => {
    await expectEveryTitleNamingItsHeading(page, "pl");
  });

  test("every visitor's page is titled as its h1 names it in English too", englishOnce, async ({ page, context }) => {
    await context.addCookies([languageCookie("en", e2ePortalUrl)]);
    await expectEveryTitleNamingItsHeading(page, "en");
  });

  test("the 404 page has one title, in <head>, and one h1, in the page's language", async ({ page, context }) => {
    for (const [language, title] of [
      ["pl", "Nie znaleziono strony"],
      ["en", "Page not found"],
    ] as const) {
      if (language === "en") await context.addCookies([languageCookie("en", e2ePortalUrl)]);
      const response = await page.goto("/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.locator("head > title")).toHaveCount(1);
      await expect(page).toHaveTitle(`${title} – ${language === "pl" ? "Bałtycki Festiwal Nauki" : "Baltic Science Festival"}`);
      await expect(page.locator("body title")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    }
  });

  test("an undecodable path answers a page in Polish and English with the way back to the list", async ({ page }) => {
    for (const path of ["/%", "/event/%E0%A4/favourite", "/build/%"]) {
      await expectServersOwnPage(page, path, { status: 400, heading: "Nieprawidłowy adres", english: "This address cannot be read" });
    }
    await page.getByRole("link", { name: "Back to the event list" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an address too long to read answers a page in Polish and English, not a blank one", async ({ page }) => {
    // A list's URL with a search past the 16 KB Node reads of a request's address and headers.
    await expectServersOwnPage(page, `/?title=${"nauka".repeat(4_000)}`, {
      status: 431,
      heading: "Za długi adres",
      english: "The page's address or the browser's cookies are too long",
    });
    await page.getByRole("link", { name: "Wróć do listy wydarzeń" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a method no page answers gets a page saying so, and a POST-only address opened as a page its event", requestsOnly, async ({ request }) => {
    const [event] = await festivalEvents();
    const options = await request.fetch(`/event/${event.id}`, { method: "OPTIONS" });
    expect(options.status()).toBe(405);
    expect(await options.text()).toContain("Ten adres nie obsługuje takiego żądania");
    const favourite = await request.get(`/event/${event.id}/favourite`, { maxRedirects: 0 });
    expect(favourite.status()).toBe(302);
    expect(favourite.headers().location).toBe(`/event/${event.id}`);
    const noEvent = await request.get("/event/abc/favourite", { maxRedirects: 0 });
    expect(noEvent.headers().location).toBe("/");
  });

  test("a refused form's page has its own title in <head> and the refusal's message in <main>", requestsOnly, async ({ request }) => {
    for (const [cookie, title, message, site] of [
      [undefined, "Nieobsługiwany rodzaj danych", "Ten adres przyjmuje tylko formularze wysłane ze stron serwisu.", "Bałtycki Festiwal Nauki"],
      [languageCookie("en", e2ePortalUrl), "Unsupported data format", "This address accepts only forms sent from the site's own pages.", "Baltic Science Festival"],
    ] as const) {
      const response = await request.post("/login", {
        headers: { Origin: e2ePortalUrl, "Content-Type": "application/json", ...(cookie ? { Cookie: `${cookie.name}=${cookie.value}` } : {}) },
        data: JSON.stringify({ email: "nobody@example.org" }),
      });
      expect(response.status()).toBe(415);
      const html = await response.text();
      const head = html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      expect(head.match(/<title>/g)).toHaveLength(1);
      expect(head).toContain(`<title>${title} – ${site}</title>`);
      expect(main).not.toContain("<title>");
      expect(main).toContain(`<h1>${title}</h1>`);
      expect(main).toContain(message.replace("'", "&#x27;"));
    }
  });

  test("the desktop top bar offers login to a visitor and hides the mobile menu", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/accessibility");
    const mainMenu = page.getByRole("navigation", { name: "Menu główne" });
    await expect(mainMenu.getByRole("link", { name: "Zaloguj się" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("link", { name: "Moje konto: zaloguj się" })).toHaveAttribute("href", "/login");
    await expect(page.getByText("Menu", { exact: true })).toBeHidden();
    await mainMenu.getByRole("link", { name: "Lista wydarzeń" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the footer links to the terms, the privacy policy and the accessibility statement", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Regulamin" })).toHaveAttribute("href", "/statute");
    await expect(footer.getByRole("link", { name: "Polityka prywatności" })).toHaveAttribute("href", "/private-policy");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Bałtycki Festiwal Nauki`);
    // Social links and the agency appear only when configured (shell-configured.spec.ts).
    await expect(footer.getByRole("link", { name: "Festiwal w mediach społecznościowych" })).toHaveCount(0);
    await footer.getByRole("link", { name: "Deklaracja dostępności" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Deklaracja dostępności" })).toBeVisible();
  });

  // Without JS no script reads the texts.
  test("the texts the page's scripts read arrive with the page: preloaded by its answer, each fetched once, in Polish and English", javaScriptOnly, async ({ page, context }) => {
    const isLocaleFile = (url: string) => new URL(url).pathname.startsWith("/locales/");
    const localeFilesOf = async (path: string) => {
      const requested: string[] = [];
      const onRequest = (request: Request) => void (isLocaleFile(request.url()) && requested.push(request.url()));
      page.on("request", onRequest);
      // Returns once the page has hydrated, its texts loaded.
      const response = await page.goto(path);
      page.off("request", onRequest);
      const preloaded = [...(response?.headers().link ?? "").matchAll(/<([^>]+)>; rel=preload; as=fetch; crossorigin/g)].map(([, url]) => new URL(url, page.url()).href);
      // What fetched each file: the preload ("link"), or the scripts' own request when it went unused ("fetch").
      const fetchedBy = await page.evaluate(() =>
        performance.getEntriesByType("resource").flatMap((entry) => (new URL(entry.name).pathname.startsWith("/locales/") ? [(entry as PerformanceResourceTiming).initiatorType] : [])),
      );
      return { requested: requested.sort(), preloaded: preloaded.sort(), fetchedBy };
    };
    const paths = (urls: string[]) => urls.map((url) => new URL(url).pathname);

    const polish = await localeFilesOf("/");
    expect(paths(polish.preloaded)).toEqual(["/locales/pl/common.json", "/locales/pl/events.json"]);
    expect(polish.requested).toEqual(polish.preloaded);
    expect(polish.fetchedBy).toEqual(["link", "link"]);

    // English pages load the Polish texts too, as i18next's fallback.
    await context.addCookies([languageCookie("en", e2ePortalUrl)]);
    const english = await localeFilesOf("/event/1");
    expect(paths(english.preloaded)).toEqual(["en", "pl"].flatMap((language) => ["common", "events", "forms"].map((namespace) => `/locales/${language}/${namespace}.json`)));
    expect(english.requested).toEqual(english.preloaded);
    expect(english.fetchedBy).toEqual(Array(6).fill("link"));
  });

  // A browser fetches every <link rel="modulepreload"> it parses, with JavaScript off too: the links are added by a
  // script (patches/@remix-run+react+*.patch), so only a browser that runs the modules downloads them.
  test("the page's scripts are preloaded at low priority where they run, and not downloaded where they cannot", async ({ page }) => {
    const scriptsFetched: string[] = [];
    page.on("request", (request) => void (request.resourceType() === "script" && scriptsFetched.push(new URL(request.url()).pathname)));
    for (const path of ["/", "/event/1", "/login"]) {
      await page.goto(path);
      // An unpatched Remix would pass the prop on to its inline scripts as an attribute no HTML has.
      expect(await page.content(), path).not.toMatch(/modulepreloadpriority/i);
      if (!javaScriptOn()) continue;
      const preloads = await page.locator('head link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => [link.getAttribute("href"), (link as HTMLLinkElement).fetchPriority]));
      expect(preloads.length, `${path} preloads its scripts`).toBeGreaterThan(5);
      expect(preloads.filter(([, priority]) => priority !== "low"), `${path}: preloads at another priority`).toEqual([]);
    }
    if (javaScriptOn()) expect(scriptsFetched.length).toBeGreaterThan(5);
    else expect(scriptsFetched).toEqual([]);
  });

  // Without JS the browser's own loading indicator is the only one.
  test("a pending navigation is announced politely by the loading indicator", javaScriptOnly, async ({ page }) => {
    await page.setViewportSize(desktop);
    // A click before hydration would be a plain document navigation, with no indicator of ours.
    await page.goto("/accessibility");
    const indicator = page.getByRole("banner").getByRole("status");
    await expect(indicator).toHaveText("");
    let releaseNavigation = () => {};
    const navigationHeld = new Promise<void>((resolve) => (releaseNavigation = resolve));
    await page.route("**/*.data*", async (route) => {
      await navigationHeld;
      await route.continue();
    });
    // From the foot of the page: the bar is in sight there too, along the top edge of the screen.
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Regulamin" });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await footerLink.click();
    await expect(indicator).toHaveText("Wczytywanie…");
    await expect(page.locator(".loading-indicator__bar")).toBeInViewport();
    releaseNavigation();
    await expect(page).toHaveURL(/\/statute$/);
    await expect(indicator).toHaveText("");
  });

  // Without JS the browser's own page says the connection is down.
  test("a page that does not arrive (the connection down) says so, and offers to load it again", javaScriptOnly, async ({ page, context }) => {
    await page.goto("/");
    const nextPage = page.getByRole("navigation", { name: "Strony wyników" }).getByRole("link", { name: "Strona 2", exact: true });
    const address = await nextPage.getAttribute("href");
    // The check that tells a request that never arrived loads after the page (app/shell/error-page.ts).
    const checkLoaded = () => page.evaluate(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("/is-network-error-")));
    await expect.poll(checkLoaded).toBe(true);
    await context.setOffline(true);
    await nextPage.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brak połączenia z portalem");
    await expect(page.getByRole("main")).toContainText("Nie udało się wczytać strony. Sprawdź połączenie z internetem i spróbuj ponownie.");
    await expectNoAxeViolations(page);

    await context.setOffline(false);
    await page.getByRole("link", { name: "Spróbuj ponownie" }).click();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Brak połączenia z portalem");
    await expect(page).toHaveURL(address!.replace(/#.*/, ""));
    await expect(page.getByRole("navigation", { name: "Strony wyników" }).locator("[aria-current=page]")).toHaveText(/2/);
  });

  test("a page that opened as an error page also says so when its next click finds the connection down", javaScriptOnly, async ({ page, context }) => {
    // The list's scripts in the browser's cache, as after any earlier visit.
    await page.goto("/");
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleziono strony");
    const checkLoaded = () => page.evaluate(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("/is-network-error-")));
    await expect.poll(checkLoaded).toBe(true);
    await context.setOffline(true);
    await page.getByRole("main").getByRole("link", { name: "Wróć do listy wydarzeń" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brak połączenia z portalem");
    await expect(page.getByRole("link", { name: "Spróbuj ponownie" })).toBeVisible();
  });

  test("in forced colours (Windows high contrast) the current page of the list still stands out", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.emulateMedia({ forcedColors: "active" });
    await page.goto("/");
    const pages = page.getByRole("navigation", { name: "Strony wyników" });
    const backgroundOf = (name: string) => pages.getByRole("link", { name }).evaluate((link) => getComputedStyle(link).backgroundColor);
    expect(await backgroundOf("Strona 1")).not.toBe(await backgroundOf("Strona 2"));
  });

  test("an event page prints without the shell: no top bar, menus, forms or footer", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/");
    const eventPath = await page.locator('main a[href^="/event/"]').first().getAttribute("href");
    await page.goto(eventPath!);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    for (const form of await page.getByRole("main").locator("form").all()) await expect(form).toBeHidden();
  });

  test("after following a link, focus is on the new page's heading, not lost", async ({ page }) => {
    await page.goto("/");
    const firstCard = page.locator(".event-list a[href^='/event/']").first();
    const name = (await firstCard.innerText()).trim();
    await firstCard.click();
    const heading = page.getByRole("heading", { level: 1, name });
    await expect(heading).toBeVisible();
    // With JS, as a document load starts a screen reader at the top, the heading is where reading resumes.
    if (javaScriptOn()) await expect(heading).toBeFocused();
    else expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await expectNoAxeViolations(page);
  });

  test("the open mobile menu lies above the organisers' map: a tap on its items reaches them", async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto("/");
    // With JS the map (Leaflet, its controls at z-index 1000) is drawn under the top bar; without, there is none.
    if (javaScriptOn()) await expect(page.locator(".leaflet-control-zoom")).toBeVisible();
    await page.getByText("Menu", { exact: true }).click();
    const menu = page.getByRole("navigation", { name: "Menu", exact: true });
    for (const item of await menu.locator("a, button").all()) {
      const reached = await item.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
      });
      expect(reached, await item.innerText()).toBe(true);
    }
  });

  test("on a small screen in large text, under the cookie banner, every item of the open mobile menu is in reach", async ({ page, context }) => {
    await context.clearCookies({ name: "accepted_cookie" });
    await context.addCookies([{ name: "large_text", value: remixCookieValue(true), url: e2ePortalUrl }]);
    const screen = { width: 320, height: 640 };
    await page.setViewportSize(screen);
    await page.goto("/accessibility");
    await expect(page.getByRole("button", { name: "Ok", exact: true })).toBeVisible();
    await page.getByText("Menu", { exact: true }).click();
    const menu = page.getByRole("navigation", { name: "Menu", exact: true });
    await expect(menu).toBeVisible();
    if (javaScriptOn()) {
      // The page no longer scrolls: the menu ends within the screen, whatever the banner and the wrapped top bar
      // above it take, and scrolls itself.
      await expect(page.locator("html")).toHaveClass(/mobile-menu-open/);
      const panel = (await menu.boundingBox())!;
      expect(panel.y + panel.height).toBeLessThanOrEqual(screen.height);
      await menu.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    }
    const lastItem = menu.getByRole("button", { name: "English" });
    // Without JS the page scrolls as ever.
    if (!javaScriptOn()) await lastItem.scrollIntoViewIfNeeded();
    const reached = await lastItem.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.bottom <= window.innerHeight && element.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
    });
    expect(reached).toBe(true);
  });

  test("the mobile menu opens without the desktop menu and closes on navigation", async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto("/accessibility?from=menu");
    await expect(page.getByRole("navigation", { name: "Menu główne" })).toBeHidden();
    const menu = page.getByRole("navigation", { name: "Menu", exact: true });
    await expect(menu).toBeHidden();
    await page.getByText("Menu", { exact: true }).click();
    await expect(menu).toBeVisible();
    for (const name of ["Lista wydarzeń", "Zaloguj się", "Regulamin", "Polityka prywatności"]) {
      await expect(menu.getByRole("link", { name })).toBeVisible();
    }
    await expect(menu.getByRole("button", { name: "English" })).toBeVisible();
    await expect(menu).toContainText("© ");
    if (javaScriptOn()) await expect(page.locator("html")).toHaveClass(/mobile-menu-open/);
    await expectNoAxeViolations(page);

    await menu.getByRole("link", { name: "Lista wydarzeń" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("navigation", { name: "Menu", exact: true })).toBeHidden();
    if (javaScriptOn()) await expect(page.locator("html")).not.toHaveClass(/mobile-menu-open/);
  });

  test("keyboard only: the desktop top bar in order", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/accessibility");
    const stops: [Parameters<Page["getByRole"]>[0], string][] = [
      ["link", "Przejdź do treści"],
      ["link", "Bałtycki Festiwal Nauki"],
      ["link", "Lista wydarzeń"],
      ["link", "Zaloguj się"],
      ["button", "English"],
      ["button", "A+ Powiększ tekst"],
      ["link", "Moje konto: zaloguj się"],
    ];
    for (const [role, name] of stops) {
      await page.keyboard.press("Tab");
      await expectFocusOn(page, role, name);
    }
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("keyboard only: the mobile menu opens, is walked through, and closes back onto its button", async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto("/accessibility");
    for (const [role, name] of [
      ["link", "Przejdź do treści"],
      ["link", "Bałtycki Festiwal Nauki"],
      ["button", "A+ Powiększ tekst"],
      ["link", "Moje konto: zaloguj się"],
    ] as const) {
      await page.keyboard.press("Tab");
      await expectFocusOn(page, role, name);
    }
    await page.keyboard.press("Tab");
    const menuButton = page.locator("summary", { hasText: "Menu" });
    await expect(menuButton).toBeFocused();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Menu", exact: true });
    await expect(menu).toBeVisible();
    for (const name of ["Lista wydarzeń", "Zaloguj się", "Regulamin", "Polityka prywatności"]) {
      await page.keyboard.press("Tab");
      await expect(menu.getByRole("link", { name })).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("button", { name: "English" })).toBeFocused();

    if (javaScriptOn()) {
      await page.keyboard.press("Escape");
    } else {
      // Without JS the disclosure closes the native way: back to its button and Enter.
      for (let step = 0; step < 5; step++) await page.keyboard.press("Shift+Tab");
      await expect(menuButton).toBeFocused();
      await page.keyboard.press("Enter");
    }
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Tab past its last item: the menu covers nothing that takes the focus next (WCAG 2.4.7). With JS it closes;
    // without, it stays open but out of sight while the focus is outside the top bar, and shows again when the
    // focus is back on its button.
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    for (let step = 0; step < 6; step++) await page.keyboard.press("Tab");
    await expect(menu).toBeHidden();
    await expect(page.locator(":focus")).toHaveCount(1);
    await expect(page.locator(".top-bar :focus")).toHaveCount(0);
    if (!javaScriptOn()) {
      await page.keyboard.press("Shift+Tab");
      await expect(menuButton).toBeFocused();
      await expect(menu).toBeVisible();
    }
  });
});

signedInTest.describe("app shell for a signed-in user", () => {
  signedInTest.beforeEach(async ({ signedInContext }) => {
    await acceptCookieBanner(signedInContext, e2ePortalUrl);
  });

  signedInTest("the desktop dropdown carries the user's name, their pages and logout; the account icon has the dot", async ({
    signedInPage: page,
    signedInUser: user,
  }) => {
    await page.setViewportSize(desktop);
    await page.goto("/accessibility");
    const account = page.getByRole("link", { name: `Moje konto: ${user.name} (zalogowano)` });
    await expect(account).toHaveAttribute("href", "/user/events");
    await expect(account.locator(".account-link__signed-in-dot")).toBeVisible();
    const mainMenu = page.getByRole("navigation", { name: "Menu główne" });
    await expect(mainMenu.getByRole("link", { name: "Zaloguj się" })).toHaveCount(0);

    // The menu's name goes to the panel (spec §2); the arrow beside it opens the dropdown.
    await expect(mainMenu.getByRole("link", { name: user.name, exact: true })).toHaveAttribute("href", "/user/events");
    await userMenuToggle(page).click();
    await expect(mainMenu.getByRole("link", { name: "Dane osobowe" })).toHaveAttribute("href", "/user/info");
    await expect(mainMenu.getByRole("link", { name: "Moje wydarzenia" })).toHaveAttribute("href", "/user/events");
    await expect(mainMenu.getByRole("button", { name: "Wyloguj się" })).toBeVisible();
    // One item under another, as a dropdown lists them.
    const personalData = (await mainMenu.getByRole("link", { name: "Dane osobowe" }).boundingBox())!;
    const events = (await mainMenu.getByRole("link", { name: "Moje wydarzenia" }).boundingBox())!;
    expect(events.y).toBeGreaterThanOrEqual(personalData.y + personalData.height);
    expect(events.x).toBe(personalData.x);
    await expectNoAxeViolations(page);

    if (javaScriptOn()) {
      // Enhanced: a click elsewhere closes the dropdown; Escape closes it back onto its button.
      await page.getByRole("heading", { level: 1 }).click();
      await expect(mainMenu.getByRole("link", { name: "Dane osobowe" })).toBeHidden();
      await userMenuToggle(page).click();
      await mainMenu.getByRole("link", { name: "Dane osobowe" }).focus();
      await page.keyboard.press("Escape");
      await expect(mainMenu.getByRole("link", { name: "Dane osobowe" })).toBeHidden();
      await expect(userMenuToggle(page)).toBeFocused();
    }
  });

  signedInTest("the mobile menu adds reviews and logout, also in large text", async ({ signedInPage: page, signedInContext: context }) => {
    await context.addCookies([{ name: "large_text", value: remixCookieValue(true), url: e2ePortalUrl }]);
    await page.setViewportSize(mobile);
    // Opened before hydration, the menu would be closed again by its close-on-navigation effect.
    await page.goto("/accessibility");
    await expect(page.locator("body")).toHaveClass(/large-text/);
    await page.getByText("Menu", { exact: true }).click();
    const menu = page.getByRole("navigation", { name: "Menu", exact: true });
    for (const [name, href] of [
      ["Dane osobowe", "/user/info"],
      ["Moje wydarzenia", "/user/events"],
      ["Moje opinie", "/user/reviews"],
    ]) {
      await expect(menu.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expect(menu.getByRole("button", { name: "Wyloguj się" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Zaloguj się" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

/** A page the Node server answers itself (server/bilingual-page.ts): in Polish and English, framed by no other site. */
async function expectServersOwnPage(page: Page, path: string, expected: { status: number; heading: string; english: string }) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(expected.status);
  expect(response?.headers()["content-security-policy"], path).toContain("frame-ancestors 'none'");
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  await expect(page.getByRole("heading", { level: 1, name: expected.heading })).toBeVisible();
  await expect(page.locator('[lang="en"]')).toContainText(expected.english);
  await expectNoAxeViolations(page);
}
