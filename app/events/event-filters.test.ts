import { describe, expect, it } from "vitest";
import {
  availableFirst,
  byDateStart,
  byTimeStart,
  countActiveFilters,
  eventListHref,
  eventListQuery,
  filterEvents,
  foldForSearch,
  matchesEventFilters,
  parseEventFilters,
  parsePageNumber,
  type EventFilters,
} from "~/events/event-filters";
import { noFilters } from "../../tests/support/event-filters";

const lecture = {
  name: "Wykład: Łódź podwodna i ŻÓŁW",
  app_organizational_name: "Uniwersytet Gdański",
  localization: "Gdańsk, ul. Wita Stwosza 57, sala 101",
  type: "Wykład",
  tutor: "dr Anna Nowak" as string | null,
  age_group: ["15-18", "dorośli"],
  // 10:30 in Warsaw (UTC+2 in September)
  date_start: "2026-09-12T08:30:00Z",
  price: 0,
};

function matches(filters: Partial<EventFilters>, event = lecture) {
  return matchesEventFilters(event, { ...noFilters, ...filters });
}

describe("matchesEventFilters (spec §5)", () => {
  it("keeps every event when nothing is selected", () => {
    expect(matches({})).toBe(true);
  });

  it("title: a case-insensitive substring of the name", () => {
    expect(matches({ title: "łódź" })).toBe(true);
    expect(matches({ title: "WYKŁAD" })).toBe(true);
    expect(matches({ title: "warsztat" })).toBe(false);
  });

  it("title: ignores Polish diacritics on either side", () => {
    expect(matches({ title: "lodz podwodna" })).toBe(true);
    expect(matches({ title: "zolw" })).toBe(true);
    expect(matches({ title: "Żółw" })).toBe(true);
  });

  it("organiser: among the selected names", () => {
    expect(matches({ organizator: ["Politechnika Gdańska", "Uniwersytet Gdański"] })).toBe(true);
    expect(matches({ organizator: ["Politechnika Gdańska"] })).toBe(false);
  });

  it("localization: any selected value is a substring of the place", () => {
    expect(matches({ localization: ["Sopot", "wita stwosza"] })).toBe(true);
    expect(matches({ localization: ["Gdynia"] })).toBe(false);
    expect(matches({ localization: ["gdansk"] })).toBe(true);
  });

  it("category: equals the event type", () => {
    expect(matches({ category: ["Wykład"] })).toBe(true);
    expect(matches({ category: ["Wykł"] })).toBe(false);
  });

  it("speaker: a substring of the tutor; an event without a tutor never matches", () => {
    expect(matches({ speaker: "nowak" })).toBe(true);
    expect(matches({ speaker: "Kowalski" })).toBe(false);
    expect(matches({ speaker: "nowak" }, { ...lecture, tutor: null })).toBe(false);
  });

  it("speaker: Polish letters typed without their marks match, as in the search box", () => {
    expect(matches({ speaker: "Łukasz" }, { ...lecture, tutor: "dr Łukasz Wiśniewski" })).toBe(true);
    expect(matches({ speaker: "lukasz wisniewski" }, { ...lecture, tutor: "dr Łukasz Wiśniewski" })).toBe(true);
  });

  it("age group: any overlap", () => {
    expect(matches({ age_group: ["7-10", "dorośli"] })).toBe(true);
    expect(matches({ age_group: ["7-10"] })).toBe(false);
  });

  it("start time: within min and max inclusive, in Warsaw time", () => {
    expect(matches({ time_min: "10:30", time_max: "10:30" })).toBe(true);
    expect(matches({ time_min: "10:31" })).toBe(false);
    expect(matches({ time_max: "10:29" })).toBe(false);
    // 08:30 UTC would pass a 08:00-09:00 filter if the rule compared UTC times
    expect(matches({ time_min: "08:00", time_max: "09:00" })).toBe(false);
  });

  it("date: the festival-local day of the start", () => {
    expect(matches({ date: "2026-09-12" })).toBe(true);
    expect(matches({ date: "2026-09-13" })).toBe(false);
    // 23:30 UTC on the 12th is already the 13th in Warsaw
    expect(matches({ date: "2026-09-13" }, { ...lecture, date_start: "2026-09-12T23:30:00Z" })).toBe(true);
  });

  it("price types: free is <= 0, notfree > 0, none or both do not filter", () => {
    const paid = { ...lecture, price: 12.5 };
    expect(matches({ price_types: ["free"] })).toBe(true);
    expect(matches({ price_types: ["free"] }, paid)).toBe(false);
    expect(matches({ price_types: ["notfree"] }, paid)).toBe(true);
    expect(matches({ price_types: ["notfree"] })).toBe(false);
    expect(matches({ price_types: ["free", "notfree"] }, paid)).toBe(true);
    expect(matches({ price_types: [] }, paid)).toBe(true);
  });

  it("combines filters with AND", () => {
    expect(matches({ category: ["Wykład"], price_types: ["notfree"] })).toBe(false);
    expect(matches({ category: ["Wykład"], price_types: ["free"], speaker: "Anna" })).toBe(true);
  });

  it("filterEvents keeps the matching events in their order", () => {
    const second = { ...lecture, name: "Warsztat", type: "Warsztat" };
    expect(filterEvents([second, lecture, second], { ...noFilters, category: ["Warsztat"] })).toEqual([second, second]);
  });
});

describe("query string", () => {
  it("reads every filter back from the query", () => {
    const query = new URLSearchParams(
      "title=%C5%81%C3%B3d%C5%BA&organizator=A&organizator=B&localization=Gda&category=Wyk%C5%82ad&age_group=7-10" +
        "&speaker=Nowak&time_min=16:00&time_max=20:30&date=2026-09-12&price_types=free&page=3",
    );
    expect(parseEventFilters(query)).toEqual({
      title: "Łódź",
      organizator: ["A", "B"],
      localization: ["Gda"],
      category: ["Wykład"],
      age_group: ["7-10"],
      speaker: "Nowak",
      time_min: "16:00",
      time_max: "20:30",
      date: "2026-09-12",
      price_types: ["free"],
    });
    expect(parsePageNumber(query)).toBe(3);
  });

  it("leaves control characters out of the typed text: a NUL alone is no search", () => {
    expect(parseEventFilters(new URLSearchParams("title=%00&speaker=Kowal%07ski%0A"))).toEqual({ ...noFilters, speaker: "Kowalski" });
    // Invisible format characters too: a zero-width space, a soft hyphen, a word joiner, pasted along with a word.
    expect(parseEventFilters(new URLSearchParams("title=%E2%80%8B&speaker=Kowal%C2%ADski%E2%81%A0"))).toEqual({ ...noFilters, speaker: "Kowalski" });
  });

  it("falls back to no filter for malformed values", () => {
    const query = new URLSearchParams("time_min=25:00&time_max=x&date=12.09.2026&price_types=cheap&page=-2&organizator=");
    expect(parseEventFilters(query)).toEqual(noFilters);
    expect(parsePageNumber(query)).toBe(1);
    expect(parsePageNumber(new URLSearchParams("page=2.5"))).toBe(1);
    for (const page of ["1e1", "0x2", "2.0", " 2", "02", "+2"]) expect(parsePageNumber(new URLSearchParams({ page })), page).toBe(1);
    // The date's form, but no day of the calendar: a date field cannot show them.
    for (const date of ["2026-02-30", "2026-13-45", "2026-00-10", "0000-01-01"]) expect(parseEventFilters(new URLSearchParams({ date })).date, date).toBe("");
    expect(parseEventFilters(new URLSearchParams({ date: "2028-02-29" })).date).toBe("2028-02-29");
    // Past what a number holds exactly it would come back as 1e+20: not a page anyone linked to.
    expect(parsePageNumber(new URLSearchParams("page=99999999999999999999"))).toBe(1);
  });

  it("writes only non-default values and omits page 1, so a round trip is stable", () => {
    expect(eventListQuery(noFilters).toString()).toBe("");
    expect(eventListQuery(noFilters, 1).has("page")).toBe(false);
    const filters: EventFilters = { ...noFilters, organizator: ["Uniwersytet Gdański"], time_min: "16:00", price_types: ["notfree"] };
    const query = eventListQuery(filters, 2);
    expect(query.toString()).toBe("organizator=Uniwersytet+Gda%C5%84ski&time_min=16%3A00&price_types=notfree&page=2");
    expect(parseEventFilters(query)).toEqual(filters);
  });

  it("counts each kind of active filter once; both price types or the default time are not active", () => {
    expect(countActiveFilters(noFilters)).toBe(0);
    expect(countActiveFilters({ ...noFilters, title: "x", price_types: ["free", "notfree"] })).toBe(0);
    expect(countActiveFilters({ ...noFilters, organizator: ["A", "B"], time_max: "20:00", date: "2026-09-12" })).toBe(3);
  });
});

describe("ordering", () => {
  it("puts events a visitor cannot sign up for after the others, keeping each group's order", () => {
    const now = new Date("2026-09-10T12:00:00Z");
    const open = {
      person_limit: 10,
      users_count: 3,
      available_to: null,
      date_start: "2026-09-11T10:00:00+02:00",
      date_end: "2026-09-11T12:00:00+02:00",
      is_unavailable: false,
    };
    const events = [
      { ...open, id: 1, users_count: 10 },
      { ...open, id: 2 },
      { ...open, id: 3, date_start: "2026-09-09T10:00:00+02:00", date_end: "2026-09-09T12:00:00+02:00" },
      { ...open, id: 4, person_limit: 0 },
      { ...open, id: 5, is_unavailable: true },
      // Without registration: the festival API reports it unavailable, yet everyone may come.
      { ...open, id: 6, is_unavailable: true, registration_required: false },
    ];
    expect(availableFirst(events, now).map((event) => event.id)).toEqual([2, 4, 6, 1, 3, 5]);
  });

  it("orders the built-in match's hits by their start, as instants", () => {
    const hits = [
      { id: 1, date_start: "2026-09-12T12:00:00+02:00" },
      { id: 2, date_start: "2026-09-12T09:30:00Z" },
      { id: 3, date_start: "2026-09-12T11:00:00+02:00" },
    ];
    expect(byDateStart(hits).map((hit) => hit.id)).toEqual([3, 2, 1]);
  });

  it("orders search hits by time_start ascending, a hit without one last", () => {
    const hits = [{ id: 1, time_start: 300 }, { id: 4 }, { id: 2, time_start: 100 }, { id: 3, time_start: 200 }];
    expect(byTimeStart(hits).map((hit) => hit.id)).toEqual([2, 3, 1, 4]);
  });

  it("writes the whole list's address as / alone, never /? (one list, one URL)", () => {
    expect(eventListHref(parseEventFilters(new URLSearchParams()))).toBe("/");
    expect(eventListHref(noFilters, 1)).toBe("/");
    expect(eventListHref(noFilters, 2)).toBe("/?page=2");
  });
});

describe("helpers", () => {
  it("folds case and Polish diacritics", () => {
    expect(foldForSearch("ZAŻÓŁĆ GĘŚLĄ JAŹŃ")).toBe("zazolc gesla jazn");
  });

});
