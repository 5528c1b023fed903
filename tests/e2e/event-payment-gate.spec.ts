import { expect } from "@playwright/test";
import { parseEventCheckboxes } from "#contract/event";
import { registrationStateOf } from "#contract/registration-state";
import { expectNoAxeViolations } from "./support/axe";
import { e2eDatabase } from "./support/festival-fixtures";
import { sameOriginHeaders } from "./support/portal-requests";
import { requestsOnly } from "./support/project-tags";
import { signedInTest as test } from "./support/signed-in";
import { festivalEvents } from "./event-data";
import { javaScriptOn } from "./support/test";
import { reachedFromSignUpForm } from "./support/event-sign-up";

async function openEventWithPaymentGate() {
  const event = (await festivalEvents()).find(
    (candidate) => candidate.payment_gate && registrationStateOf(candidate, new Date()) === "open" && (parseEventCheckboxes(candidate.checkboxes)?.length ?? 0) > 0,
  );
  if (!event) throw new Error("The demo festival has no open event with a payment gate and acknowledgements");
  return event;
}

test.describe("an event with a payment gate", () => {
  test("a sign-up POST never signs up: the answer names the gate, after the acknowledgements", requestsOnly, async ({ signedInContext }) => {
    const event = await openEventWithPaymentGate();
    const acknowledgements = (parseEventCheckboxes(event.checkboxes) ?? []).map((_, index) => ["acknowledgement", String(index)]);

    const unticked = await signedInContext.request.post(`/event/${event.id}`, { headers: sameOriginHeaders, form: {}, maxRedirects: 0 });
    expect(unticked.status()).toBe(400);
    expect(await unticked.text()).toContain("Musisz zaznaczyć powyższe pola.");

    const ticked = await signedInContext.request.post(`/event/${event.id}`, {
      headers: { ...sameOriginHeaders, "Content-Type": "application/x-www-form-urlencoded" },
      data: new URLSearchParams(acknowledgements).toString(),
      maxRedirects: 0,
    });
    expect(ticked.status()).toBe(200);
    expect(await ticked.text()).toContain(`href="${event.payment_gate}"`);
  });

  test("an event closed or full is not sent to its gate, whatever the POST says", requestsOnly, async ({ signedInContext }) => {
    const now = new Date();
    for (const [state, message] of [
      ["closed", "Zapisy na to wydarzenie są już zamknięte."],
      ["full", "Przekroczono limit miejsc: brak wolnych miejsc."],
    ] as const) {
      const event = (await festivalEvents()).find((candidate) => candidate.payment_gate && registrationStateOf(candidate, now) === state);
      if (!event) throw new Error(`The demo festival has no ${state} event with a payment gate`);
      const acknowledgements = (parseEventCheckboxes(event.checkboxes) ?? []).map((_, index) => ["acknowledgement", String(index)]);
      const answer = await signedInContext.request.post(`/event/${event.id}`, {
        headers: { ...sameOriginHeaders, "Content-Type": "application/x-www-form-urlencoded" },
        data: new URLSearchParams(acknowledgements).toString(),
        maxRedirects: 0,
      });
      expect(answer.status(), state).toBe(409);
      const page = await answer.text();
      expect(page, state).toContain(message);
      expect(page, state).not.toContain(`href="${event.payment_gate}"`);
    }
  });

  test("a visitor ticks the acknowledgements and goes to log in first", async ({ page }) => {
    const event = await openEventWithPaymentGate();
    // On a phone the sign-up box is screens below the top: the refusal is where the page opens (without JS, at the
    // box, the form's #sign-up), or where the page stays (with JS).
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`/event/${event.id}`);
    await page.getByRole("button", { name: "Zapisz się i zapłać" }).click();
    await expect(page.getByRole("alert")).toHaveText("Musisz zaznaczyć powyższe pola.");
    await expect(page.getByRole("alert")).toBeInViewport();
    await expect(page.getByRole("group", { name: "Przed zapisem potwierdź" })).toBeInViewport();
    // Each box left unticked says so, and what the error is (WCAG 3.3.1).
    const firstBox = page.getByRole("group", { name: "Przed zapisem potwierdź" }).getByRole("checkbox").first();
    await expect(firstBox).toHaveAttribute("aria-invalid", "true");
    await expect(firstBox).toHaveAccessibleDescription("Musisz zaznaczyć powyższe pola.");
    // 'Above' is where the boxes are: the message comes after them.
    const boxesBeforeMessage = await page.getByRole("alert").evaluate((message) => {
      const box = document.querySelector('input[name="acknowledgement"]');
      return Boolean(box && box.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(boxesBeforeMessage).toBe(true);
    for (const box of await page.getByRole("group", { name: "Przed zapisem potwierdź" }).getByRole("checkbox").all()) await box.check();
    await page.getByRole("button", { name: "Zapisz się i zapłać" }).click();
    await expect(page).toHaveURL(reachedFromSignUpForm(`/login?redirectTo=${encodeURIComponent(`/event/${event.id}`)}`));
  });

  test("a user goes on to the gate: at once with JS, by its link without", async ({ signedInPage: page }) => {
    const event = await openEventWithPaymentGate();
    const gate = new URL(event.payment_gate!);
    // The gate is another site, out of this machine's reach: the browser's request to it is answered here.
    await page.route(`${gate.origin}/**`, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: "<!DOCTYPE html><title>Płatność</title><h1>Płatność</h1>" }));
    await page.goto(`/event/${event.id}`);
    for (const box of await page.getByRole("group", { name: "Przed zapisem potwierdź" }).getByRole("checkbox").all()) await box.check();
    await page.getByRole("button", { name: "Zapisz się i zapłać" }).click();
    if (!javaScriptOn()) {
      await expect(page.getByText(`Aby dokończyć zapis na wydarzenie „${event.name}”, zapłać na stronie organizatora.`)).toBeVisible();
      await page.getByRole("link", { name: "Przejdź do płatności" }).click();
    }
    await expect(page).toHaveURL(event.payment_gate!);
    await expect(page.getByRole("heading", { name: "Płatność" })).toBeVisible();
  });

  test("the payment step is a page of its own: its title and heading say it, its way back keeps the list's query", async ({ signedInPage: page }) => {
    const event = await openEventWithPaymentGate();
    const gate = new URL(event.payment_gate!);
    // The gate answers 204 No Content until the test opens it: a browser stays on the page then, so with JS the step
    // the page shows on the way there can be read too.
    let gateOpen = false;
    await page.route(`${gate.origin}/**`, (route) =>
      gateOpen
        ? route.fulfill({ contentType: "text/html; charset=utf-8", body: "<!DOCTYPE html><title>Płatność</title><h1>Płatność</h1>" })
        : route.fulfill({ status: 204 }),
    );
    const listQuery = new URLSearchParams({ category: "Warsztaty", price_types: "notfree" }).toString();
    await page.goto(`/event/${event.id}?${listQuery}`);
    for (const box of await page.getByRole("group", { name: "Przed zapisem potwierdź" }).getByRole("checkbox").all()) await box.check();
    await page.getByRole("button", { name: "Zapisz się i zapłać" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ostatni krok: płatność");
    await expect(page).toHaveTitle(new RegExp(`^Ostatni krok: płatność – ${event.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} – `));
    const main = page.getByRole("main");
    await expect(main).toContainText(`Aby dokończyć zapis na wydarzenie „${event.name}”, zapłać na stronie organizatora.`);
    await expect(main.getByRole("link", { name: "Przejdź do płatności" })).toHaveAttribute("href", event.payment_gate!);
    await expect(main.getByRole("link", { name: "Wróć do wydarzenia" })).toHaveAttribute("href", `/event/${event.id}?${listQuery}`);
    await expectNoAxeViolations(page);

    gateOpen = true;
    await main.getByRole("link", { name: "Przejdź do płatności" }).click();
    await expect(page).toHaveURL(event.payment_gate!);
  });

  test("a user signed up meanwhile (the gate's payment, in another tab) is told so, not sent to pay again", async ({ newSignedInContext }) => {
    const event = await openEventWithPaymentGate();
    const { context, user } = await newSignedInContext();
    const page = await context.newPage();
    const listQuery = new URLSearchParams({ price_types: "notfree" }).toString();
    await page.goto(`/event/${event.id}?${listQuery}`);
    // The organiser's gate signs the user up once paid: written as it would be, the seat count left as it is.
    const db = e2eDatabase();
    const [account] = await db.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [user.email]);
    await db.query("INSERT INTO registrations (event_id, user_id) VALUES ($1, $2)", [event.id, account.id]);

    for (const box of await page.getByRole("group", { name: "Przed zapisem potwierdź" }).getByRole("checkbox").all()) await box.check();
    await page.getByRole("button", { name: "Zapisz się i zapłać" }).click();
    await expect(page).toHaveURL(reachedFromSignUpForm(`/event/${event.id}?${listQuery}`));
    await expect(page.getByRole("button", { name: "Zapisz się i zapłać" })).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.locator(".notifications")).toContainText("Masz już rezerwację na to wydarzenie.");
    await expect(page.getByRole("main").getByText("Masz rezerwację na to wydarzenie.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Przejdź do płatności" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
