import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { participationStateOf, registrationStateOf, type RegistrationFacts } from "#contract/registration-state";
import { serverI18n } from "~/i18n/i18next.server";
import { EventFacts } from "./EventFacts";
import { EventStatusLabel } from "./EventStatusLabel";

const inPolish = (element: ReactElement) => renderToStaticMarkup(<I18nextProvider i18n={serverI18n("pl")}>{element}</I18nextProvider>);

const now = new Date("2026-09-10T12:00:00Z");
/** The event: 18 of 40 seats taken, no deadline, starting tomorrow unless changed. */
const event: RegistrationFacts = {
  person_limit: 40,
  users_count: 18,
  available_to: null,
  date_start: "2026-09-11T10:00:00+02:00",
  date_end: "2026-09-11T12:00:00+02:00",
  subscribed: false,
  is_unavailable: false,
};
const labelOf = (changes: Partial<RegistrationFacts>) => inPolish(<EventStatusLabel state={registrationStateOf({ ...event, ...changes }, now)} />);

describe("the status label, by the registration rule (ARCHITECTURE.md 'Labels')", () => {
  it("shows nothing while sign-up is open", () => {
    expect(labelOf({})).toBe("");
  });

  it("says 'Zapisy zamknięte', not 'Brak miejsc', for an ended event with free seats that the server calls unavailable", () => {
    const label = labelOf({ date_start: "2026-09-09T10:00:00+02:00", is_unavailable: true });
    expect(label).toContain("Zapisy zamknięte");
    expect(label).not.toContain("Brak miejsc");
  });

  it("says 'Brak miejsc' only when full, and 'Zapisano' to a subscriber of a full event", () => {
    expect(labelOf({ users_count: 40 })).toContain("Brak miejsc");
    expect(labelOf({ users_count: 40, subscribed: true })).toContain("Zapisano");
    expect(labelOf({ users_count: 40, subscribed: true })).not.toContain("Brak miejsc");
  });

  it("says 'Zapisy niedostępne' when the server says so with seats free and time open", () => {
    expect(labelOf({ is_unavailable: true })).toContain("Zapisy niedostępne");
  });

  it("says 'Bez zapisów' for an event without registration, which the festival API also calls unavailable", () => {
    const state = participationStateOf({ ...event, person_limit: 0, is_unavailable: true, registration_required: false }, now);
    const label = inPolish(<EventStatusLabel state={state} />);
    expect(label).toContain("Bez zapisów");
    expect(label).not.toContain("Zapisy niedostępne");
  });
});

describe("EventFacts (spec §2)", () => {
  const facts = {
    date_start: "2026-09-11T10:00:00+02:00",
    date_end: "2026-09-11T11:00:00+02:00",
    app_organizational_name: "Akwarium Gdyńskie",
    localization: "Gdynia",
    type: "Warsztaty",
    tutor: null,
    age_group: [],
    price: 0,
    person_limit: 40,
    users_count: 18,
  };
  const card = (changes: Partial<typeof facts>) => inPolish(<EventFacts event={{ ...facts, ...changes }} language="pl" variant="card" />);
  const page = (changes: Partial<typeof facts>) => inPolish(<EventFacts event={{ ...facts, ...changes }} language="pl" variant="page" />);

  it("shows the card's seat counter only for a limited event, and the organiser only on the page", () => {
    expect(card({})).toContain("<dd>18/40</dd>");
    expect(card({ person_limit: 0 })).not.toContain("Miejsca");
    expect(card({})).not.toContain("Akwarium Gdyńskie");
    expect(page({})).toContain("Akwarium Gdyńskie");
  });

  it("shows the page's seats always: 'bez limitu' at 0 and 'Brak miejsc' only when full", () => {
    expect(page({ person_limit: 0 })).toContain("<dd>bez limitu</dd>");
    expect(page({})).toContain("<dd>18/40</dd>");
    expect(page({ users_count: 40 })).toContain("<dd>40/40 (Brak miejsc)</dd>");
  });

  it("says 'bez zapisów' instead of seats on the page of an event without registration, and nothing on its card", () => {
    const withoutRegistration = { ...facts, person_limit: 0, users_count: 0, registration_required: false };
    expect(inPolish(<EventFacts event={withoutRegistration} language="pl" variant="page" />)).toContain("<dd>bez zapisów</dd>");
    expect(inPolish(<EventFacts event={withoutRegistration} language="pl" variant="card" />)).not.toContain("Miejsca");
  });
});
