import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { postsSentBy } from "./support/page-requests";
import { newSubscriberOf, signUpOnEventPage } from "./support/event-sign-up";
import { useOwnEvents } from "./support/own-events";
import { signedInTest as test, type SignedInFixtures } from "./support/signed-in";
import { languageCookie } from "./event-data";
import { englishOnce } from "./support/project-tags";
import { e2eDatabase } from "./support/festival-fixtures";
import { sameOriginHeaders } from "./support/portal-requests";
import { javaScriptOn, waitForHydration } from "./support/test";

const eventOfOurOwn = useOwnEvents();

const seatCounter = (page: Page, counter: string) => page.getByRole("main").getByText(counter, { exact: true });

async function addParticipant(page: Page, name: string, label = "Imię i nazwisko uczestnika", button = "Dodaj uczestnika") {
  await page.getByRole("textbox", { name: label }).fill(name);
  await page.getByRole("button", { name: button }).click();
}

/** The control that asks before removing a participant: a button opening a dialog with JS, a link to the page's question without. */
const removeControl = (page: Page, name: string) =>
  page.getByRole("region", { name: "Dodatkowi uczestnicy" }).getByRole(javaScriptOn() ? "button" : "link", { name: `Usuń ${name}` });

/** Where the removal is asked: the dialog with JS, the page itself without. */
const removalQuestion = (page: Page) => (javaScriptOn() ? page.getByRole("dialog", { name: "Usunąć uczestnika?" }) : page.getByRole("main"));

/** Removes a participant, answering the question 'yes'. */
async function removeParticipant(page: Page, name: string) {
  await removeControl(page, name).click();
  await removalQuestion(page).getByRole("button", { name: "Tak, usuń uczestnika" }).click();
}

/** The page's refusal of a participant for whom no seat is left. */
const noSeatRefusal = (page: Page) => page.getByRole("alert").filter({ hasText: "Przekroczono limit miejsc: brak wolnych miejsc." });

/**
 * A subscriber of an event of two seats whose page, left open, is refused the second: a participant added in
 * another tab of theirs took it first. Answers that page, the event, and the refusal on the page.
 */
async function refusedForTheLastSeat(newSignedInContext: SignedInFixtures["newSignedInContext"]) {
  const event = await eventOfOurOwn({ personLimit: 2 });
  const { context, page } = await newSubscriberOf(newSignedInContext, event);
  const otherTab = await context.newPage();
  await otherTab.goto(`/event/${event.id}`);
  await addParticipant(otherTab, "Anna Nowak");
  await expect(seatCounter(otherTab, "2/2 (Brak miejsc)")).toBeVisible();
  await addParticipant(page, "Jan Kowalski");
  const refusal = noSeatRefusal(page);
  await expect(refusal).toBeVisible();
  return { event, page, otherTab, refusal };
}

test.describe("extra participants", () => {
  test("are added after a name check, removed one by one, and move the seat counter", async ({ newSignedInContext }) => {
    const event = await eventOfOurOwn({ personLimit: 3, maxParticipants: 1 });
    const { page } = await newSubscriberOf(newSignedInContext, event);
    await expect(seatCounter(page, "1/3")).toBeVisible();
    const section = page.getByRole("region", { name: "Dodatkowi uczestnicy" });
    await expect(section).toContainText("Nie dodano jeszcze dodatkowych uczestników.");

    // On a phone, where the section is screens below the page's top: the refusal is where the page opens (without
    // JS, the form's #add-participant-summary-title) or stays (with JS).
    await page.setViewportSize({ width: 320, height: 640 });
    await addParticipant(page, "Anna");
    const summary = section.getByRole("alert").filter({ hasText: "Popraw błędy w formularzu" });
    await expect(summary).toBeInViewport();
    const nameField = page.getByRole("textbox", { name: "Imię i nazwisko uczestnika" });
    await expect(summary.getByRole("link", { name: "Imię i nazwisko uczestnika: Wpisz imię i nazwisko (co najmniej dwa słowa)" })).toBeVisible();
    await expect(section.locator(".form-field__error")).toHaveText("Błąd: Wpisz imię i nazwisko (co najmniej dwa słowa)");
    await expect(nameField).toHaveAttribute("aria-invalid", "true");
    if (javaScriptOn()) await expect(summary).toBeFocused();
    await expectNoAxeViolations(page);
    // Enter in the field: the refusal is said by the summary, which takes the focus from the field.
    await nameField.fill("Anna 2 Nowak");
    await nameField.press("Enter");
    await expect(section.locator(".form-field__error")).toHaveText("Błąd: Imię i nazwisko nie może zawierać cyfr");
    await expect(summary.getByRole("link", { name: "Imię i nazwisko uczestnika: Imię i nazwisko nie może zawierać cyfr" })).toBeVisible();
    if (javaScriptOn()) await expect(summary).toBeFocused();

    await addParticipant(page, "Anna Nowak");
    await expect(page.getByText("Dodano uczestnika: Anna Nowak.")).toBeVisible();
    // With JS the pressed button is gone with its form, and the limit is reached: focus goes to the section's
    // heading, not to <body> (the message is said by its live region).
    if (javaScriptOn()) await expect(section.getByRole("heading", { name: "Dodatkowi uczestnicy" })).toBeFocused();
    await expect(section.getByRole("listitem")).toHaveCount(1);
    await expect(section.getByRole("listitem")).toContainText("Anna Nowak");
    await expect(seatCounter(page, "2/3")).toBeVisible();
    // The event allows one extra participant per reservation: the add form is gone.
    await expect(page.getByRole("textbox", { name: "Imię i nazwisko uczestnika" })).toHaveCount(0);
    await expect(section).toContainText("Dodano już maksymalną liczbę dodatkowych uczestników (1).");
    await expectNoAxeViolations(page);

    // Asked first (WCAG 3.3.4): 'no' keeps the participant, and the focus goes back where it was.
    await removeControl(page, "Anna Nowak").click();
    const question = removalQuestion(page);
    await expect(question).toContainText("Z Twojej rezerwacji zostanie usunięta osoba: Anna Nowak. Jej miejsce zwolni się dla innych.");
    if (!javaScriptOn()) await expect(page).toHaveTitle(/^Usunąć uczestnika\? – /);
    await expectNoAxeViolations(page);
    await question.getByRole(javaScriptOn() ? "button" : "link", { name: "Nie, zachowaj uczestnika" }).click();
    await expect(section.getByRole("listitem")).toHaveCount(1);
    await expect(seatCounter(page, "2/3")).toBeVisible();
    if (javaScriptOn()) await expect(removeControl(page, "Anna Nowak")).toBeFocused();

    await removeParticipant(page, "Anna Nowak");
    await expect(page.getByText("Usunięto uczestnika.")).toBeVisible();
    await expect(section.getByRole("listitem")).toHaveCount(0);
    await expect(seatCounter(page, "1/3")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Imię i nazwisko uczestnika" })).toBeVisible();
    // No participant left in its place: focus goes to the name field, offered again.
    if (javaScriptOn()) await expect(page.getByRole("textbox", { name: "Imię i nazwisko uczestnika" })).toBeFocused();
  });

  test("names go in one after another: the field is empty again, and with JS it and the next remove button keep the focus", async ({ newSignedInContext }) => {
    const event = await eventOfOurOwn({ personLimit: 5 });
    const { page } = await newSubscriberOf(newSignedInContext, event);
    const section = page.getByRole("region", { name: "Dodatkowi uczestnicy" });
    const nameField = page.getByRole("textbox", { name: "Imię i nazwisko uczestnika" });

    if (javaScriptOn()) {
      // A second press while the addition is on its way (held here until then) sends nothing: one POST, one name.
      const posts = postsSentBy(page);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname.startsWith(`/event/${event.id}`),
        async (route) => {
          if (route.request().method() === "POST") await held;
          await route.continue();
        },
      );
      await nameField.fill("Anna Nowak");
      const add = page.getByRole("button", { name: "Dodaj uczestnika" });
      await add.click();
      await expect(add).toHaveAttribute("aria-disabled", "true");
      await add.click({ force: true });
      await expect(add).toBeFocused();
      release();
      await expect(page.getByText("Dodano uczestnika: Anna Nowak.")).toBeVisible();
      expect(posts).toHaveLength(1);
      await page.unrouteAll();
    } else {
      await addParticipant(page, "Anna Nowak");
    }
    await expect(section.getByRole("listitem")).toHaveCount(1);
    await expect(nameField).toHaveValue("");
    if (javaScriptOn()) {
      await expect(nameField).toBeFocused();
      await page.keyboard.type("Jan Kowalski");
      await page.keyboard.press("Enter");
    } else {
      await addParticipant(page, "Jan Kowalski");
    }
    await expect(section.getByRole("listitem")).toHaveText([/^Anna Nowak/, /^Jan Kowalski/]);
    if (javaScriptOn()) await expect(nameField).toBeFocused();

    await removeParticipant(page, "Anna Nowak");
    await expect(page.getByText("Usunięto uczestnika.")).toBeVisible();
    await expect(section.getByRole("listitem")).toHaveCount(1);
    // The button now in the removed one's place.
    if (javaScriptOn()) await expect(section.getByRole("button", { name: "Usuń Jan Kowalski" })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test("a full event says 'Brak miejsc', offers no participant, and refuses one from a page left open", async ({ newSignedInContext, page: visitorPage }) => {
    const { event, page, otherTab, refusal } = await refusedForTheLastSeat(newSignedInContext);
    // No seat left: the tab that took it shows no form that could only be refused.
    await expect(otherTab.getByRole("textbox", { name: "Imię i nazwisko uczestnika" })).toHaveCount(0);
    await expect(otherTab.getByRole("region", { name: "Dodatkowi uczestnicy" })).toContainText("Brak wolnych miejsc: nie można dodać kolejnych uczestników.");

    // The page left open still offered it, and is refused: a problem, not an error in the form to correct.
    await expect(refusal.getByRole("heading")).toHaveText("Wystąpił problem");
    await expect(seatCounter(page, "2/2 (Brak miejsc)")).toBeVisible();
    await expectNoAxeViolations(page);

    await visitorPage.goto(`/event/${event.id}`);
    await expect(visitorPage.getByRole("main").getByText("Brak miejsc.", { exact: true })).toBeVisible();
    await expect(visitorPage.getByRole("button", { name: "Zapisz się" })).toHaveCount(0);
  });

  test("the last seat taken meanwhile: a page left open shows the refused sign-up with the event now full", async ({ newSignedInContext }) => {
    const event = await eventOfOurOwn({ personLimit: 1 });
    const late = await (await newSignedInContext()).context.newPage();
    await late.goto(`/event/${event.id}`);
    await waitForHydration(late);
    await signUpOnEventPage(await (await newSignedInContext()).context.newPage(), event);

    await late.getByRole("button", { name: "Zapisz się" }).click();
    await expect(noSeatRefusal(late)).toBeVisible();
    // The page shows the event as it is now (with JS too): full, with nothing more to sign up with.
    await expect(seatCounter(late, "1/1 (Brak miejsc)")).toBeVisible();
    await expect(late.getByRole("main").getByText("Brak miejsc.", { exact: true })).toBeVisible();
    await expect(late.getByRole("button", { name: "Zapisz się" })).toHaveCount(0);
    await expectNoAxeViolations(late);
  });

  test("a refusal goes once the list changes: a removal frees the seat the refused name wanted", async ({ newSignedInContext }) => {
    // The last seat goes to a participant added in another tab; this page, left open, tries for it too.
    const { page, refusal } = await refusedForTheLastSeat(newSignedInContext);

    await removeParticipant(page, "Anna Nowak");
    await expect(page.getByText("Usunięto uczestnika.")).toBeVisible();
    await expect(seatCounter(page, "1/2")).toBeVisible();
    await expect(refusal).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Imię i nazwisko uczestnika" })).not.toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });

  test("a page left open after the reservation was cancelled in another tab says the name was not added", async ({ newSignedInContext }) => {
    const event = await eventOfOurOwn({ personLimit: 5 });
    const { context, page } = await newSubscriberOf(newSignedInContext, event);
    const otherTab = await context.newPage();
    await otherTab.goto(`/event/${event.id}?confirm=cancel`);
    await otherTab.getByRole("button", { name: "Tak, anuluj rezerwację" }).click();
    await expect(otherTab.getByText("Wypisano z wydarzenia.")).toBeVisible();

    // This page has no participants' form any more once it reloads: the refusal is the page's message.
    await addParticipant(page, "Dorota Czwarta");
    await expect(page.locator(".notification--error")).toContainText("Nie masz rezerwacji na to wydarzenie. Nie dodano uczestnika: Dorota Czwarta.");
    await expect(page.getByRole("button", { name: "Zapisz się" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("after the event's end the list stays as it was: no remove buttons, and a removal sent anyway is refused", async ({ newSignedInContext }) => {
    const event = await eventOfOurOwn({ startsInMinutes: -120, durationMinutes: 60, personLimit: 5 });
    const { context, user } = await newSignedInContext();
    // The reservation and its participant as they were made while sign-up was open.
    const db = e2eDatabase();
    const [registration] = await db.query<{ id: number }>(
      "INSERT INTO registrations (event_id, user_id) SELECT $1, id FROM users WHERE email = $2 RETURNING id",
      [event.id, user.email],
    );
    const [participant] = await db.query<{ id: number }>("INSERT INTO participants (registration_id, name) VALUES ($1, 'Anna Nowak') RETURNING id", [
      registration.id,
    ]);
    await db.query("UPDATE events SET users_count = 2 WHERE id = $1", [event.id]);

    const page = await context.newPage();
    await page.goto(`/event/${event.id}`);
    const section = page.getByRole("region", { name: "Dodatkowi uczestnicy" });
    await expect(section.getByRole("listitem")).toHaveText(["Anna Nowak"]);
    await expect(section.getByRole("button")).toHaveCount(0);
    await expect(section.getByRole("link")).toHaveCount(0);
    // Why nothing can be changed: the event is over, not only the sign-up.
    await expect(section).toContainText("Wydarzenie już się zakończyło: listy uczestników nie można zmienić.");
    await expectNoAxeViolations(page);

    const sent = await context.request.post(`/event/${event.id}`, {
      form: { intent: "remove-participant", participantId: String(participant.id) },
      headers: sameOriginHeaders,
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(302);
    // The message waits for the page the redirect names.
    await page.reload();
    await expect(page.locator(".notification--error")).toContainText("Wydarzenie już się zakończyło: listy uczestników nie można zmienić.");
    await expect(section.getByRole("listitem")).toHaveText(["Anna Nowak"]);
    await expect(seatCounter(page, "2/5")).toBeVisible();
  });

  test("a page left open past the reservation's limit is refused 'Zgłoszono już maksymalną liczbę…'", async ({ newSignedInContext }) => {
    const event = await eventOfOurOwn({ personLimit: 5, maxParticipants: 1 });
    const { context, page } = await newSubscriberOf(newSignedInContext, event);
    // Another tab adds the one participant the event allows; this tab still offers the add form.
    const otherTab = await context.newPage();
    await otherTab.goto(`/event/${event.id}`);
    await addParticipant(otherTab, "Anna Nowak");
    await expect(otherTab.getByText("Dodano uczestnika: Anna Nowak.")).toBeVisible();

    await addParticipant(page, "Jan Kowalski");
    await expect(page.getByRole("alert").filter({ hasText: "Zgłoszono już maksymalną liczbę dodatkowych uczestników." })).toBeVisible();
  });

  test("are in English with the language cookie", englishOnce, async ({ newSignedInContext, baseURL }) => {
    const event = await eventOfOurOwn({ personLimit: 3 });
    const { context } = await newSignedInContext();
    await context.addCookies([languageCookie("en", baseURL!)]);
    const page = await context.newPage();
    await signUpOnEventPage(page, event);
    const section = page.getByRole("region", { name: "Extra participants" });

    await addParticipant(page, "Anna", "Participant's name and surname", "Add participant");
    await expect(section.getByRole("alert").getByRole("link", { name: "Participant's name and surname: Enter a name and surname (at least two words)" })).toBeVisible();
    await expect(section.locator(".form-field__error")).toHaveText("Error: Enter a name and surname (at least two words)");
    await expectNoAxeViolations(page);
    await addParticipant(page, "Anna Nowak", "Participant's name and surname", "Add participant");
    await expect(page.getByText("Participant added: Anna Nowak.")).toBeVisible();
    await section.getByRole("button", { name: "Remove Anna Nowak" }).click();
    const question = page.getByRole("dialog", { name: "Remove the participant?" });
    await expect(question).toContainText("Anna Nowak will be taken off your reservation and their seat freed for others.");
    await expectNoAxeViolations(page);
    await question.getByRole("button", { name: "Yes, remove the participant" }).click();
    await expect(section.getByRole("listitem")).toHaveCount(0);
  });
});
