import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import type { Event } from "#contract/event";
import { festivalEvents } from "./event-data";
import { useEnglish } from "./support/account-pages";
import { expectNoAxeViolations } from "./support/axe";
import { fragmentReached } from "./support/shell";
import { e2eDatabase, type FestivalAccount } from "./support/festival-fixtures";
import { signedInTest as test, type SignedInFixtures } from "./support/signed-in";
import { englishOnce, requestsOnly } from "./support/project-tags";
import { javaScriptOn } from "./support/test";
import { sameOriginHeaders } from "./support/portal-requests";

/**
 * Issue 11, the panel: the favourites, 'add opinion' (ended registrations) and reviews tabs, the tab bar on
 * every panel page, the guards, and the calendar file of the registrations.
 */

interface PanelEvents {
  upcoming: Event;
  favourite: Event;
  endedToRate: Event;
  endedRated: Event;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const endOf = (event: Event) => new Date(event.date_end_last ?? event.date_end).getTime();

/** Events of distinct names (so a card is found by its name): one not started, two ended, and one to favourite. */
async function panelEvents(): Promise<PanelEvents> {
  const events = await festivalEvents();
  const now = Date.now();
  const nameCounts = new Map<string, number>();
  for (const event of events) nameCounts.set(event.name, (nameCounts.get(event.name) ?? 0) + 1);
  const unique = events.filter((event) => nameCounts.get(event.name) === 1);
  const notStarted = unique.filter((event) => new Date(event.date_start).getTime() > now);
  const ended = unique.filter((event) => endOf(event) < now);
  const [upcoming, favourite] = notStarted;
  const [endedToRate, endedRated] = ended;
  if (!upcoming || !favourite || !endedToRate || !endedRated) throw new Error("The E2E festival lacks upcoming or ended events");
  return { upcoming, favourite, endedToRate, endedRated };
}

/**
 * Gives the user a registration for an upcoming event, a favourite, and two ended registrations, one reviewed.
 * Written to the database as festival-user-data.ts does (the festival API takes no sign-up for an ended event),
 * so no event's seat count changes for other tests.
 */
async function givePanelData(user: FestivalAccount, events: PanelEvents): Promise<void> {
  const db = e2eDatabase();
  const [row] = await db.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [user.email]);
  for (const event of [events.upcoming, events.endedToRate, events.endedRated]) {
    await db.query("INSERT INTO registrations (event_id, user_id) VALUES ($1, $2)", [event.id, row.id]);
  }
  await db.query("INSERT INTO favourites (event_id, user_id) VALUES ($1, $2)", [events.favourite.id, row.id]);
  await db.query("INSERT INTO reviews (event_id, user_id, rating, content) VALUES ($1, $2, 5, 'Świetne')", [events.endedRated.id, row.id]);
}

const tabBar = (page: Page) => page.getByRole("navigation", { name: "Moje wydarzenia" });

async function expectOnlyCard(list: ReturnType<Page["getByRole"]>, event: Event) {
  await expect(list.getByRole("listitem")).toHaveCount(1);
  const link = list.getByRole("link", { name: event.name, exact: true });
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute("href", `/event/${event.id}`);
}

/** A page signed in as a fresh user holding the panel data of givePanelData. */
async function pageWithPanelData(newSignedInContext: SignedInFixtures["newSignedInContext"]) {
  const { context, user } = await newSignedInContext();
  const events = await panelEvents();
  await givePanelData(user, events);
  return { context, events, page: await context.newPage() };
}

test.describe("panel tabs", () => {
  // The worker's shared user has no registrations, favourites or reviews: the tabs' empty states.
  test("empty favourites say what to do, and 'add opinion' waits for a started event", async ({ signedInPage: page }) => {
    await page.goto("/user/events");
    await expect(tabBar(page).getByRole("link")).toHaveText(["Zapisane", "Ulubione", "Moje opinie"]);
    await expect(page.getByRole("link", { name: /Pobierz kalendarz/ })).toHaveCount(0);

    await tabBar(page).getByRole("link", { name: "Ulubione" }).click();
    await expect(page).toHaveURL(/\/user\/events\/favorites$/);
    await expect(page).toHaveTitle("Ulubione – Moje wydarzenia – Bałtycki Festiwal Nauki");
    await expect(page.getByRole("heading", { level: 1, name: "Moje wydarzenia" })).toBeVisible();
    await expect(tabBar(page).getByRole("link", { name: "Ulubione" })).toHaveAttribute("aria-current", "page");
    await expect(tabBar(page).getByRole("link", { name: "Zapisane" })).not.toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("main").getByText("Kliknij serduszko na karcie wydarzenia")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("empty reviews say what to do", async ({ signedInPage: page }) => {
    await page.goto("/user/events/favorites");
    await tabBar(page).getByRole("link", { name: "Moje opinie" }).click();
    await expect(page).toHaveURL(/\/user\/reviews$/);
    await expect(page).toHaveTitle("Moje opinie – Bałtycki Festiwal Nauki");
    await expect(page.getByRole("heading", { level: 1, name: "Moje opinie" })).toBeVisible();
    await expect(tabBar(page).getByRole("link", { name: "Moje opinie" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("main").getByText("Nie masz jeszcze żadnej opinii.")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("an empty 'add opinion' page says what to do", async ({ signedInPage: page }) => {
    // Typed in before the tab shows, the page answers with its empty state and its own tab current.
    await page.goto("/user/events/ended");
    await expect(page).toHaveTitle("Dodaj opinię – Moje wydarzenia – Bałtycki Festiwal Nauki");
    await expect(tabBar(page).getByRole("link", { name: "Dodaj opinię" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("main").getByText("Żadne z wydarzeń, na które masz rezerwację, jeszcze się nie zakończyło.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("main").getByRole("link", { name: "Zobacz wydarzenia, na które masz rezerwację" }).click();
    await expect(page).toHaveURL(/\/user\/events$/);
  });

  test("favourites show as the list's cards", async ({ newSignedInContext }) => {
    const { events, page } = await pageWithPanelData(newSignedInContext);
    await page.goto("/user/events");
    await expect(tabBar(page).getByRole("link")).toHaveText(["Zapisane", "Ulubione", "Dodaj opinię", "Moje opinie"]);
    await tabBar(page).getByRole("link", { name: "Ulubione" }).click();
    await expect(page).toHaveURL(/\/user\/events\/favorites$/);
    const favourites = page.getByRole("main").getByRole("region", { name: "Twoje ulubione wydarzenia" });
    await expectOnlyCard(favourites, events.favourite);
    await expectNoAxeViolations(page);

    // Unfavouriting here removes the card with its heart: it is said, and focus is not lost with the card.
    await favourites.getByRole("button", { name: new RegExp(`^Ulubione: ${escapeRegExp(events.favourite.name)}`) }).press("Enter");
    await expect(favourites.getByRole("listitem")).toHaveCount(0);
    if (javaScriptOn()) {
      await expect(page.getByRole("status").filter({ hasText: "ulubionych" })).toContainText(`Usunięto z ulubionych: ${events.favourite.name}`);
      // The last card gone: focus goes to the empty tab's next step, visible (its heading is for screen readers only).
      await expect(favourites.getByRole("link", { name: "Przejrzyj listę wydarzeń i wybierz coś dla siebie" })).toBeFocused();
    }
  });

  test("unfavouriting a card amid the favourites keeps the place: the next card's heart is where Tab goes on", async ({ newSignedInContext }) => {
    const { context } = await newSignedInContext();
    const events = (await festivalEvents()).slice(0, 3);
    for (const event of events) {
      const added = await context.request.post(`/event/${event.id}/favourite`, { form: { favourite: "add" }, headers: sameOriginHeaders, maxRedirects: 0 });
      expect(added.status()).toBe(302);
    }
    const page = await context.newPage();
    await page.goto("/user/events/favorites");
    const hearts = page.getByRole("main").locator(".event-list .favourite-button");
    await expect(hearts).toHaveCount(3);
    const nextHeartName = (await hearts.nth(2).locator(".visually-hidden").textContent())!;
    await hearts.nth(1).press("Enter");
    await expect(hearts).toHaveCount(2);
    const nextHeart = page.getByRole("main").getByRole("button", { name: nextHeartName, exact: true });
    if (!javaScriptOn()) {
      // Back at the card that took the gone one's place, not at the top of the page.
      await expect(page).toHaveURL(/#favourite-\d+$/);
      expect(new URL(page.url()).hash).toBe(`#${await nextHeart.locator("xpath=ancestor::form").getAttribute("id")}`);
      await fragmentReached(page);
      await page.keyboard.press("Tab");
    }
    await expect(nextHeart).toBeFocused();
  });

  test("'add opinion' lists ended registrations, unrated first, each leading to its event", async ({ newSignedInContext }) => {
    const { events, page } = await pageWithPanelData(newSignedInContext);
    const main = page.getByRole("main");
    await page.goto("/user/events/favorites");
    await tabBar(page).getByRole("link", { name: "Dodaj opinię" }).click();
    await expect(page).toHaveURL(/\/user\/events\/ended$/);
    await expect(tabBar(page).getByRole("link", { name: "Dodaj opinię" })).toHaveAttribute("aria-current", "page");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(["Czekają na Twoją opinię", "Już ocenione"]);
    await expectOnlyCard(main.getByRole("region", { name: "Czekają na Twoją opinię" }), events.endedToRate);
    await expectOnlyCard(main.getByRole("region", { name: "Już ocenione" }), events.endedRated);
    await expectNoAxeViolations(page);

    // The card leads to the event page, where the review form is.
    await main.getByRole("link", { name: events.endedToRate.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/event/${events.endedToRate.id}$`));
  });

  test("reviews list the rated ended events", async ({ newSignedInContext }) => {
    const { events, page } = await pageWithPanelData(newSignedInContext);
    await page.goto("/user/reviews");
    await expect(tabBar(page).getByRole("link", { name: "Moje opinie" })).toHaveAttribute("aria-current", "page");
    await expectOnlyCard(page.getByRole("main").getByRole("region", { name: "Wydarzenia z Twoją opinią" }), events.endedRated);
    await expectNoAxeViolations(page);
  });

  test("the calendar file holds a VEVENT per registration", async ({ newSignedInContext }) => {
    const { context, events, page } = await pageWithPanelData(newSignedInContext);
    await page.goto("/user/events");
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Pobierz kalendarz (.ics) z wydarzeniami, na które masz rezerwację" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("bfn-events.ics");
    const calendar = await readFile(await download.path(), "utf8");
    expect(calendar.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(calendar.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(3);
    // Unfolded (RFC 5545 §3.1), the entries name their events and link to their pages.
    const unfolded = calendar.replace(/\r\n /g, "");
    for (const event of [events.upcoming, events.endedToRate, events.endedRated]) {
      expect(unfolded).toContain(`UID:event-${event.id}@baltycki-festiwal-nauki\r\n`);
      expect(unfolded).toMatch(new RegExp(`^URL:http://[^/]+/event/${event.id}\\r$`, "m"));
    }
    expect(unfolded).toContain(`SUMMARY:${events.upcoming.name.replace(/([\\;,])/g, "\\$1")}`);

    const response = await context.request.get("/user/events.ics");
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers()["content-disposition"]).toBe('attachment; filename="bfn-events.ics"');
  });

  const englishScreens = [
    { path: "/user/events", tab: "Signed up", text: "Download a calendar (.ics) of the events you signed up for" },
    { path: "/user/events/favorites", tab: "Favourites", text: "Your favourite events" },
    { path: "/user/events/ended", tab: "Add a review", text: "Waiting for your review" },
    { path: "/user/reviews", tab: "My reviews", text: "Events you have reviewed" },
  ];
  for (const screen of englishScreens) {
    test(`${screen.path} works in English`, englishOnce, async ({ newSignedInContext, baseURL }) => {
      const { context, page } = await pageWithPanelData(newSignedInContext);
      await useEnglish(context, baseURL!);
      await page.goto(screen.path);
      await expect(page.getByRole("navigation", { name: "My events" }).getByRole("link", { name: screen.tab })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.getByRole("main").getByText(screen.text)).toBeAttached();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("panel guards", () => {
  const paths = ["/user/events/favorites", "/user/events/ended", "/user/reviews", "/user/events.ics"];

  test("a visitor goes to log in and back; from the calendar file, back to the panel that links it", requestsOnly, async ({ request }) => {
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      // A file is no page to land on after logging in (with JS the app showed an empty page there).
      const returnTo = path === "/user/events.ics" ? "/user/events" : path;
      expect(response.headers().location).toBe(`/login?redirectTo=${encodeURIComponent(returnTo)}`);
    }
  });

  test("a user with an unverified phone goes to SMS verification", requestsOnly, async ({ newSignedInContext }) => {
    const { context } = await newSignedInContext("email verified");
    for (const path of paths) {
      const response = await context.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location).toBe("/verify/sms");
    }
  });
});
