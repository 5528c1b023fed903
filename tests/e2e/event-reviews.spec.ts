import { expect, type Page } from "@playwright/test";
import type { Event } from "#contract/event";
import { apiPaths } from "#contract/paths";
import { useEnglish } from "./support/account-pages";
import { expectNoAxeViolations } from "./support/axe";
import { e2eFestivalApiUrl } from "./support/e2e-env";
import { endedEvent, registerAfterTheEvent } from "./support/ended-registration";
import { englishOnce } from "./support/project-tags";
import type { FestivalAccount } from "./support/festival-fixtures";
import { festivalApiToken } from "./support/festival-user-data";
import { signedInTest as test, type SignedInFixtures } from "./support/signed-in";
import { javaScriptOn } from "./support/test";

/**
 * Issue 11, reviews on the event page (spec §2, §4): a user signed up for an ended event adds a review, edits it,
 * is asked before edits are lost, and deletes it after a confirmation; without JS the questions are views of the
 * page, with JS dialogs (ARCHITECTURE.md rule 5).
 */

/** Reviews as the user, through the festival API itself (these tests are about the page's other states). */
async function reviewThroughTheApi(user: FestivalAccount, event: Event, review: { rating: number; content: string }) {
  const response = await fetch(`${e2eFestivalApiUrl()}${apiPaths.reviews(event.id)}`, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json", Authorization: `Bearer ${await festivalApiToken(user)}` },
    body: JSON.stringify(review),
  });
  if (!response.ok) throw new Error(`Reviewing event ${event.id} answered ${response.status}`);
}

/** A fresh user signed up for an ended event (and its review, if given), on that event's page. */
async function reviewerOnEventPage(
  newSignedInContext: SignedInFixtures["newSignedInContext"],
  review?: { rating: number; content: string },
): Promise<{ page: Page; event: Event; context: Awaited<ReturnType<SignedInFixtures["newSignedInContext"]>>["context"] }> {
  const [{ context, user }, event] = await Promise.all([newSignedInContext(), endedEvent()]);
  await registerAfterTheEvent(user, event);
  if (review) await reviewThroughTheApi(user, event, review);
  const page = await context.newPage();
  return { context, page, event };
}

async function openEventPage(page: Page, event: Event) {
  await page.goto(`/event/${event.id}`);
}

const reviewRegion = (page: Page, name = "Twoja opinia") => page.getByRole("region", { name });

test.describe("reviews", () => {
  test("adds a review with the stars and the keyboard, then edits it", async ({ newSignedInContext }) => {
    const { page, event } = await reviewerOnEventPage(newSignedInContext);
    await page.goto(`/event/${event.id}`);
    // The event is over: its list of extra participants stays as it was, with no add form.
    const participants = page.getByRole("region", { name: "Dodatkowi uczestnicy" });
    await expect(participants.getByText("Wydarzenie już się zakończyło: listy uczestników nie można zmienić.")).toBeVisible();
    await expect(participants.getByRole("button", { name: "Dodaj uczestnika" })).toHaveCount(0);
    const review = reviewRegion(page);
    const stars = review.getByRole("group", { name: "Ocena" });
    await expect(stars.getByRole("radio")).toHaveCount(5);
    await expect(stars.getByRole("radio", { name: "5 z 5 gwiazdek" })).toBeChecked();
    await expectNoAxeViolations(page);

    await stars.getByRole("radio", { name: "5 z 5 gwiazdek" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(stars.getByRole("radio", { name: "4 z 5 gwiazdek" })).toBeChecked();
    await review.getByLabel("Treść opinii").fill("Świetne pokazy,\ndzieci zachwycone.");
    await review.getByRole("button", { name: "Dodaj opinię" }).click();
    await expect(page.getByText("Dodano opinię.")).toBeVisible();
    await expect(review).toContainText("Twoja ocena:");
    await expect(review).toContainText("4 z 5 gwiazdek");
    await expect(review).toContainText("dzieci zachwycone.");
    await expectNoAxeViolations(page);

    // Edit reopens the form with the saved values.
    await review.getByRole("link", { name: "Edytuj opinię" }).click();
    // With JS the section's heading takes the focus the link had (the page's h1 is far above).
    if (javaScriptOn()) await expect(page.locator("#review-heading")).toBeFocused();
    await expect(stars.getByRole("radio", { name: "4 z 5 gwiazdek" })).toBeChecked();
    await expect(review.getByLabel("Treść opinii")).toHaveValue("Świetne pokazy,\ndzieci zachwycone.");
    await stars.getByRole("radio", { name: "3 z 5 gwiazdek" }).check();
    await review.getByLabel("Treść opinii").fill("Dobre, ale za krótkie.");
    await review.getByRole("button", { name: "Zapisz zmiany" }).click();
    await expect(page.getByText("Zapisano zmiany w opinii.")).toBeVisible();
    await expect(review).toContainText("3 z 5 gwiazdek");
    await expect(review).toContainText("Dobre, ale za krótkie.");
  });

  test("a text over the limit is refused, its message under the field and in the summary", async ({ newSignedInContext }) => {
    const { page, event } = await reviewerOnEventPage(newSignedInContext);
    await openEventPage(page, event);
    const review = reviewRegion(page);
    const content = review.getByLabel("Treść opinii");
    // The browser's own limit (maxlength) would stop the typing; the server's and conform's are what is tested.
    await content.evaluate((textarea) => textarea.removeAttribute("maxlength"));
    await content.fill("a".repeat(2001));
    await review.getByRole("button", { name: "Dodaj opinię" }).click();

    const summary = review.getByRole("alert").filter({ hasText: "Popraw błędy w formularzu" });
    await expect(summary.getByRole("link", { name: "Treść opinii: Opinia może mieć najwyżej 2000 znaków", exact: true })).toBeVisible();
    await expect(content).toHaveAttribute("aria-invalid", "true");
    await expect(content).toHaveAccessibleDescription(/Opinia może mieć najwyżej 2000 znaków/);
    // Without JS the server refused it, and the title says so first (with JS conform refused it in the page).
    if (!javaScriptOn()) await expect(page).toHaveTitle(new RegExp(`^Błąd: ${event.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} – `));
    await expectNoAxeViolations(page);
  });

  test("leaving an edited review asks first; leaving an unchanged one does not", async ({ newSignedInContext }) => {
    const { page, event } = await reviewerOnEventPage(newSignedInContext, { rating: 4, content: "Bardzo ciekawe." });
    await openEventPage(page, event);
    const review = reviewRegion(page);
    const content = review.getByLabel("Treść opinii");

    await review.getByRole("link", { name: "Edytuj opinię" }).click();
    await expect(page).toHaveURL(`/event/${event.id}?review=edit`);
    await review.getByRole("button", { name: "Anuluj" }).click();
    await expect(page).toHaveURL(`/event/${event.id}`);
    await expect(review.getByRole("link", { name: "Edytuj opinię" })).toBeVisible();
    // With JS the focus returns to the 'edit' that opened the form (without it the page loads anew).
    if (javaScriptOn()) await expect(review.getByRole("link", { name: "Edytuj opinię" })).toBeFocused();

    await review.getByRole("link", { name: "Edytuj opinię" }).click();
    await content.fill("Zmieniona treść.");
    await review.getByRole("button", { name: "Anuluj" }).click();
    const question = javaScriptOn() ? page.getByRole("dialog", { name: "Odrzucić zmiany?" }) : page.getByRole("main");
    if (javaScriptOn()) {
      await expect(question.getByRole("button", { name: "Nie, wróć do edycji" })).toBeFocused();
    } else {
      await expect(page.getByRole("heading", { level: 1, name: "Odrzucić zmiany?" })).toBeVisible();
      await expect(page).toHaveTitle(/^Odrzucić zmiany\? – /);
    }
    await expect(question).toContainText("Zmiany oceny i treści opinii nie zostaną zapisane.");
    await expectNoAxeViolations(page);

    // 'No' goes back to the form, with what was typed.
    await question.getByRole("button", { name: "Nie, wróć do edycji" }).click();
    await expect(content).toHaveValue("Zmieniona treść.");

    // 'Yes' drops it: the saved review is as it was.
    await review.getByRole("button", { name: "Anuluj" }).click();
    // With JS the dialog's answers are both buttons, which Space presses; the page without JS links the way back.
    const discardAnswer = question.getByRole(javaScriptOn() ? "button" : "link", { name: "Tak, odrzuć zmiany" });
    if (javaScriptOn()) {
      await discardAnswer.focus();
      await page.keyboard.press("Space");
    } else {
      await discardAnswer.click();
    }
    await expect(page).toHaveURL(`/event/${event.id}`);
    await expect(review).toContainText("Bardzo ciekawe.");
    await expect(review.getByRole("link", { name: "Edytuj opinię" })).toBeVisible();
    if (javaScriptOn()) await expect(review.getByRole("link", { name: "Edytuj opinię" })).toBeFocused();
  });

  test("leaving a review whose stars alone changed asks first too, and 'no' keeps the new stars", async ({ newSignedInContext }) => {
    const { page, event } = await reviewerOnEventPage(newSignedInContext, { rating: 4, content: "Bardzo ciekawe." });
    await openEventPage(page, event);
    const review = reviewRegion(page);
    await review.getByRole("link", { name: "Edytuj opinię" }).click();
    const stars = review.getByRole("group", { name: "Ocena" });
    await stars.getByRole("radio", { name: "4 z 5 gwiazdek" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(stars.getByRole("radio", { name: "3 z 5 gwiazdek" })).toBeChecked();
    await review.getByRole("button", { name: "Anuluj" }).click();
    const question = javaScriptOn() ? page.getByRole("dialog", { name: "Odrzucić zmiany?" }) : page.getByRole("main");
    if (!javaScriptOn()) await expect(page.getByRole("heading", { level: 1, name: "Odrzucić zmiany?" })).toBeVisible();
    await expect(question).toContainText("Zmiany oceny i treści opinii nie zostaną zapisane.");
    await question.getByRole("button", { name: "Nie, wróć do edycji" }).click();
    await expect(stars.getByRole("radio", { name: "3 z 5 gwiazdek" })).toBeChecked();
    await expect(review.getByLabel("Treść opinii")).toHaveValue("Bardzo ciekawe.");
  });

  test("deletes the review after a confirmation, and the form is back", async ({ newSignedInContext }) => {
    const { page, event } = await reviewerOnEventPage(newSignedInContext, { rating: 2, content: "Za głośno." });
    await openEventPage(page, event);
    const review = reviewRegion(page);
    if (javaScriptOn()) {
      await review.getByRole("button", { name: "Usuń opinię" }).click();
      await expect(page.getByRole("dialog", { name: "Usunąć opinię?" }).getByRole("button", { name: "Nie, zachowaj opinię" })).toBeFocused();
    } else {
      await review.getByRole("link", { name: "Usuń opinię" }).click();
      await expect(page).toHaveURL(`/event/${event.id}?confirm=delete-review`);
      await expect(page.getByRole("heading", { level: 1, name: "Usunąć opinię?" })).toBeVisible();
      await expect(page).toHaveTitle(/^Usunąć opinię\? – /);
    }
    const question = javaScriptOn() ? page.getByRole("dialog", { name: "Usunąć opinię?" }) : page.getByRole("main");
    await expect(question).toContainText(`Twoja opinia o wydarzeniu „${event.name}” zostanie usunięta. Tej operacji nie można cofnąć.`);
    await expectNoAxeViolations(page);

    await question.getByRole("button", { name: "Tak, usuń opinię" }).click();
    await expect(page.getByText("Usunięto opinię.")).toBeVisible();
    await expect(review.getByRole("button", { name: "Dodaj opinię" })).toBeVisible();
    await expect(review.getByRole("radio", { name: "5 z 5 gwiazdek" })).toBeChecked();
    await expect(review).not.toContainText("Za głośno.");
  });

  test("the delete question opened by its address is the page, also with JS, whose code for it comes after the page", async ({ newSignedInContext }) => {
    const { page, event } = await reviewerOnEventPage(newSignedInContext, { rating: 4, content: "Dobre." });
    const scriptErrors: string[] = [];
    page.on("pageerror", (error) => scriptErrors.push(error.message));
    await page.goto(`/event/${event.id}?confirm=delete-review`);
    await expect(page.getByRole("heading", { level: 1, name: "Usunąć opinię?" })).toBeVisible();
    await expect(page).toHaveTitle(/^Usunąć opinię\? – /);
    await expectNoAxeViolations(page);
    await page.getByRole("main").getByRole("link", { name: "Nie, zachowaj opinię" }).click();
    await expect(page).toHaveURL(`/event/${event.id}`);
    await expect(reviewRegion(page)).toContainText("Dobre.");
    expect(scriptErrors).toEqual([]);
  });

  test("keeps the list's query the page was opened with, through adding, leaving, editing and deleting (spec §2)", async ({ newSignedInContext }) => {
    const { page, event } = await reviewerOnEventPage(newSignedInContext);
    const listQuery = new URLSearchParams({ category: "Warsztaty", price_types: "free" }).toString();
    const eventPath = `/event/${event.id}?${listQuery}`;
    await page.goto(eventPath);
    const review = reviewRegion(page);

    await review.getByLabel("Treść opinii").fill("Ciekawe.");
    await review.getByRole("button", { name: "Dodaj opinię" }).click();
    await expect(page.getByText("Dodano opinię.")).toBeVisible();
    await expect(page).toHaveURL(eventPath);

    // Leaving an edit: without JS the form's 'cancel' posts and the discard question answers; with JS a dialog asks.
    await review.getByRole("link", { name: "Edytuj opinię" }).click();
    await expect(page).toHaveURL(`/event/${event.id}?review=edit&${listQuery}`);
    await review.getByLabel("Treść opinii").fill("Zmienione.");
    await review.getByRole("button", { name: "Anuluj" }).click();
    const discard = javaScriptOn() ? page.getByRole("dialog", { name: "Odrzucić zmiany?" }) : page.getByRole("main");
    await discard.getByRole(javaScriptOn() ? "button" : "link", { name: "Tak, odrzuć zmiany" }).click();
    await expect(page).toHaveURL(eventPath);
    await expect(review).toContainText("Ciekawe.");

    await review.getByRole("link", { name: "Edytuj opinię" }).click();
    await review.getByLabel("Treść opinii").fill("Bardzo ciekawe.");
    await review.getByRole("button", { name: "Zapisz zmiany" }).click();
    await expect(page.getByText("Zapisano zmiany w opinii.")).toBeVisible();
    await expect(page).toHaveURL(eventPath);

    if (javaScriptOn()) {
      await review.getByRole("button", { name: "Usuń opinię" }).click();
    } else {
      await review.getByRole("link", { name: "Usuń opinię" }).click();
      await expect(page).toHaveURL(`/event/${event.id}?confirm=delete-review&${listQuery}`);
    }
    const deletion = javaScriptOn() ? page.getByRole("dialog", { name: "Usunąć opinię?" }) : page.getByRole("main");
    await deletion.getByRole("button", { name: "Tak, usuń opinię" }).click();
    await expect(page.getByText("Usunięto opinię.")).toBeVisible();
    await expect(page).toHaveURL(eventPath);
    await expect(page.getByRole("navigation", { name: "Menu główne" }).getByRole("link", { name: "Lista wydarzeń" })).toHaveAttribute("href", `/?${listQuery}`);
  });

  test("the form needs no script without JS; with JS, a form whose code cannot load says so in its place", async ({ newSignedInContext }) => {
    const { page, event } = await reviewerOnEventPage(newSignedInContext);
    // The browser loads the event page's forms after the page (app/events/event-forms.ts): here that never succeeds.
    await page.route(/\/ReviewSection-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`/event/${event.id}`);
    const review = reviewRegion(page);
    if (javaScriptOn()) {
      // After the retries (spec §9: 3, growing delays), the server's form gives way to the message; the page stays.
      const failed = page.getByRole("alert").filter({ hasText: "Nie udało się wczytać tej części strony. Odśwież stronę, aby spróbować ponownie." });
      await expect(failed).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.name);
      await expect(review.getByRole("button", { name: "Dodaj opinię" })).toHaveCount(0);
      await expectNoAxeViolations(page);
    } else {
      await expect(review.getByRole("button", { name: "Dodaj opinię" })).toBeVisible();
    }
  });

  test("is in English with the language cookie", englishOnce, async ({ newSignedInContext, baseURL }) => {
    const { context, page, event } = await reviewerOnEventPage(newSignedInContext, { rating: 4, content: "Great fun." });
    await useEnglish(context, baseURL!);
    await page.goto(`/event/${event.id}`);
    const review = reviewRegion(page, "Your review");
    await expect(review).toContainText("Your rating:");
    await expect(review).toContainText("4 out of 5 stars");
    await review.getByRole("link", { name: "Edit review" }).click();
    await expect(review.getByRole("group", { name: "Rating" }).getByRole("radio", { name: "4 out of 5 stars" })).toBeChecked();
    await expect(review.getByLabel("Review text")).toHaveValue("Great fun.");
    await expect(review.getByRole("button", { name: "Save changes" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
