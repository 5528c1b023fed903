import { describe, expect, it } from "vitest";
import {
  blocksSignUp,
  hasEnded,
  participationStateOf,
  registrationClosesAt,
  registrationStateOf,
  signUpWindowOpen,
  visitorParticipationStateOf,
  visitorRegistrationStateOf,
  type ParticipationState,
  type RegistrationFacts,
  type RegistrationState,
} from "./registration-state";

const now = new Date("2026-09-10T12:00:00Z");
const tomorrow = "2026-09-11T12:00:00+02:00";
const yesterday = "2026-09-09T12:00:00+02:00";
const nextWeek = "2026-09-17T12:00:00+02:00";
/** Seats free, no deadline, starting tomorrow and ending next week, not subscribed. */
const open: RegistrationFacts = {
  person_limit: 10,
  users_count: 3,
  available_to: null,
  date_start: tomorrow,
  date_end: nextWeek,
  subscribed: false,
  is_unavailable: false,
};

describe("registrationStateOf (ARCHITECTURE.md 'When sign-up is open')", () => {
  it("is open with a free seat and no deadline before the start", () => {
    expect(registrationStateOf(open, now)).toBe("open");
  });

  it("treats a limit of 0 as unlimited, however many came", () => {
    expect(registrationStateOf({ ...open, person_limit: 0, users_count: 500 }, now)).toBe("open");
  });

  it("is full exactly when the count reaches the limit", () => {
    expect(registrationStateOf({ ...open, users_count: 10 }, now)).toBe("full");
    expect(registrationStateOf({ ...open, users_count: 9 }, now)).toBe("open");
  });

  it("is closed at the deadline itself, open a second before it", () => {
    expect(registrationStateOf({ ...open, available_to: "2026-09-10T12:00:00Z" }, now)).toBe("closed");
    expect(registrationStateOf({ ...open, available_to: "2026-09-10T14:00:00+02:00" }, now)).toBe("closed");
    expect(registrationStateOf({ ...open, available_to: "2026-09-10T12:00:01Z" }, now)).toBe("open");
  });

  it("lets a future deadline win over a start already past", () => {
    expect(registrationStateOf({ ...open, date_start: yesterday, available_to: tomorrow }, now)).toBe("open");
  });

  it("is closed once the event has ended, whatever later deadline it has", () => {
    const ended = { ...open, date_start: "2026-09-10T09:00:00Z", date_end: "2026-09-10T12:00:00Z", available_to: nextWeek };
    expect(registrationStateOf(ended, now)).toBe("closed");
    expect(signUpWindowOpen(ended, now)).toBe(false);
    expect(registrationStateOf({ ...ended, date_end: "2026-09-10T12:00:01Z" }, now)).toBe("open");
  });

  it("without a deadline, is closed once the event has started and open before", () => {
    expect(registrationStateOf({ ...open, date_start: yesterday }, now)).toBe("closed");
    expect(registrationStateOf({ ...open, date_start: "2026-09-10T12:00:00Z" }, now)).toBe("closed");
    expect(registrationStateOf({ ...open, date_start: tomorrow }, now)).toBe("open");
  });

  it("says closed, not full, for an event full and closed by time (the issue's ended event)", () => {
    expect(registrationStateOf({ ...open, users_count: 10, date_start: yesterday }, now)).toBe("closed");
    expect(registrationStateOf({ ...open, person_limit: 40, users_count: 22, date_start: yesterday, is_unavailable: true }, now)).toBe("closed");
  });

  it("shows the subscribed state before anything else, also when full or closed", () => {
    expect(registrationStateOf({ ...open, subscribed: true, users_count: 10 }, now)).toBe("subscribed");
    expect(registrationStateOf({ ...open, subscribed: true, date_start: yesterday }, now)).toBe("subscribed");
  });

  it("is unavailable when a server says so with seats free and time open, and says why otherwise", () => {
    expect(registrationStateOf({ ...open, is_unavailable: true }, now)).toBe("unavailable");
    expect(registrationStateOf({ ...open, is_unavailable: true, users_count: 10 }, now)).toBe("full");
    expect(registrationStateOf({ ...open, is_unavailable: true, available_to: yesterday }, now)).toBe("closed");
  });

  it("reads database dates as well as contract text", () => {
    const fromDatabase = { ...open, date_start: new Date("2026-09-10T11:59:59Z"), available_to: null };
    expect(registrationStateOf(fromDatabase, now)).toBe("closed");
    expect(registrationStateOf({ ...fromDatabase, available_to: new Date("2026-09-10T13:00:00Z") }, now)).toBe("open");
  });
});

describe("the rule's helpers", () => {
  it("registration closes at the deadline, else at the start, and at the latest at the end", () => {
    expect(registrationClosesAt({ available_to: yesterday, date_start: tomorrow, date_end: nextWeek })).toBe(yesterday);
    expect(registrationClosesAt({ available_to: null, date_start: tomorrow, date_end: nextWeek })).toBe(tomorrow);
    expect(registrationClosesAt({ available_to: nextWeek, date_start: yesterday, date_end: tomorrow })).toBe(tomorrow);
  });

  it("a visitor's state ignores who is asking", () => {
    const subscriberOfAFullEvent = { ...open, subscribed: true, users_count: 10 };
    expect(registrationStateOf(subscriberOfAFullEvent, now)).toBe("subscribed");
    expect(visitorRegistrationStateOf(subscriberOfAFullEvent, now)).toBe("full");
  });

  it("only closed, full and unavailable block sign-up", () => {
    const states: RegistrationState[] = ["subscribed", "open", "closed", "full", "unavailable"];
    expect(states.filter(blocksSignUp)).toEqual(["closed", "full", "unavailable"]);
  });
});

describe("events without registration (participationStateOf)", () => {
  it("are not-required before anything else, also when the server reports them unavailable or a seat is held", () => {
    expect(participationStateOf({ ...open, registration_required: false, is_unavailable: true }, now)).toBe("not-required");
    expect(participationStateOf({ ...open, registration_required: false, subscribed: true, date_start: yesterday }, now)).toBe("not-required");
  });

  it("are the registration state otherwise, also from a server that does not send the flag", () => {
    expect(participationStateOf({ ...open, registration_required: true }, now)).toBe("open");
    expect(participationStateOf({ ...open, users_count: 10 }, now)).toBe("full");
  });

  it("are not-required for a visitor too (visitorParticipationStateOf), whatever the festival API's is_unavailable", () => {
    const { subscribed: _, ...visitorFacts } = open;
    expect(visitorParticipationStateOf({ ...visitorFacts, registration_required: false, is_unavailable: true }, now)).toBe("not-required");
    expect(visitorParticipationStateOf({ ...visitorFacts, is_unavailable: true }, now)).toBe("unavailable");
  });

  it("are not dimmed: everyone may come without signing up", () => {
    const states: ParticipationState[] = ["not-required", "open", "closed"];
    expect(states.filter(blocksSignUp)).toEqual(["closed"]);
  });
});

describe("the sign-up window (signUpWindowOpen)", () => {
  const ends = (date_end: string) => ({ available_to: null, date_start: tomorrow, date_end });

  it("is open before the deadline, else before the start", () => {
    expect(signUpWindowOpen(ends("2026-09-11T14:00:00+02:00"), now)).toBe(true);
    expect(signUpWindowOpen({ ...ends(tomorrow), date_start: yesterday }, now)).toBe(false);
    expect(signUpWindowOpen({ ...ends(tomorrow), date_start: yesterday, available_to: tomorrow }, now)).toBe(true);
    expect(signUpWindowOpen({ ...ends(tomorrow), available_to: "2026-09-10T12:00:00Z" }, now)).toBe(false);
  });

  it("is closed once the event has ended, whatever the deadline", () => {
    const ended = { available_to: "2026-09-12T12:00:00Z", date_start: "2026-09-09T10:00:00Z", date_end: "2026-09-10T12:00:00Z" };
    expect(signUpWindowOpen(ended, now)).toBe(false);
  });
});

describe("the end of an event (hasEnded)", () => {
  it("is its own end, from that instant on, whatever its other dates do", () => {
    expect(hasEnded({ date_end: "2026-09-10T14:00:00+02:00" }, now)).toBe(true);
    expect(hasEnded({ date_end: new Date(now.getTime() + 1) }, now)).toBe(false);
    const dateWithLaterSiblings = { date_end: yesterday, date_end_last: tomorrow };
    expect(hasEnded(dateWithLaterSiblings, now)).toBe(true);
  });
});
