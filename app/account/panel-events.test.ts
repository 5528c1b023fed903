import { describe, expect, it } from "vitest";
import { comingFirst, endedRegistrations, ratedEvents, showsEndedTab } from "~/account/panel-events";

const now = new Date("2026-09-15T12:00:00+02:00");
const event = (name: string, start: string, end: string, isRated = false, lastEnd: string | null = null) => ({
  name,
  date_start: start,
  date_end: end,
  date_end_last: lastEnd,
  isRated,
});

const future = event("future", "2026-09-20T10:00:00+02:00", "2026-09-20T12:00:00+02:00");
const running = event("running", "2026-09-15T11:00:00+02:00", "2026-09-15T13:00:00+02:00");
const endedRated = event("ended rated", "2026-09-14T10:00:00+02:00", "2026-09-14T12:00:00+02:00", true);
const endedOlder = event("ended older", "2026-09-10T10:00:00+02:00", "2026-09-10T12:00:00+02:00");
const endedNewer = event("ended newer", "2026-09-13T10:00:00+02:00", "2026-09-13T12:00:00+02:00");
const moreDatesLater = event("more dates", "2026-09-12T10:00:00+02:00", "2026-09-12T12:00:00+02:00", false, "2026-09-18T12:00:00+02:00");

describe("panel tabs", () => {
  it("lists what is ahead or on first, the soonest first, then what has ended, the latest first", () => {
    const soon = event("soon", "2026-09-16T10:00:00+02:00", "2026-09-16T12:00:00+02:00");
    const listed = comingFirst([endedOlder, future, endedNewer, running, soon], now).map((entry) => entry.name);
    expect(listed).toEqual(["running", "soon", "future", "ended newer", "ended older"]);
  });

  it("shows the 'add opinion' tab once any registered event has started", () => {
    expect(showsEndedTab([future], now)).toBe(false);
    expect(showsEndedTab([], now)).toBe(false);
    expect(showsEndedTab([future, running], now)).toBe(true);
  });

  it("lists ended registrations, unrated first, each group the latest first", () => {
    const all = [future, running, endedRated, endedOlder, endedNewer, moreDatesLater];
    // The user's date of an activity with later dates ended on the 12th: it is theirs to review now, as the
    // event page and the festival API agree (contract/registration-state.ts hasEnded).
    expect(endedRegistrations(all, now).map((e) => e.name)).toEqual(["ended newer", "more dates", "ended older", "ended rated"]);
  });

  it("lists only the rated ended events as reviews", () => {
    expect(ratedEvents([future, endedRated, endedOlder, { ...running, isRated: true }], now).map((e) => e.name)).toEqual(["ended rated"]);
  });
});
