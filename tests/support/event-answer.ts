/**
 * An event as a festival API's JSON writes it (spec §3), for tests of how the portal reads such answers: every
 * field the contract names, with `overrides` for the ones a test is about.
 */
export function eventAnswerOf(id: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    name: `Wydarzenie ${id}`,
    description: "",
    date_start: "2026-09-12T10:00:00+02:00",
    date_end: "2026-09-12T11:00:00+02:00",
    date_end_last: null,
    event_dates: [],
    localization: "Gdańsk",
    app_organizational_id: 1,
    app_organizational_name: "Uniwersytet",
    app_organizational_logo: null,
    miniatura: null,
    gallery: [],
    regulamin: null,
    map: null,
    price: 0,
    tutor: null,
    type: "Warsztaty",
    age_group: [],
    person_limit: 0,
    users_count: 0,
    available_to: null,
    subscribed: false,
    favourite: false,
    is_unavailable: false,
    isRated: false,
    checkboxes: null,
    payment_gate: null,
    msg_error: null,
    msg_info: null,
    msg_success: null,
    ...overrides,
  };
}
