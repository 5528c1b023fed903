import { describe, expect, it } from "vitest";
import { signUpStateOf } from "./sign-up-state";

const now = new Date("2026-09-10T12:00:00Z");
const open = { subscribed: false, users_count: 3, person_limit: 10, available_to: null };

describe("signUpStateOf (spec §4)", () => {
  it("offers sign-up with a free seat and no deadline", () => {
    expect(signUpStateOf(open, now)).toBe("offered");
  });

  it("offers it without a limit however many came", () => {
    expect(signUpStateOf({ ...open, person_limit: 0, users_count: 500 }, now)).toBe("offered");
  });

  it("says no seats when the count reached the limit", () => {
    expect(signUpStateOf({ ...open, users_count: 10 }, now)).toBe("no-seats");
    expect(signUpStateOf({ ...open, users_count: 9 }, now)).toBe("offered");
  });

  it("is closed once available_to has passed, open before it", () => {
    expect(signUpStateOf({ ...open, available_to: "2026-09-10T12:00:00Z" }, now)).toBe("closed");
    expect(signUpStateOf({ ...open, available_to: "2026-09-10T12:00:01Z" }, now)).toBe("offered");
  });

  it("shows the subscribed state before anything else", () => {
    expect(signUpStateOf({ ...open, subscribed: true, users_count: 10 }, now)).toBe("subscribed");
  });
});
