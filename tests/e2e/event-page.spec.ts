import { expect } from "@playwright/test";
import { sessionCookieName } from "../../app/account/session-cookie";
import { test, javaScriptOn } from "./support/test";
import { reachedFromSignUpForm } from "./support/event-sign-up";
import { parseEventCheckboxes, type Event } from "#contract/event";
import { isFull, registrationStateOf } from "#contract/registration-state";
import { expectNoAxeViolations } from "./support/axe";
import { eventCard, festivalEvents, languageCookie } from "./event-data";
import { englishOnce } from "./support/project-tags";
import { eventDateLabel } from "~/events/event-dates";

async function findEvent(predicate: (event: Event) => boolean): Promise<Event> {
  const event = (await festivalEvents()).find(predicate);
  if (!event) throw new Error("The demo festival has no event of the kind this test needs");
  return event;
}

/** The portal's own rule decides which demo events fit a test (contract/registration-state.ts). */
const offered = (event: Event) => registrationStateOf(event, new Date()) === "open";

test.describe("event page", () => {
  test("shows every fact of the event and its description as text with line breaks", async ({ page }) => {
    const event = await findEvent((candidate) => candidate.tutor !== null && candidate.price > 0 && candidate.person_limit > 0 && candidate.gallery.length > 0);
    await page.goto(`/event/${event.id}`);
    await expect(page).toHaveTitle(new RegExp(event.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.name);
    const main = page.getByRole("main");
    await expect(main).toContainText(event.app_organizational_name);
    await expect(main).toContainText(event.localization);
    await expect(main).toContainText(event.tutor!);
    await expect(main).toContainText(`${event.users_count}/${event.person_limit}`);
    await expect(main).toContainText("PLN");
    const description = main.locator(".event-description");
    await expect(description).toHaveCSS("white-space", "pre-line");
    expect(await description.textContent()).toBe(event.description);
    // Beside the event's longer column (1280 px wide), the sign-up card is as tall as what it holds: stretched to the
    // grid's row, it was exactly as tall as that column, a white column of nothing under its downloads.
    const [eventColumn, signUpCard] = await Promise.all([main.locator(".event-page__main").boundingBox(), main.locator(".event-page__side").boundingBox()]);
    expect(signUpCard!.height).toBeLessThan(eventColumn!.height);
    // The event's picture is the page's largest paint on a phone: asked for ahead of the scripts.
    await expect(main.locator("img.event-page__image")).toHaveAttribute("fetchpriority", "high");
    await expectNoAxeViolations(page);
  });

  test("announces itself to search engines and shared links, each time slot by its date", async ({ page }) => {
    const event = await findEvent((candidate) => candidate.event_dates.length > 1);
    await page.goto(`/event/${event.id}`);
    const previewTitle = page.locator('meta[property="og:title"]');
    await expect(previewTitle).toHaveAttribute("content", `${event.name}, ${eventDateLabel(event.date_start, event.date_end, "pl")}`);
    const other = event.event_dates.find((slot) => slot.id !== event.id)!;
    const otherPage = await page.context().newPage();
    await otherPage.goto(`/event/${other.id}`);
    await expect(otherPage.locator('meta[property="og:title"]')).toHaveAttribute("content", `${event.name}, ${eventDateLabel(other.date_start, other.date_end, "pl")}`);
    await otherPage.close();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({ "@type": "Event", name: event.name, startDate: event.date_start, offers: { priceCurrency: "PLN" } });
  });

  test("links the other time slots of the activity", async ({ page }) => {
    const event = await findEvent((candidate) => candidate.event_dates.length > 1);
    const other = event.event_dates.find((slot) => slot.id !== event.id)!;
    await page.goto(`/event/${event.id}`);
    const slots = page.getByRole("navigation", { name: "Terminy" });
    await expect(slots.locator('a[aria-current="page"]')).toHaveAttribute("href", `/event/${event.id}`);
    await slots.locator(`a[href="/event/${other.id}"]`).click();
    await expect(page).toHaveURL(`/event/${other.id}`);
    await expect(slots.locator('a[aria-current="page"]')).toHaveAttribute("href", `/event/${other.id}`);
    await expectNoAxeViolations(page);
  });

  test("the gallery shows more on demand and opens a lightbox with JS", async ({ page }) => {
    const event = await findEvent((candidate) => candidate.gallery.length > 3);
    await page.goto(`/event/${event.id}`);
    const gallery = page.getByRole("region", { name: "Galeria" });
    const hiddenImage = gallery.getByRole("img", { name: `Zdjęcie 4 z ${event.gallery.length}: ${event.name}` });
    await expect(hiddenImage).toBeHidden();
    await gallery.getByText("Zobacz więcej").click();
    await expect(hiddenImage).toBeVisible();
    await expect(gallery.getByText("Zobacz mniej")).toBeVisible();
    await expectNoAxeViolations(page);

    const firstThumbnail = gallery.getByRole("link", { name: `Zdjęcie 1 z ${event.gallery.length}: ${event.name}` });
    if (!javaScriptOn()) {
      await expect(firstThumbnail).toHaveAttribute("href", event.gallery[0]);
      return;
    }
    await firstThumbnail.click();
    const lightbox = page.getByRole("dialog");
    await expect(lightbox).toBeVisible();
    // Its buttons show the portal's focus ring, which the library's stylesheet would take off (WCAG 2.4.7).
    await page.keyboard.press("Tab");
    await expect(lightbox.locator(".yarl__button:focus-visible")).toHaveCSS("outline-style", "solid");
    // Spec §9: zoom steps of .12 up to 3, where zooming in stops (1.12^9 < 3 <= 1.12^10), at a phone's width too.
    const zoomIn = lightbox.getByRole("button", { name: "Powiększ" });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (let step = 0; step < 10; step++) await zoomIn.click();
      await expect(zoomIn, `${width} px`).toBeDisabled();
      await expect(lightbox.locator(".yarl__slide_current .yarl__slide_wrapper_interactive")).toHaveCSS("transform", "matrix(3, 0, 0, 3, 0, 0)");
      await page.keyboard.press("Control+0");
      await expect(zoomIn).toBeEnabled();
    }
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
    await expect(firstThumbnail).toBeFocused();
  });

  test("a visitor's sign-up leads to log in and back to the event, with the list's query it was opened with", async ({ page }) => {
    const event = await findEvent((candidate) => offered(candidate) && !candidate.payment_gate && (parseEventCheckboxes(candidate.checkboxes)?.length ?? 0) > 1);
    const listQuery = new URLSearchParams({ category: event.type });
    await page.goto(`/event/${event.id}?${listQuery}`);
    const boxes = page.getByRole("group", { name: "Przed zapisem potwierdź" }).getByRole("checkbox");
    const [firstBox, ...otherBoxes] = await boxes.all();
    // A box left unticked is refused; the form comes back as it was sent, only the unticked box marked.
    await firstBox.check();
    await page.getByRole("button", { name: "Zapisz się" }).click();
    await expect(page.getByRole("alert")).toHaveText("Musisz zaznaczyć powyższe pola.");
    await expect(firstBox).toBeChecked();
    await expect(firstBox).not.toHaveAttribute("aria-invalid");
    for (const box of otherBoxes) {
      await expect(box).not.toBeChecked();
      await expect(box).toHaveAttribute("aria-invalid", "true");
      await expect(box).toHaveAccessibleDescription("Musisz zaznaczyć powyższe pola.");
    }
    if (javaScriptOn()) {
      // Pressed again as it is: the refusal is a new alert, said again, not the old one left as it was.
      const firstRefusal = await page.getByRole("alert").elementHandle();
      await page.getByRole("button", { name: "Zapisz się" }).click();
      await expect.poll(() => firstRefusal!.evaluate((element) => element.isConnected)).toBe(false);
      await expect(page.getByRole("alert")).toHaveText("Musisz zaznaczyć powyższe pola.");
    }
    for (const box of otherBoxes) await box.check();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Zapisz się" }).click();
    await expect(page).toHaveURL(reachedFromSignUpForm(`/login?redirectTo=${encodeURIComponent(`/event/${event.id}?${listQuery}`)}`));
  });

  test("an open event with a deadline says it beside the sign-up (spec §3), in the festival's time", async ({ page }) => {
    const event = await findEvent((candidate) => offered(candidate) && candidate.available_to !== null && !candidate.payment_gate);
    await page.goto(`/event/${event.id}`);
    const deadline = new Date(event.available_to!);
    const date = new Intl.DateTimeFormat("pl-PL", { dateStyle: "long", timeZone: "Europe/Warsaw" }).format(deadline);
    const time = new Intl.DateTimeFormat("pl-PL", { timeStyle: "short", timeZone: "Europe/Warsaw" }).format(deadline);
    await expect(page.getByRole("main").getByText(`Zapisy do ${date}, ${time}.`, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Zapisz się" })).toBeVisible();
  });

  test("a full event says there are no seats and offers no sign-up", async ({ page }) => {
    const event = await findEvent((candidate) => registrationStateOf(candidate, new Date()) === "full");
    await page.goto(`/event/${event.id}`);
    await expect(page.getByRole("main").getByText("Brak miejsc", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Zapisz się" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("an event that started without a deadline is closed, on its page and its card, and not 'no seats'", async ({ page }) => {
    const event = await findEvent(
      (candidate) => candidate.available_to === null && Date.parse(candidate.date_start) < Date.now() && candidate.person_limit > 0 && !isFull(candidate),
    );
    await page.goto(`/event/${event.id}`);
    const main = page.getByRole("main");
    await expect(main.getByText("Zapisy zamknięte", { exact: true })).toBeVisible();
    await expect(main.getByText(/^Zapisy zakończyły się wraz z rozpoczęciem wydarzenia/)).toBeVisible();
    await expect(main).toContainText(`${event.users_count}/${event.person_limit}`);
    await expect(main.getByText("Brak miejsc")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Zapisz się" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Its card in the list, narrowed to its organiser's events of that day.
    const day = new Date(event.date_start).toLocaleDateString("en-CA", { timeZone: "Europe/Warsaw" });
    const query = new URLSearchParams({ title: event.name, organizator: event.app_organizational_name, date: day });
    await page.goto(`/?${query}`);
    const card = eventCard(page, event.id);
    await expect(card.getByText("Zapisy zamknięte", { exact: true })).toBeVisible();
    await expect(card.getByText("Brak miejsc")).toHaveCount(0);
    await expect(card).toContainText(`${event.users_count}/${event.person_limit}`);
  });

  test("is in English with the language cookie", englishOnce, async ({ page, context, baseURL }) => {
    await context.addCookies([languageCookie("en", baseURL!)]);
    const event = (await festivalEvents("en")).find((candidate) => candidate.price <= 0 && candidate.person_limit === 0)!;
    await page.goto(`/event/${event.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.name);
    await expect(page.getByRole("main")).toContainText("Free entry");
    await expect(page.getByRole("main")).toContainText("no limit");
    // The festival's own data stays Polish, and says so to a screen reader (WCAG 3.1.2): the type, the place.
    await expect(page.locator(".event-facts dd[lang='pl']").filter({ hasText: event.type })).toHaveCount(1);
    await expect(page.locator(".event-facts dd[lang='pl']").filter({ hasText: event.localization })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test("an unknown event sends the visitor home, to the list as it was left, saying why", async ({ page, context }) => {
    await page.goto("/event/987654");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Wydarzenia festiwalu" })).toBeVisible();
    await expect(page.locator(".notifications").getByText("Nie znaleziono wydarzenia.")).toBeVisible();
    // The visitor's session held the message alone and ends with it: the next pages come from the page cache.
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(sessionCookieName);
    const listQuery = new URLSearchParams({ title: "nic takiego", price_types: "free" });
    await page.goto(`/event/not-an-id?${listQuery}`);
    await expect(page).toHaveURL(`/?${listQuery}`);
    await expect(page.locator(".notifications").getByText("Nie znaleziono wydarzenia.")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
