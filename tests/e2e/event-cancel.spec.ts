import { expect, type Page } from "@playwright/test";
import type { Event } from "#contract/event";
import { apiPaths } from "#contract/paths";
import { authResponseSchema } from "#contract/user";
import { expectNoAxeViolations } from "./support/axe";
import { e2eFestivalApiUrl } from "./support/e2e-env";
import type { FestivalAccount } from "./support/festival-fixtures";
import { roomyOpenEvent, signUpOnEventPage } from "./support/event-sign-up";
import { signedInTest as test } from "./support/signed-in";
import { languageCookie } from "./event-data";
import { englishOnce } from "./support/project-tags";
import { javaScriptOn } from "./support/test";

/** Adds extra participants through the festival API itself, as the user (this spec is about cancelling). */
async function addParticipantsThroughTheApi(user: FestivalAccount, event: Event, names: string[]) {
  const call = (path: string, body: unknown, token?: string) =>
    fetch(`${e2eFestivalApiUrl()}${path}`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const { token } = authResponseSchema.parse(await (await call(apiPaths.login(), { email: user.email, password: user.password })).json());
  for (const name of names) {
    const added = await call(apiPaths.participants(event.id), { name }, token);
    if (!added.ok) throw new Error(`Adding ${name} answered ${added.status}`);
  }
}

/**
 * Opens the confirmation: with JS the dialog, without it the event page's confirmation view, which keeps the list's
 * query the page was opened with (spec §2).
 */
async function openCancelConfirmation(page: Page, event: Event, open: string, listQuery = "") {
  if (javaScriptOn()) {
    await page.getByRole("button", { name: open }).click();
  } else {
    await page.getByRole("link", { name: open }).click();
    await expect(page).toHaveURL(`/event/${event.id}?confirm=cancel${listQuery ? `&${listQuery}` : ""}`);
  }
}

const listLink = (page: Page) => page.getByRole("navigation", { name: "Menu główne" }).getByRole("link", { name: "Lista wydarzeń" });

test.describe("cancelling a reservation", () => {
  test("asks first, names the extra participants going too, and offers the sign-up again", async ({ newSignedInContext }) => {
    const event = await roomyOpenEvent();
    const { context, user } = await newSignedInContext();
    const page = await context.newPage();
    await signUpOnEventPage(page, event);
    await addParticipantsThroughTheApi(user, event, ["Anna Nowak", "Jan Kowalski"]);
    await page.reload();

    await openCancelConfirmation(page, event, "Anuluj rezerwację");
    const confirmation = javaScriptOn() ? page.getByRole("dialog", { name: "Anulować rezerwację?" }) : page.getByRole("main");
    if (!javaScriptOn()) {
      await expect(page.getByRole("heading", { level: 1, name: "Anulować rezerwację?" })).toBeVisible();
      // The view's title asks the question first, as its heading does.
      await expect(page).toHaveTitle(/^Anulować rezerwację\? – /);
    }
    await expect(confirmation).toContainText(`Twoja rezerwacja na wydarzenie „${event.name}” zostanie anulowana`);
    await expect(confirmation).toContainText("Twoi 2 dodatkowi uczestnicy również zostaną wypisani.");
    // Sign-up is still open: nothing to warn of (event-sign-up-refusals.own-events.spec.ts has the closed case).
    await expect(confirmation).not.toContainText("po anulowaniu nie zapiszesz się ponownie");
    // The safe answer has the focus in the dialog.
    if (javaScriptOn()) await expect(confirmation.getByRole("button", { name: "Nie, zachowaj rezerwację" })).toBeFocused();
    await expectNoAxeViolations(page);

    await confirmation.getByRole("button", { name: "Tak, anuluj rezerwację" }).click();
    await expect(page).toHaveURL(`/event/${event.id}`);
    await expect(page.getByText("Wypisano z wydarzenia.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Zapisz się" })).toBeVisible();
    await expect(page.getByText("Masz rezerwację na to wydarzenie.")).toHaveCount(0);
    await expectNoAxeViolations(page);
    if (javaScriptOn()) {
      // Focus went to the message, for a screen reader to read it; it stays while the user is on it (WCAG 2.2.1)
      // and goes 5 s after they leave it (spec §9).
      await expect(page.locator(".notifications")).toBeFocused();
      // A call made in place (the heart) loads the page's data again, which brings no message: the one showing
      // stays until its time is up, as it would have without the call.
      await page.getByRole("main").getByRole("button", { name: `Ulubione: ${event.name}`, exact: true }).first().click();
      await expect(page.getByRole("status").filter({ hasText: "ulubionych" })).toHaveText(`Dodano do ulubionych: ${event.name}.`);
      await expect(page.locator(".loading-indicator__bar")).toHaveCount(0);
      await expect(page.getByText("Wypisano z wydarzenia.")).toBeVisible();
      await expect(page.locator(".notifications")).not.toBeFocused();
      await expect(page.getByText("Wypisano z wydarzenia.")).toBeHidden({ timeout: 8_000 });
    }
  });

  test("'no' keeps the reservation", async ({ newSignedInContext }) => {
    const event = await roomyOpenEvent();
    const { context } = await newSignedInContext();
    const page = await context.newPage();
    await signUpOnEventPage(page, event);

    await openCancelConfirmation(page, event, "Anuluj rezerwację");
    if (javaScriptOn()) {
      const dialog = page.getByRole("dialog", { name: "Anulować rezerwację?" });
      await expect(dialog).not.toContainText("dodatkow");
      await dialog.getByRole("button", { name: "Nie, zachowaj rezerwację" }).click();
      await expect(dialog).toBeHidden();
    } else {
      await expect(page.getByRole("main")).not.toContainText("dodatkow");
      await page.getByRole("link", { name: "Nie, zachowaj rezerwację" }).click();
      await expect(page).toHaveURL(`/event/${event.id}`);
    }
    await expect(page.getByText("Masz rezerwację na to wydarzenie.")).toBeVisible();
  });

  test("a reservation cancelled elsewhere meanwhile counts as cancelled", async ({ newSignedInContext }) => {
    const event = await roomyOpenEvent();
    const { context } = await newSignedInContext();
    const page = await context.newPage();
    await signUpOnEventPage(page, event);
    await openCancelConfirmation(page, event, "Anuluj rezerwację");
    // A second tab cancels first; this tab's confirmation then meets the festival API's 409 `not_subscribed`.
    const otherTab = await context.newPage();
    await otherTab.goto(`/event/${event.id}?confirm=cancel`);
    await otherTab.getByRole("button", { name: "Tak, anuluj rezerwację" }).click();
    await expect(otherTab.getByText("Wypisano z wydarzenia.")).toBeVisible();

    const confirmation = javaScriptOn() ? page.getByRole("dialog") : page.getByRole("main");
    await confirmation.getByRole("button", { name: "Tak, anuluj rezerwację" }).click();
    await expect(page.getByText("Wypisano z wydarzenia.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Zapisz się" })).toBeVisible();
  });

  test("keeps the list's query the page was opened with, through the confirmation and back (spec §2)", async ({ newSignedInContext }) => {
    const event = await roomyOpenEvent();
    const { context } = await newSignedInContext();
    const page = await context.newPage();
    await signUpOnEventPage(page, event);
    const listQuery = new URLSearchParams({ category: "Warsztaty", price_types: "free" }).toString();
    await page.goto(`/event/${event.id}?${listQuery}`);

    await openCancelConfirmation(page, event, "Anuluj rezerwację", listQuery);
    if (!javaScriptOn()) {
      // The view's 'no' and its menu's list link keep it too.
      await expect(page.getByRole("link", { name: "Nie, zachowaj rezerwację" })).toHaveAttribute("href", `/event/${event.id}?${listQuery}`);
      await expect(listLink(page)).toHaveAttribute("href", `/?${listQuery}`);
    }
    const confirmation = javaScriptOn() ? page.getByRole("dialog", { name: "Anulować rezerwację?" }) : page.getByRole("main");
    await confirmation.getByRole("button", { name: "Tak, anuluj rezerwację" }).click();
    await expect(page.getByText("Wypisano z wydarzenia.")).toBeVisible();
    await expect(page).toHaveURL(`/event/${event.id}?${listQuery}`);

    await listLink(page).click();
    await expect(page).toHaveURL(`/?${listQuery}`);
    await expect(page.getByRole("form", { name: "Filtry wydarzeń" }).getByRole("checkbox", { name: "Warsztaty", exact: true })).toBeChecked();
  });

  test("a visitor opening the confirmation sees the event page", async ({ page }) => {
    const event = await roomyOpenEvent();
    await page.goto(`/event/${event.id}?confirm=cancel`);
    await expect(page.getByRole("heading", { level: 1, name: event.name })).toBeVisible();
    await expect(page.getByRole("button", { name: "Tak, anuluj rezerwację" })).toHaveCount(0);
  });

  test("is in English with the language cookie", englishOnce, async ({ newSignedInContext, baseURL }) => {
    const event = await roomyOpenEvent();
    const { context } = await newSignedInContext();
    await context.addCookies([languageCookie("en", baseURL!)]);
    const page = await context.newPage();
    await signUpOnEventPage(page, event);

    await openCancelConfirmation(page, event, "Cancel reservation");
    const confirmation = javaScriptOn() ? page.getByRole("dialog", { name: "Cancel your reservation?" }) : page.getByRole("main");
    await expect(confirmation).toContainText("will be cancelled and your seat freed.");
    await expectNoAxeViolations(page);
    await confirmation.getByRole("button", { name: "Yes, cancel the reservation" }).click();
    await expect(page.getByText("Your reservation has been cancelled.")).toBeVisible();
  });
});
