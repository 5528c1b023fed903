import { expect } from "@playwright/test";
import { dateAndTimeLabel } from "~/events/event-dates";
import { expectNoAxeViolations } from "./support/axe";
import { newSubscriberOf } from "./support/event-sign-up";
import { e2eDatabase } from "./support/festival-fixtures";
import { useOwnEvents } from "./support/own-events";
import { signedInTest as test } from "./support/signed-in";
import { javaScriptOn } from "./support/test";

const eventOfOurOwn = useOwnEvents();

/** A week ahead, clear of the demo festival's events and of whatever else the run signs up for. */
const nextWeek = 7 * 24 * 60;

test.describe("a sign-up the festival refuses (spec §8)", () => {
  test("at the same time as an event the user holds: 'Masz już rezerwację na inne wydarzenie w tym samym czasie.'", async ({
    newSignedInContext,
  }) => {
    const held = await eventOfOurOwn({ personLimit: 10, startsInMinutes: nextWeek, durationMinutes: 90 });
    const overlapping = await eventOfOurOwn({ personLimit: 10, startsInMinutes: nextWeek + 60, durationMinutes: 90 });
    const { page } = await newSubscriberOf(newSignedInContext, held);

    await page.goto(`/event/${overlapping.id}`);
    await page.getByRole("button", { name: "Zapisz się" }).click();
    const main = page.getByRole("main");
    await expect(main.getByText("Masz już rezerwację na inne wydarzenie w tym samym czasie.")).toBeVisible();
    // Still offered, since the user may cancel the other reservation first; nothing was taken.
    await expect(main.getByText("Masz rezerwację na to wydarzenie.")).toHaveCount(0);
    await expect(main.getByText("0/10", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("from a page left open past the deadline: 'closed', and the page then says until when sign-up was possible", async ({
    newSignedInContext,
  }) => {
    const event = await eventOfOurOwn({ personLimit: 10, startsInMinutes: nextWeek, availableToInMinutes: 60 });
    const { context } = await newSignedInContext();
    const page = await context.newPage();
    await page.goto(`/event/${event.id}`);
    const main = page.getByRole("main");
    const [{ deadline }] = await e2eDatabase().query<{ deadline: Date }>("SELECT available_to AS deadline FROM events WHERE id = $1", [event.id]);
    await expect(main.getByText(`Zapisy do ${dateAndTimeLabel(deadline.toISOString(), "pl")}.`)).toBeVisible();

    // The organiser moves the deadline to a minute ago while the page is open.
    const [{ closedAt }] = await e2eDatabase().query<{ closedAt: Date }>(
      "UPDATE events SET available_to = date_trunc('minute', now()) - interval '1 minute' WHERE id = $1 RETURNING available_to AS \"closedAt\"",
      [event.id],
    );
    await page.getByRole("button", { name: "Zapisz się" }).click();
    await expect(main.getByText("Zapisy na to wydarzenie są już zamknięte.")).toBeVisible();
    await expect(main.getByText("Zapisy zamknięte", { exact: true })).toBeVisible();
    await expect(main.getByText(`Zapisy były możliwe do ${dateAndTimeLabel(closedAt.toISOString(), "pl")}.`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Zapisz się" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test("a deadline set past the event's end is said as the end, when sign-up really closes", async ({ page }) => {
  const event = await eventOfOurOwn({ personLimit: 10, startsInMinutes: nextWeek, durationMinutes: 60, availableToInMinutes: 2 * nextWeek });
  const [{ end }] = await e2eDatabase().query<{ end: Date }>("SELECT date_end AS end FROM events WHERE id = $1", [event.id]);
  await page.goto(`/event/${event.id}`);
  await expect(page.getByRole("main").getByText(`Zapisy do ${dateAndTimeLabel(end.toISOString(), "pl")}.`, { exact: true })).toBeVisible();
});

test("a reservation cancelled after the deadline cannot be made again, which its confirmation says first", async ({ newSignedInContext }) => {
  const event = await eventOfOurOwn({ personLimit: 10, startsInMinutes: nextWeek, availableToInMinutes: -5 });
  const { context, user } = await newSignedInContext();
  // Reserved while sign-up was open.
  await e2eDatabase().query("INSERT INTO registrations (event_id, user_id) SELECT $1, id FROM users WHERE email = $2", [event.id, user.email]);
  const page = await context.newPage();
  await page.goto(`/event/${event.id}`);
  const open = page.getByRole("main").getByRole(javaScriptOn() ? "button" : "link", { name: "Anuluj rezerwację" });
  await open.click();
  const confirmation = javaScriptOn() ? page.getByRole("dialog", { name: "Anulować rezerwację?" }) : page.getByRole("main");
  await expect(confirmation).toContainText("Zapisy na to wydarzenie są już zamknięte: po anulowaniu nie zapiszesz się ponownie.");
  await expectNoAxeViolations(page);
});

test("conditions the festival API sends unreadable offer no sign-up, and a form left open is refused, saying why", async ({ newSignedInContext }) => {
  const event = await eventOfOurOwn({ personLimit: 10, startsInMinutes: nextWeek });
  const { context } = await newSignedInContext();
  const page = await context.newPage();
  await page.goto(`/event/${event.id}`);
  // Meanwhile the festival API starts sending conditions that are no list of { description }: the organiser's
  // conditions cannot be shown to be ticked.
  await e2eDatabase().query(`UPDATE events SET checkboxes = '{"description": "Oświadczam, że mam ukończone 18 lat"' WHERE id = $1`, [event.id]);
  await page.getByRole("button", { name: "Zapisz się" }).click();
  const main = page.getByRole("main");
  await expect(main.getByRole("alert")).toHaveText("Zapisy na to wydarzenie są niedostępne.");
  // Said once, as the refusal.
  await expect(main.getByText("Zapisy na to wydarzenie są niedostępne.")).toHaveCount(1);
  await expect(main.getByRole("button", { name: "Zapisz się" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Opened again (a reload would post the refused form again without JS).
  await page.goto(`/event/${event.id}`);
  await expect(main.getByText("Zapisy na to wydarzenie są niedostępne.")).toBeVisible();
  await expect(main.getByRole("button", { name: "Zapisz się" })).toHaveCount(0);
  await expect(main.getByText("Masz rezerwację na to wydarzenie.")).toHaveCount(0);
  await expect(main.getByText("0/10", { exact: true })).toBeVisible();
});
