import { expect, type Page } from "@playwright/test";
import { parseEventCheckboxes, type Event } from "#contract/event";
import { registrationStateOf } from "#contract/registration-state";
import { festivalEvents } from "../event-data";
import type { SignedInFixtures } from "./signed-in";
import { javaScriptOn, waitForHydration } from "./test";

/**
 * An open event without a payment gate with room for the sign-ups of a whole run (each test signs up a fresh
 * user, with a few extra participants), chosen by the portal's own rule (contract/registration-state.ts).
 */
export async function roomyOpenEvent(): Promise<Event> {
  const now = new Date();
  const event = (await festivalEvents()).find(
    (candidate) =>
      registrationStateOf(candidate, now) === "open" &&
      !candidate.payment_gate &&
      (candidate.person_limit === 0 || candidate.person_limit - candidate.users_count >= 30),
  );
  if (!event) throw new Error("The demo festival has no open event with room for this test");
  return event;
}

/** Signs up on the event page (either language), ticking the event's acknowledgements first. */
export async function signUpOnEventPage(page: Page, event: Pick<Event, "id" | "checkboxes">) {
  await page.goto(`/event/${event.id}`);
  if ((parseEventCheckboxes(event.checkboxes)?.length ?? 0) > 0) {
    const group = page.getByRole("group", { name: /Przed zapisem potwierdź|Before signing up, confirm/ });
    for (const box of await group.getByRole("checkbox").all()) await box.check();
  }
  await page.getByRole("button", { name: /^(Zapisz się|Sign up)$/ }).click();
  await expect(page.getByText(/Masz rezerwację na to wydarzenie\.|You are signed up for this event\./)).toBeVisible();
  // Spec §8's notification 'subscribed to event'.
  await expect(page.getByText(/Zapisano na wydarzenie\.|Signed up for the event\./)).toBeVisible();
  await waitForHydration(page);
}

/**
 * A user of their own (a fresh browser context) signed up for this event on its page: the page, and the context
 * for more tabs of the same user.
 */
export async function newSubscriberOf(newSignedInContext: SignedInFixtures["newSignedInContext"], event: Pick<Event, "id" | "checkboxes">) {
  const { context } = await newSignedInContext();
  const page = await context.newPage();
  await signUpOnEventPage(page, event);
  return { context, page };
}

/**
 * Where the sign-up form's answer leads, as the address bar shows it: without JS the form posts to the page's
 * `#sign-up` (use-action-opening-at.ts), and a browser carries that fragment over a redirect that has none.
 */
export function reachedFromSignUpForm(path: string): string {
  return javaScriptOn() ? path : `${path}#sign-up`;
}
