import { expect } from "@playwright/test";
import { test } from "./support/test";
import { eventCard, festivalEvents } from "./event-data";
import { expectNoAxeViolations } from "./support/axe";

/** Issue 11: an event open to everyone without signing up says so on its card and page, and offers no sign-up. */
test("an event without registration is labelled 'Bez zapisów' and offers no sign-up", async ({ page }) => {
  const event = (await festivalEvents()).find((candidate) => candidate.registration_required === false);
  if (!event) throw new Error("The demo festival has no event without registration");
  await page.goto(`/?title=${encodeURIComponent(event.name)}`);
  // Its time slots share the name, and may need registration: the card is the one linking to this event.
  const card = eventCard(page, event.id);
  await expect(card.getByText("Bez zapisów", { exact: true })).toBeVisible();
  await expect(card).not.toContainText("Zapisy niedostępne");

  await page.goto(`/event/${event.id}`);
  const main = page.getByRole("main");
  await expect(main.getByText("Bez zapisów", { exact: true })).toBeVisible();
  await expect(main.getByText("bez zapisów", { exact: true })).toBeVisible();
  await expect(main.getByText("Na to wydarzenie nie trzeba się zapisywać: wystarczy przyjść.")).toBeVisible();
  await expect(main.getByRole("button", { name: "Zapisz się" })).toHaveCount(0);
  await expect(main).not.toContainText("Zapisy niedostępne");
  await expectNoAxeViolations(page);
});
