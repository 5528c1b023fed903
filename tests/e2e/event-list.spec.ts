import { expect, type Browser, type Page } from "@playwright/test";
import { test, javaScriptOn, waitForHydration } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { cardNames, expectedEvents, expectResultCount, festivalEvents, festivalFilters, languageCookie } from "./event-data";
import { englishOnce, javaScriptOnly } from "./support/project-tags";

/** The filter panel: a form named 'Filtry wydarzeń' (open beside the list at the default 1280 px width). */
const filterForm = (page: Page) => page.getByRole("form", { name: "Filtry wydarzeń" });

async function applyFilters(page: Page) {
  await filterForm(page).getByRole("button", { name: "Zastosuj filtry" }).click();
}

/**
 * A page in a 1700 px window of its own context, whose requests for the list (its document and its data) carry no
 * Sec-CH-* headers, as Firefox's and Safari's do: the server knows the width only from the page's cookie. Chromium adds
 * its hints below where a route could take them off, so the list's requests are sent from here.
 */
async function pageSendingNoWidthHint(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1700, height: 900 }, baseURL, javaScriptEnabled: javaScriptOn() });
  await context.route(
    (url) => url.pathname === "/" || url.pathname.endsWith(".data"),
    async (route) => {
      const headers = Object.fromEntries(Object.entries(route.request().headers()).filter(([name]) => !name.startsWith("sec-ch-")));
      await route.fulfill({ response: await route.fetch({ headers, maxRedirects: 0 }) });
    },
  );
  return context.newPage();
}

/** Page 1 shows 9 cards at 1280 px (spec §9: wider than 1024 px) once the width is known, else 12. */
async function expectFirstPage(page: Page, expected: { name: string }[]) {
  await expectResultCount(page, expected.length);
  if (expected.length > 0) await expect(cardNames(page).first()).toHaveText(expected[0].name);
}

test.describe("event list", () => {
  test("lists the festival's events, unavailable ones last, and each card links to its page", async ({ page }) => {
    const expected = await expectedEvents({});
    await page.goto("/");
    await expect(page).toHaveTitle(/Wydarzenia/);
    await expect(page.getByRole("heading", { level: 1, name: "Wydarzenia festiwalu" })).toBeVisible();
    await expectFirstPage(page, expected);
    await expectNoAxeViolations(page);
    // The first card's picture is a phone's largest paint: fetched at once and first; the rest as they scroll near.
    const pictures = page.locator("img.event-card__image");
    await expect(pictures.first()).toHaveAttribute("fetchpriority", "high");
    await expect(pictures.first()).not.toHaveAttribute("loading", /.*/);
    await expect(pictures.nth(1)).toHaveAttribute("loading", "lazy");
    await expect(pictures.nth(1)).not.toHaveAttribute("fetchpriority", /.*/);

    const firstLink = cardNames(page).first().getByRole("link");
    const eventName = (await firstLink.textContent())!.trim();
    await firstLink.click();
    await expect(page).toHaveURL(/\/event\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(eventName);
  });

  test("filters by organiser with the checkbox, and the panel keeps the choice", async ({ page }) => {
    const organiser = "Akwarium Gdyńskie";
    const expected = await expectedEvents({ organizator: [organiser] });
    await page.goto("/");
    await filterForm(page).getByRole("checkbox", { name: organiser }).check();
    await applyFilters(page);
    await expect(page).toHaveURL(`/?organizator=${encodeURIComponent(organiser).replace(/%20/g, "+")}`);
    await expectFirstPage(page, expected);
    await expect(filterForm(page).getByRole("checkbox", { name: organiser })).toBeChecked();
    // A card without a picture of its own shows its organiser's logo, named: no text of the card says whose it is.
    const pictureTexts = await page.locator(".event-list img.event-card__image").evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
    expect(pictureTexts).toEqual(expected.slice(0, pictureTexts.length).map((event) => (event.miniatura ? "" : organiser)));
    expect(pictureTexts).toContain(organiser);
    await expectNoAxeViolations(page);

    await filterForm(page).getByRole("link", { name: "Wyczyść filtry" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(filterForm(page).getByRole("checkbox", { name: organiser })).not.toBeChecked();
  });

  test("combines category, price type, start time and date", async ({ page }) => {
    const { category } = await festivalFilters();
    const events = await festivalEvents();
    const day = new Date(events[events.length - 1].date_start).toLocaleDateString("en-CA", { timeZone: "Europe/Warsaw" });
    const filters = { category: [category[0]], price_types: ["free" as const], time_min: "09:00", time_max: "14:30" };
    await page.goto("/");
    const form = filterForm(page);
    await form.getByRole("checkbox", { name: category[0], exact: true }).check();
    await form.getByRole("checkbox", { name: "Bezpłatne" }).check();
    await form.getByLabel("Od", { exact: true }).fill("09:00");
    await form.getByLabel("Do", { exact: true }).fill("14:30");
    await applyFilters(page);
    await expectFirstPage(page, await expectedEvents(filters));
    expect(new URL(page.url()).searchParams.getAll("price_types")).toEqual(["free"]);
    await expect(form.getByLabel("Od", { exact: true })).toHaveValue("09:00");

    await form.getByLabel("Data", { exact: true }).fill(day);
    await applyFilters(page);
    await expect(page).toHaveURL(new RegExp(`date=${day}`));
    await expectFirstPage(page, await expectedEvents({ ...filters, date: day }));
    await expectNoAxeViolations(page);
  });

  test("filters by speaker, age group and place from the panel", async ({ page }) => {
    const events = await festivalEvents();
    const tutor = events.find((event) => event.tutor)!.tutor!;
    const surname = tutor.split(" ").at(-1)!;
    const { age_group, localization } = await festivalFilters();
    await page.goto("/");
    const form = filterForm(page);
    await form.getByRole("checkbox", { name: age_group[0], exact: true }).check();
    await form.getByLabel("Prowadzący", { exact: true }).fill(surname);
    // Enter in a field sends the form as the button does; with JS that field keeps the focus, though the panel's
    // fields are made anew for the new query.
    await form.getByLabel("Prowadzący", { exact: true }).press("Enter");
    await expectFirstPage(page, await expectedEvents({ speaker: surname, age_group: [age_group[0]] }));
    if (javaScriptOn()) await expect(form.getByLabel("Prowadzący", { exact: true })).toBeFocused();

    await page.goto(`/?localization=${encodeURIComponent(localization[0])}`);
    await expect(form.getByRole("checkbox", { name: localization[0], exact: true })).toBeChecked();
    await expectFirstPage(page, await expectedEvents({ localization: [localization[0]] }));
  });

  test("a place typed into the URL, none of the choices, shows ticked and stays through the next Apply", async ({ page }) => {
    const { localization } = await festivalFilters();
    // A town's name ('Gdańsk, al. Zwycięstwa 27'): a part of several addresses (spec §5 matches places as
    // substrings), itself none of them.
    const town = localization[0].split(",")[0].trim();
    expect(localization, "the town is not itself a choice").not.toContain(town);
    await page.goto(`/?localization=${encodeURIComponent(town)}`);
    const form = filterForm(page);
    await expect(form.getByRole("checkbox", { name: town, exact: true })).toBeChecked();
    await expectFirstPage(page, await expectedEvents({ localization: [town] }));

    await form.getByRole("checkbox", { name: "Bezpłatne" }).check();
    await applyFilters(page);
    await expect(page).toHaveURL(`/?localization=${encodeURIComponent(town)}&price_types=free`);
    await expectFirstPage(page, await expectedEvents({ localization: [town], price_types: ["free"] }));
    await expectNoAxeViolations(page);
  });

  test("searches by title, ignoring case and Polish diacritics", async ({ page }) => {
    const events = await festivalEvents();
    const word = events[0].name.split(/[\s:]+/)[0];
    const folded = word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").replace(/ł/g, "l");
    const expected = await expectedEvents({ title: folded });
    await page.goto("/");
    const box = page.getByRole("searchbox", { name: "Szukaj" });
    await box.fill(folded);
    if (javaScriptOn()) {
      // Submitted 300 ms after the last keystroke, focus stays in the box.
      await expect(page).toHaveURL(`/?title=${encodeURIComponent(folded)}`);
      await expect(box).toBeFocused();
    } else {
      await box.press("Enter");
      await expect(page).toHaveURL(`/?title=${encodeURIComponent(folded)}`);
    }
    await expectFirstPage(page, expected);
    expect(expected.length).toBeGreaterThan(0);

    await page.getByRole("link", { name: "Wyczyść wyszukiwanie" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(box).toHaveValue("");
    // With JS the cleared box keeps the focus (the link that had it is gone).
    if (javaScriptOn()) await expect(box).toBeFocused();

    // Back and forward: the box says the search of the list it shows, also while it has the focus.
    await page.goBack();
    await expect(page).toHaveURL(`/?title=${encodeURIComponent(folded)}`);
    await expect(box).toHaveValue(folded);
    await expectFirstPage(page, expected);
    await page.goForward();
    await expect(page).toHaveURL(/\/$/);
    await expect(box).toHaveValue("");
  });

  // Without JS each search is a form sent, a page of its own in the history, as each Apply is.
  test("a search typed over a list is one step back, said anew; the same list applied again adds no step", javaScriptOnly, async ({ page }) => {
    const category = (await festivalEvents())[0].type;
    const list = `/?${new URLSearchParams({ category })}`;
    await page.goto(list);
    const box = page.getByRole("searchbox", { name: "Szukaj" });
    const count = page.locator(".event-results__count > span");
    const countBefore = await count.elementHandle();
    await box.fill("a");
    await expect(page).toHaveURL(/[?&]title=a(&|$)/);
    // The count is made anew for the list applied, so a screen reader says it even when the number is the same.
    // (Polled: the URL changes a moment before the new list is rendered.)
    await expect.poll(() => countBefore!.evaluate((element) => element.isConnected)).toBe(false);
    await box.press("b");
    await expect(page).toHaveURL(/[?&]title=ab(&|$)/);
    const steps = await page.evaluate(() => history.length);
    const listAgain = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(".data"));
    await page.getByRole("button", { name: "Zastosuj filtry" }).click();
    await listAgain;
    expect(await page.evaluate(() => history.length)).toBe(steps);
    // One Back returns to the list the search was typed over.
    await page.goBack();
    await expect(page).toHaveURL(list);
    await expect(box).toHaveValue("");
  });

  // Without JS Back shows the page as the browser kept it, the focus where the browser puts it.
  test("Back from an event to the list puts the focus on the card's link it was left by", javaScriptOnly, async ({ page }) => {
    await page.goto("/");
    const cardLink = cardNames(page).nth(5).getByRole("link");
    const name = (await cardLink.textContent())!.trim();
    await cardLink.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await page.goBack();
    await expect(cardLink).toBeFocused();
    await expect(cardLink).toBeInViewport();
  });

  // Without JS the box is sent with its form, whole.
  test("keystrokes not sent yet stay in the box when it loses the focus as an earlier search arrives", javaScriptOnly, async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("searchbox", { name: "Szukaj" });
    // The search for "lab" is held on its way until the visitor has typed on and tabbed out of the box.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.endsWith(".data") && url.searchParams.get("title") === "lab",
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const labSent = page.waitForRequest((request) => new URL(request.url()).searchParams.get("title") === "lab");
    await box.fill("lab");
    await labSent;
    await box.press("o");
    await page.keyboard.press("Tab");
    release();
    // "lab" arrives; "labo", typed since, is what the box says and what is searched next.
    await expect(page).toHaveURL("/?title=labo");
    await expect(box).toHaveValue("labo");
  });

  test("an empty result says nothing was found", async ({ page }) => {
    await page.goto("/?title=zzzz-nie-ma-takiego");
    await expectResultCount(page, 0);
    await expect(cardNames(page)).toHaveCount(0);
  });

  test("a start-time range that ends before it starts says why it finds nothing", async ({ page }) => {
    await page.goto("/?time_min=20:00&time_max=10:00");
    await expect(cardNames(page)).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Nie znaleziono" })).toContainText(
      "Godzina „od” (20:00) jest późniejsza niż „do” (10:00): zamień je, aby zobaczyć wydarzenia.",
    );
  });

  test("paginates with links that keep the filters", async ({ page }) => {
    const { category } = await festivalFilters();
    const expected = await expectedEvents({ category: [category[1]] });
    await page.goto(`/?category=${encodeURIComponent(category[1])}`);
    const pages = page.getByRole("navigation", { name: "Strony wyników" });
    await expect(pages.getByRole("link", { name: "Strona 1" })).toHaveAttribute("aria-current", "page");
    // 1280 px wide: 9 a page from the very first request (the viewport client hint is critical).
    const pageSize = 9;
    await expect(cardNames(page)).toHaveCount(pageSize);
    expect(expected.length).toBeGreaterThan(pageSize);
    await pages.getByRole("link", { name: "Strona 2" }).click();
    // The new page opens at its results (the fragment), and its title says which page it is.
    await expect(page).toHaveURL(`/?category=${encodeURIComponent(category[1]).replace(/%20/g, "+")}&page=2#event-results`);
    await expect(page).toHaveTitle(/^Strona 2 z \d+ – Wydarzenia festiwalu – /);
    await expect(page.locator("#event-results")).toBeInViewport();
    // With JS the new page's results have the focus, at their top, not the link far below (WCAG 2.4.3).
    if (javaScriptOn()) await expect(page.locator("#event-results")).toBeFocused();
    await expect(pages.getByRole("link", { name: "Strona 2" })).toHaveAttribute("aria-current", "page");
    await expect(cardNames(page).first()).toHaveText(expected[pageSize].name);
    await pages.getByRole("link", { name: "Poprzednia" }).click();
    await expect(page).toHaveURL(`/?category=${encodeURIComponent(category[1]).replace(/%20/g, "+")}#event-results`);
    await expect(page).toHaveTitle(/^Wydarzenia festiwalu – /);
    await expectNoAxeViolations(page);
  });

  test("on another page of the list, a choice ticked but not applied is no longer shown ticked", async ({ page }) => {
    const { category } = await festivalFilters();
    await page.goto(`/?category=${encodeURIComponent(category[1])}`);
    const other = filterForm(page).getByRole("checkbox", { name: category[0], exact: true });
    await other.check();
    await page.getByRole("navigation", { name: "Strony wyników" }).getByRole("link", { name: "Następna" }).click();
    await expect(page).toHaveURL(`/?category=${encodeURIComponent(category[1]).replace(/%20/g, "+")}&page=2#event-results`);
    // The panel says what the list shows: the applied category, not the one ticked and left.
    await expect(filterForm(page).getByRole("checkbox", { name: category[1], exact: true })).toBeChecked();
    await expect(other).not.toBeChecked();
  });

  test("the list's query goes along to an event and back to the list by the menu (spec §2)", async ({ page }) => {
    const { category } = await festivalFilters();
    const expected = await expectedEvents({ category: [category[1]] });
    const listPath = `/?category=${encodeURIComponent(category[1]).replace(/%20/g, "+")}&page=2`;
    await page.goto(listPath);
    const card = expected[9];
    await page.getByRole("link", { name: card.name, exact: true }).first().click();
    await expect(page).toHaveURL(`/event/${card.id}?${listPath.slice(2)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(card.name);

    await page.getByRole("navigation", { name: "Menu główne" }).getByRole("link", { name: "Lista wydarzeń" }).click();
    await expect(page).toHaveURL(listPath);
    await expect(filterForm(page).getByRole("checkbox", { name: category[1], exact: true })).toBeChecked();
    await expect(cardNames(page).first()).toHaveText(expected[9].name);
    // Clearing the filters still leads to the bare list.
    await filterForm(page).getByRole("link", { name: "Wyczyść filtry" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a link to a page past the end lands on the last page, and Back returns to the page the link was on", async ({ page, baseURL }) => {
    const { category } = await festivalFilters();
    // The width a page's script has recorded before (without JS none does), so that the list is cut at it at once.
    await page.context().addCookies([{ name: "vw", value: "1280", url: baseURL! }]);
    const expected = await expectedEvents({ category: [category[1]] });
    const query = `category=${encodeURIComponent(category[1]).replace(/%20/g, "+")}`;
    // An event page opened with a list's query whose page no longer exists (a bookmark made on a narrower screen).
    const eventPath = `/event/${expected[0].id}?${query}&page=99`;
    await page.goto(eventPath);
    await page.getByRole("navigation", { name: "Menu główne" }).getByRole("link", { name: "Lista wydarzeń" }).click();
    await expect(page).toHaveURL(`/?${query}&page=${Math.ceil(expected.length / 9)}`);
    await expect(cardNames(page).last()).toHaveText(expected[expected.length - 1].name);
    // As after an HTTP redirect: the last page took the place of the address it was sent from, not of the event page.
    await page.goBack();
    await expect(page).toHaveURL(eventPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected[0].name);
  });

  test("page size follows the viewport: 16 above 1600 px, 12 on a phone", async ({ browser, baseURL }) => {
    for (const [width, size] of [[1700, 16], [390, 12]] as const) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL, javaScriptEnabled: javaScriptOn() });
      // The width reaches the server by the client hint or the cookie of the page's script; set the cookie as it would.
      await context.addCookies([{ name: "vw", value: String(width), url: baseURL! }]);
      const page = await context.newPage();
      await page.goto("/");
      await expect(cardNames(page)).toHaveCount(size);
      await context.close();
    }
  });

  test("a browser that sends no width hint pages through every event, on its first visit too", async ({ browser, baseURL }) => {
    const expected = await expectedEvents({});
    const page = await pageSendingNoWidthHint(browser, baseURL!);
    await page.goto("/");
    // With JS the list is cut again at this window's size (16, spec §9) once its script has told the width; without
    // JS no script tells it, and every page holds the default 12.
    const size = javaScriptOn() ? 16 : 12;
    await expect(cardNames(page)).toHaveCount(size);
    await page.getByRole("navigation", { name: "Strony wyników" }).getByRole("link", { name: "Następna" }).click();
    await expect(page).toHaveURL("/?page=2#event-results");
    await expect(cardNames(page).first()).toHaveText(expected[size].name);
    await page.context().close();
  });

  test("without a width hint, a list first reached from another page by the router is cut at the window's size at once", javaScriptOnly, async ({ browser, baseURL }) => {
    const page = await pageSendingNoWidthHint(browser, baseURL!);
    await page.goto("/accessibility");
    const listDataRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "fetch" && new URL(request.url()).pathname.endsWith(".data")) listDataRequests.push(request.url());
    });
    await page.getByRole("navigation", { name: "Menu główne" }).getByRole("link", { name: "Lista wydarzeń" }).click();
    await expect(page).toHaveURL("/");
    await expect(cardNames(page)).toHaveCount(16);
    // Once: the page's inline script told the width before the list was asked for, so it was not cut at 12 first.
    expect(listDataRequests).toHaveLength(1);
    await page.context().close();
  });

  test("on a narrow screen the filters fold into a panel that counts the active filters", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/?title=a&category=Warsztaty&price_types=free");
    const summary = page.getByText(/^Filtry \(2 aktywne\)$/);
    await expect(summary).toBeVisible();
    // As a screen reader names it too, with the space before the count.
    await expect(summary).toHaveAccessibleName("Filtry (2 aktywne)");
    await expect(page.getByRole("checkbox", { name: "Bezpłatne" })).toBeHidden();
    // The search in force stays in sight above the folded filters, with its clear icon.
    await expect(page.getByRole("searchbox", { name: "Szukaj" })).toHaveValue("a");
    await expect(page.getByRole("link", { name: "Wyczyść wyszukiwanie" })).toBeVisible();
    await summary.click();
    await expect(page.getByRole("checkbox", { name: "Bezpłatne" })).toBeChecked();
    await expectNoAxeViolations(page);
  });

  test("works in English", englishOnce, async ({ page, context, baseURL }) => {
    await context.addCookies([languageCookie("en", baseURL!)]);
    await page.goto("/?price_types=notfree");
    await expect(page.getByRole("heading", { level: 1, name: "Festival events" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Paid" })).toBeChecked();
    // The festival's categories are Polish words: marked so, while the interface's own choices are not.
    await expect(page.getByRole("checkbox", { name: "Warsztaty" }).locator("xpath=..").locator("span[lang='pl']")).toHaveText("Warsztaty");
    await expect(page.getByRole("checkbox", { name: "Paid" }).locator("xpath=..").locator("[lang]")).toHaveCount(0);
    await expectFirstPage(page, await expectedEvents({ price_types: ["notfree"] }, "en"));
    await expect(page.getByRole("main")).toContainText("PLN");
    await expectNoAxeViolations(page);
  });

  test("an unknown path answers the 404 page with a way back to the list", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Nie znaleziono strony" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Wróć do listy wydarzeń" }).click();
    await expect(page).toHaveURL(/\/$/);
    // With JS, from the error page to a page of the app as between any two pages: the focus goes to its h1, not
    // <body>. (Without JS a document load starts the screen reader at the top.)
    if (javaScriptOn()) await expect(page.getByRole("heading", { level: 1, name: "Wydarzenia festiwalu" })).toBeFocused();
  });
});

test.describe("organiser map", () => {
  test("with JS a marker toggles the organiser filter; without JS the map is absent and the checkbox does it", async ({ page }) => {
    const organiser = "Ogród Zoologiczny w Oliwie";
    const expected = await expectedEvents({ organizator: [organiser] });
    await page.goto("/");
    const map = page.getByRole("region", { name: "Mapa organizatorów" });
    if (!javaScriptOn()) {
      await expect(map).toBeHidden();
      await filterForm(page).getByRole("checkbox", { name: organiser }).check();
      await applyFilters(page);
      await expectFirstPage(page, expected);
      return;
    }
    await expect(page.getByRole("link", { name: "Pomiń mapę organizatorów" })).toBeAttached();
    // Its markers are no keyboard stops: the region tells a screen reader's user where the keyboard's way is.
    await expect(map).toHaveAccessibleDescription(/zaznacza go w filtrach, w grupie „Organizator”/);
    await map.scrollIntoViewIfNeeded();
    const marker = map.getByRole("img", { name: organiser });
    await marker.click();
    await expect(page).toHaveURL(`/?organizator=${encodeURIComponent(organiser).replace(/%20/g, "+")}`);
    await expectFirstPage(page, expected);
    await expect(filterForm(page).getByRole("checkbox", { name: organiser })).toBeChecked();
    // Selected: said by its name and its size, not by its colour alone (WCAG 1.4.1).
    const selectedMarker = map.getByRole("img", { name: `${organiser} (wybrano)`, exact: true });
    await expect(selectedMarker).toHaveClass(/organiser-marker--selected/);
    const plainMarker = map.locator(".leaflet-marker-icon:not(.organiser-marker--selected)").first();
    expect((await selectedMarker.boundingBox())!.height).toBeGreaterThan((await plainMarker.boundingBox())!.height);
    await expectNoAxeViolations(page);

    await selectedMarker.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("on a desktop screen the map opens with every organiser's marker in sight", javaScriptOnly, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const map = page.getByRole("region", { name: "Mapa organizatorów" }).locator(".leaflet-container");
    const markers = map.locator(".leaflet-marker-icon");
    await expect(markers).toHaveCount((await festivalFilters()).organizator.length);
    const area = (await map.boundingBox())!;
    for (const marker of await markers.all()) {
      const box = (await marker.boundingBox())!;
      // The marker's point is the middle of its lower edge.
      const point = { x: box.x + box.width / 2, y: box.y + box.height };
      const name = await marker.getAttribute("alt");
      expect(point.x, name!).toBeGreaterThan(area.x);
      expect(point.x, name!).toBeLessThan(area.x + area.width);
      expect(point.y, name!).toBeGreaterThan(area.y);
      expect(point.y, name!).toBeLessThan(area.y + area.height);
    }
  });

  test("on a phone a swipe over the map scrolls the page: one finger does not move the map", javaScriptOnly, async ({ browser, baseURL }) => {
    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "pl-PL" });
    try {
      const page = await phone.newPage();
      await page.goto("/");
      await waitForHydration(page);
      const map = page.getByRole("region", { name: "Mapa organizatorów" }).locator(".leaflet-container");
      await expect(map.locator(".leaflet-marker-icon").first()).toBeVisible();
      await expect(map).not.toHaveClass(/leaflet-touch-drag/);
      expect(await map.evaluate((element) => getComputedStyle(element).touchAction)).not.toBe("none");
      await expect(map).toHaveClass(/leaflet-touch-zoom/);
    } finally {
      await phone.close();
    }
  });

  test("its zoom buttons work with Space, as buttons do (Enter works them as links)", javaScriptOnly, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const map = page.getByRole("region", { name: "Mapa organizatorów" });
    const markers = map.locator(".leaflet-marker-icon");
    await expect(markers).not.toHaveCount(0);
    const spread = async () => {
      const [first, last] = [(await markers.first().boundingBox())!, (await markers.last().boundingBox())!];
      return Math.hypot(first.x - last.x, first.y - last.y);
    };
    const before = await spread();
    await map.getByRole("button", { name: "Przybliż" }).focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press("Space");
    // One zoom level doubles the distances on the map; the page has not scrolled on.
    await expect.poll(async () => (await spread()) / before).toBeCloseTo(2, 1);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});
