import { expect, type BrowserContext, type Page } from "@playwright/test";
import { test, javaScriptOn } from "./support/test";
import type { Event } from "#contract/event";
import { expectNoAxeViolations } from "./support/axe";
import { cardNames, festivalEvents } from "./event-data";
import { pageSizeForViewport } from "~/events/pagination";
import { createVerifiedUser } from "./support/festival-fixtures";
import { englishOnce } from "./support/project-tags";
import { sameOriginHeaders } from "./support/portal-requests";
import { userMenuToggle } from "./support/shell";


async function logIn(page: Page, email: string, password: string, submit = "Zaloguj się") {
  const main = page.getByRole("main");
  await main.getByLabel(/Adres e-mail|E-mail address/).fill(email);
  await main.getByLabel(/^(Hasło|Password)$/).fill(password);
  await main.getByRole("button", { name: submit }).click();
}

/**
 * Logs a new user in, then ends their session at the festival API while the browser keeps a copy of its cookie
 * (logging out revokes the token); answers the user. The cookie still names them, but their token is dead.
 */
async function keepCookieOfEndedSession(page: Page, context: BrowserContext) {
  const user = await createVerifiedUser();
  await page.goto("/login");
  await logIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/$/);
  // With JS the list is shown at this window's size before the logout, so no data request of the page is still under
  // way when the token dies: one that was (when only list pages recorded the width, the list asked for itself again)
  // met the dead token first and took the login's message for itself.
  if (javaScriptOn()) await expect(cardNames(page)).toHaveCount(pageSizeForViewport(page.viewportSize()!.width));
  const keptCookies = await context.cookies();
  expect((await page.request.post("/logout", { form: {}, headers: sameOriginHeaders, maxRedirects: 0 })).status()).toBe(302);
  await context.addCookies(keptCookies);
  return user;
}

/** An event of the demo festival a visitor can sign up for with one button: open, with room, nothing to tick. */
async function openEventWithoutAcknowledgements(): Promise<Event> {
  const now = Date.now();
  const open = (await festivalEvents()).find(
    (event) =>
      !event.payment_gate &&
      !event.checkboxes &&
      (event.person_limit === 0 || event.users_count + 1 < event.person_limit) &&
      Date.parse(event.date_start) > now &&
      (!event.available_to || Date.parse(event.available_to) > now),
  );
  expect(open, "the demo festival has an open event without acknowledgements").toBeDefined();
  return open!;
}

/** A visitor presses 'Zapisz się' on such an event and is sent to log in; answers the event. */
async function signUpAsVisitor(page: Page): Promise<Event> {
  const event = await openEventWithoutAcknowledgements();
  await page.goto(`/event/${event.id}`);
  await page.getByRole("main").getByRole("button", { name: "Zapisz się" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  // The page says why, and where the login leads back to.
  await expect(page.getByRole("main").getByText("Zaloguj się, aby zapisać się na wydarzenie lub dodać je do ulubionych. Potem wrócisz do wydarzenia.")).toBeVisible();
  return event;
}

test.describe("login", () => {
  test("a user logs in, sees their name in the top bar, and logs out", async ({ page }) => {
    const user = await createVerifiedUser();
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Zaloguj się" })).toBeVisible();
    await expectNoAxeViolations(page);

    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/$/);
    const banner = page.getByRole("banner");
    await expect(banner.getByText("Test User").first()).toBeVisible();

    // The panel is where a logged-in user goes instead of the login page (spec §2 route guard).
    const loginAgain = await page.request.get("/login", { maxRedirects: 0 });
    expect(loginAgain.status()).toBe(302);
    expect(loginAgain.headers().location).toBe("/user/events");

    // A document load: with JS, the user menu is used once the page has hydrated.
    await page.goto("/user/info");
    await expect(page.getByRole("main").getByText(user.email)).toBeVisible();
    await userMenuToggle(page).click();
    await banner.getByRole("button", { name: "Wyloguj się" }).first().click();
    await expect(banner.getByRole("link", { name: "Zaloguj się" }).first()).toBeVisible();
    await expect(banner.getByText("Test User")).toHaveCount(0);

    // Back on a shared computer: the profile is not shown again from the browser's cache (also with JS off).
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Zaloguj się" })).toBeVisible();
    await expect(page.getByText(user.email)).toHaveCount(0);
  });

  test("Back after logging in passes the login page, which sends a signed-in user on in its place", async ({ page }) => {
    const user = await createVerifiedUser();
    await page.goto("/accessibility");
    await page.goto("/login");
    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/$/);
    // The login page's entry: a signed-in user is sent to the panel, which takes its place in the history.
    await page.goBack();
    await expect(page).toHaveURL(/\/user\/events$/);
    // So the next Back reaches the page before it; with the panel added after the login page instead, every Back
    // came back to the login page and was sent to the panel again.
    await page.goBack();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deklaracja dostępności");
  });

  test("a kept cookie of a session that ended shows a public page signed out, and is cleared", async ({ page, context }) => {
    await keepCookieOfEndedSession(page, context);

    const [event] = await festivalEvents();
    await page.goto(`/event/${event.id}`);
    await expect(page).toHaveURL(new RegExp(`/event/${event.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: event.name })).toBeVisible();
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Zaloguj się" }).first()).toBeVisible();
    await expect(banner.getByText("Test User")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Wyloguj się" })).toHaveCount(0);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("__session");
  });

  test("a kept cookie of a session that ended still returns to the page the login was asked for", async ({ page, context }) => {
    const user = await keepCookieOfEndedSession(page, context);

    // The cookie looks signed in, so the login page sends it on; where the dead token is found, it comes back here
    // with the same page to return to, not the panel's.
    await page.goto("/login?redirectTo=%2Fuser%2Finfo%3Ftab%3Dpassword");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser%2Finfo%3Ftab%3Dpassword$/);
    await expect(page.getByRole("heading", { level: 1, name: "Zaloguj się" })).toBeVisible();
    await expect(page.getByRole("main").getByText("Ta strona jest dostępna po zalogowaniu. Potem wrócisz na nią.")).toBeVisible();
    await expect(page.getByRole("banner").getByText("Test User")).toHaveCount(0);
    // It says why the user is asked to log in.
    await expect(page.locator(".notifications")).toContainText("Sesja wygasła. Zaloguj się ponownie.");
    await expectNoAxeViolations(page);
    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/user\/info\?tab=password$/);
  });

  test("a wrong password shows the spec's message under the form, keeping the e-mail filled in", async ({ page }) => {
    const user = await createVerifiedUser();
    // With JS the form is sent by the hydrated page, whose refusal then takes the focus.
    await page.goto("/login");
    await logIn(page, user.email, "not-the-password");
    const form = page.locator("form#login");
    // Spec §8: under the form (after its button), named by the form, and not as a list of the fields' mistakes.
    const refusal = form.locator('button[type="submit"] ~ [role="alert"]');
    await expect(refusal).toHaveText("Niepoprawny login lub hasło");
    await expect(form).toHaveAttribute("aria-describedby", (await refusal.getAttribute("id"))!);
    await expect(page.getByText("Popraw błędy w formularzu")).toHaveCount(0);
    if (javaScriptOn()) await expect(refusal).toBeFocused();
    await expect(page.getByRole("main").getByLabel("Adres e-mail")).toHaveValue(user.email);
    await expectNoAxeViolations(page);

    // A change of language leaves no sentence of the old one: the refusal was worded for the Polish page.
    await page.getByRole("banner").getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(form).not.toHaveAttribute("aria-describedby");
    await expect(page).toHaveTitle(/^Log in – /);
  });

  test("a refusal after an empty attempt leaves no stale list of the fields' errors above the form", async ({ page }) => {
    const user = await createVerifiedUser();
    await page.goto("/login");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Zaloguj się" }).click();
    const summary = main.getByRole("alert").filter({ hasText: "Popraw błędy w formularzu" });
    await expect(summary.getByRole("link")).toHaveText(["Adres e-mail: To pole jest wymagane", "Hasło: To pole jest wymagane"]);

    await logIn(page, user.email, "not-the-password");
    await expect(main.locator('form#login button[type="submit"] ~ [role="alert"]')).toHaveText("Niepoprawny login lub hasło");
    // Both fields were filled in: the list that said they were empty is gone.
    await expect(summary).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("works in English, and returns to the page it was asked for", englishOnce, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "language", value: Buffer.from(JSON.stringify("en")).toString("base64"), url: baseURL! }]);
    const user = await createVerifiedUser();
    await page.goto("/login?redirectTo=%2Fstatute");
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    await logIn(page, user.email, "wrong-password", "Log in");
    await expect(page.getByRole("alert")).toContainText("Invalid login or password");
    await expectNoAxeViolations(page);
    await logIn(page, user.email, user.password, "Log in");
    await expect(page).toHaveURL(/\/statute$/);
  });

  test("a redirect target on another site is ignored", async ({ page }) => {
    const user = await createVerifiedUser();
    await page.goto("/login?redirectTo=%2F%2Fevil.example%2F");
    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  test("a visitor's sign-up leads to login and back to the event, where the sign-up then goes through", async ({ page }) => {
    const user = await createVerifiedUser();
    const open = await signUpAsVisitor(page);

    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL(new RegExp(`/event/${open.id}$`));
    await page.getByRole("main").getByRole("button", { name: "Zapisz się" }).click();
    await expect(page.getByRole("main").getByText("Masz rezerwację na to wydarzenie.")).toBeVisible();
  });

  test("going to the login page from another page shows its texts, never their keys, while its texts load", async ({ page }) => {
    await page.goto("/accessibility");
    // With JS the login page's texts (its namespace) load on the way: held here until the page on the way has been
    // checked, as on a slow connection.
    let releaseTexts = () => {};
    const textsHeld = new Promise<void>((resolve) => (releaseTexts = resolve));
    await page.route("**/locales/**", async (route) => {
      await textsHeld;
      await route.continue();
    });
    // Every heading the page shows on the way, as it shows it.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { headingsSeen: seen });
      new MutationObserver(() => seen.push(document.querySelector("h1")?.textContent ?? "")).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    const textsAsked = javaScriptOn() ? page.waitForRequest("**/locales/**") : undefined;
    await page.getByRole("banner").getByRole("link", { name: "Zaloguj się" }).first().click();
    if (textsAsked) {
      // While the texts are on their way, the page before stays, with its own heading.
      await textsAsked;
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deklaracja dostępności");
      releaseTexts();
    }
    await expect(page.getByRole("heading", { level: 1, name: "Zaloguj się" })).toBeVisible();
    await expect(page.getByRole("main").getByLabel("Adres e-mail")).toBeVisible();
    // Without JS the click loaded a new document, whose observer has seen nothing; with JS, no key among them.
    const seen = await page.evaluate(() => (window as unknown as { headingsSeen?: string[] }).headingsSeen ?? []);
    expect(seen.filter((heading) => heading.startsWith("login."))).toEqual([]);
  });

  test("a sign-up left for another page does not take over the login asked for there", async ({ page }) => {
    const user = await createVerifiedUser();
    await signUpAsVisitor(page);

    await page.goto("/user/info");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser%2Finfo$/);
    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/user\/info$/);
  });
});
