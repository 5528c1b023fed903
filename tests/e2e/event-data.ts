import { expect, type Page } from "@playwright/test";
import { eventListResponseSchema, type Event } from "#contract/event";
import { filtersResponseSchema, type FilterChoices } from "#contract/filters";
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

export async function festivalFilters(): Promise<FilterChoices> {
  const response = await fetch(`${festivalApiUrl()}/api/v1/filters`, { headers: { Accept: "application/json" } });
  const { localization, ...filters } = filtersResponseSchema.parse(await response.json()).data;
  // Ours sends the places (contract/filters.ts), which the panel then offers as they come.
  if (!localization) throw new Error("The festival API's filters list has no places");
  return { ...filters, localization };
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
