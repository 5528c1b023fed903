import { expect, type Page } from "@playwright/test";
import type { Event } from "#contract/event";
import { expectNoAxeViolations } from "./support/axe";
import { fragmentReached } from "./support/shell";
import { signedInTest as test } from "./support/signed-in";
import { festivalEvents, languageCookie } from "./event-data";
import { englishOnce, javaScriptOnly } from "./support/project-tags";
import { javaScriptOn } from "./support/test";

async function anyEvent(): Promise<Event> {
  const [event] = await festivalEvents();
  if (!event) throw new Error("The demo festival has no events");
  return event;
}

/** The event page's own heart (the header's), not a card's. */
const heart = (page: Page, name: string) => page.getByRole("main").getByRole("button", { name, exact: true }).first();

test("on a list, each card's heart has a name of its own, also for time slots of one event", async ({ page }) => {
  // The demo festival holds one workshop in several time slots ('Warsztaty: Latarnie morskie').
  await page.goto("/?title=Latarnie");
  const names = await page.locator(".event-list .favourite-button .visually-hidden").allTextContents();
  expect(names.length).toBeGreaterThan(1);
  expect(new Set(names).size).toBe(names.length);
});

test("a card's heart keeps the list as it was, and without JS comes back to the card, where Tab continues", async ({ newSignedInContext }) => {
  const { context } = await newSignedInContext();
  const page = await context.newPage();
  const list = "/?title=Latarnie";
  await page.goto(list);
  const lastCard = page.locator(".event-list > li").last();
  const lastHeart = lastCard.locator(".favourite-button");
  const cardName = await lastCard.getByRole("heading", { level: 3 }).textContent();
  await lastHeart.click();
  await expect(lastHeart).toHaveAttribute("aria-pressed", "true");
  const eventId = Number(new URL(await lastCard.getByRole("link", { name: cardName! }).evaluate((link: HTMLAnchorElement) => link.href)).pathname.split("/")[2]);
  await expect(page).toHaveURL(javaScriptOn() ? list : `${list}#favourite-${eventId}`);
  await expectNoAxeViolations(page);
  if (!javaScriptOn()) {
    await fragmentReached(page);
    await page.keyboard.press("Tab");
    await expect(lastHeart).toBeFocused();
  }
});

test.describe("favourite on the event page", () => {
  test("toggles with aria-pressed; with JS without a reload and announced", async ({ newSignedInContext }) => {
    const event = await anyEvent();
    const { context } = await newSignedInContext();
    const page = await context.newPage();
    await page.goto(`/event/${event.id}`);
    if (javaScriptOn()) {
      // A marker on the window survives only if the page is not loaded again.
      await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    }
    const button = heart(page, `Ulubione: ${event.name}`);
    await expect(button).toHaveAttribute("aria-pressed", "false");

    // With JS the heart's call is made in place, and the global loading indicator shows around it (spec §2).
    let releaseCall = () => {};
    if (javaScriptOn()) {
      const callHeld = new Promise<void>((resolve) => (releaseCall = resolve));
      await page.route(`**/event/${event.id}/favourite*`, async (route) => {
        await callHeld;
        await route.continue();
      });
    }
    await button.click();
    if (javaScriptOn()) {
      await expect(page.getByRole("banner").getByRole("status")).toHaveText("Wczytywanie…");
      releaseCall();
      await expect(page.getByRole("banner").getByRole("status")).toHaveText("");
    }
    await expect(button).toHaveAttribute("aria-pressed", "true");
    if (javaScriptOn()) {
      await expect(page.getByRole("status").filter({ hasText: "ulubionych" })).toHaveText(`Dodano do ulubionych: ${event.name}.`);
      expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    } else {
      // Without JS the page it comes back to says what changed, as the Announcer does with JS.
      await expect(page.locator(".notification--success .notification__text")).toHaveText(`Gotowe: Dodano do ulubionych: ${event.name}.`);
    }
    // Without JS the page comes back at the heart (its form's id), where the next Tab continues.
    await expect(page).toHaveURL(javaScriptOn() ? `/event/${event.id}` : `/event/${event.id}#favourite-${event.id}`);
    await expectNoAxeViolations(page);

    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "false");
    if (javaScriptOn()) await expect(page.getByRole("status").filter({ hasText: "ulubionych" })).toHaveText(`Usunięto z ulubionych: ${event.name}.`);
    else await expect(page.locator(".notification--success .notification__text")).toHaveText(`Gotowe: Usunięto z ulubionych: ${event.name}.`);
    // The festival API holds what the heart says.
    await page.reload();
    await expect(heart(page, `Ulubione: ${event.name}`)).toHaveAttribute("aria-pressed", "false");
  });

  // Without JS the browser itself says the form could not be sent.
  test("offline, the heart leaves the page as it was and says why nothing changed; what it says goes with the page", javaScriptOnly, async ({ newSignedInContext }) => {
    const event = await anyEvent();
    const { context } = await newSignedInContext();
    const page = await context.newPage();
    await page.goto(`/event/${event.id}`);
    const button = heart(page, `Ulubione: ${event.name}`);
    await expect(button).toHaveAttribute("aria-pressed", "false");

    await context.setOffline(true);
    await button.click();
    await expect(page.locator(".notification--error .notification__text")).toHaveText(
      `Błąd: Nie zmieniono ulubionych: ${event.name}. Sprawdź połączenie z internetem i spróbuj ponownie.`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.name);
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await expect(button).toBeFocused();
    await expectNoAxeViolations(page);

    await context.setOffline(false);
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("status").filter({ hasText: "ulubionych" })).toHaveText(`Dodano do ulubionych: ${event.name}.`);
    // Said once, where it happened: not left to be read on the next page, here an English one.
    await page.getByRole("banner").getByRole("button", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("status").filter({ hasText: "ulubionych" })).toHaveCount(0);
  });

  test("is in English with the language cookie", englishOnce, async ({ newSignedInContext, baseURL }) => {
    const [event] = await festivalEvents("en");
    const { context } = await newSignedInContext();
    await context.addCookies([languageCookie("en", baseURL!)]);
    const page = await context.newPage();
    await page.goto(`/event/${event.id}`);
    const button = heart(page, `Favourite: ${event.name}`);
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    if (javaScriptOn()) await expect(page.getByRole("status").filter({ hasText: "favourites" })).toHaveText(`Added to favourites: ${event.name}.`);
    await expectNoAxeViolations(page);
  });
});
