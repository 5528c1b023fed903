import { expect, type Page } from "@playwright/test";
import { eventListResponseSchema, type Event } from "#contract/event";
import { filtersResponseSchema, type Filters } from "#contract/filters";
import { availableFirst, filterEvents, type EventFilters } from "../../app/events/event-filters";
import { noFilters } from "../support/event-filters";

/** The festival API the run started (global setup); the tests compute what the list must show from it. */
function festivalApiUrl(): string {
  const url = process.env.E2E_FESTIVAL_API_URL;
  if (!url) throw new Error("E2E_FESTIVAL_API_URL is not set: run through playwright's global setup");
  return url;
}

export async function festivalEvents(language: "pl" | "en" = "pl"): Promise<Event[]> {
  const response = await fetch(`${festivalApiUrl()}/api/v1/events/${language}`, { headers: { Accept: "application/json" } });
  return eventListResponseSchema.parse(await response.json()).data;
}

export async function festivalFilters(): Promise<Filters> {
  const response = await fetch(`${festivalApiUrl()}/api/v1/filters`, { headers: { Accept: "application/json" } });
  return filtersResponseSchema.parse(await response.json()).data;
}

/** What the list must show for these filters: the same spec §5 rules the loader uses, applied to the API's data. */
export async function expectedEvents(filters: Partial<EventFilters>, language: "pl" | "en" = "pl"): Promise<Event[]> {
  return availableFirst(filterEvents(await festivalEvents(language), { ...noFilters, ...filters }), new Date());
}

/** The count line above the cards ("Znaleziono 13 wydarzeń." / "13 events found."). */
export async function expectResultCount(page: Page, count: number) {
  const status = page.getByRole("region", { name: /^(Wyniki|Results)$/ }).getByRole("status");
  if (count === 0) await expect(status).toHaveText(/Nie znaleziono|No events found/);
  else await expect(status).toHaveText(new RegExp(`(Znaleziono ${count} |^${count} events? found)`));
}

/** The list's card of this event: the one linking to its page (with the list's query carried along, spec §2). */
export function eventCard(page: Page, eventId: number) {
  return page.getByRole("listitem").filter({ has: page.locator(`a[href="/event/${eventId}"], a[href^="/event/${eventId}?"]`) });
}

export function cardNames(page: Page) {
  return page.getByRole("main").getByRole("heading", { level: 3 });
}

/** The language cookie as Remix's createCookie writes it: base64 of the JSON value. */
export function languageCookie(language: "pl" | "en", baseURL: string) {
  return { name: "language", value: Buffer.from(JSON.stringify(language)).toString("base64"), url: baseURL };
}

/**
 * What is not yet hydrated on a page whose scripts run (the inline script marks `<html>` `js-enabled` before
 * first paint, so without JS nothing matches): the page itself until React marks `<html>` `data-hydrated`
 * (app/root.tsx), and the event page's lazy forms, which hydrate when their code has arrived, after the page's
 * (app/events/event-forms.ts); conform marks a form `novalidate` once hydrated.
 */
const notYetHydrated = [
  "html.js-enabled:not([data-hydrated])",
  "html.js-enabled form#review-form:not([novalidate])",
  "html.js-enabled form#add-participant:not([novalidate])",
].join(", ");

/**
 * Waits until React has hydrated the page, if its scripts run: a condition wait, at once without JS. The suite's
 * `test` (support/test.ts) calls it after every navigation a test makes (goto, reload, back, forward); a test
 * calls it itself only after a full document load it starts by a click.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator(notYetHydrated), "the page hydrates (with JS, a test acts on the enhanced page)").toHaveCount(0);
}
