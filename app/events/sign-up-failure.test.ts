import { describe, expect, it } from "vitest";
import { serverMessages } from "#contract/errors";
import { signUpFailureOf } from "~/events/sign-up-failure";

describe("signUpFailureOf (spec §8)", () => {
  it("words the known refusals itself, by code or by the exact Polish message alone", () => {
    expect(signUpFailureOf({ message: serverMessages.user_has_events_at_the_same_time, code: "user_has_events_at_the_same_time" })).toEqual({
      kind: "reason",
      reason: "sameTime",
    });
    expect(signUpFailureOf({ message: "Przekroczono limit osób" })).toEqual({ kind: "reason", reason: "limitExceeded" });
    expect(signUpFailureOf({ message: "Nie znaleziono wydarzenia" })).toEqual({ kind: "reason", reason: "notFound" });
    expect(signUpFailureOf({ message: "whatever", code: "registration_closed" })).toEqual({ kind: "reason", reason: "deadline" });
  });

  it("sends an unverified account to verify its e-mail, then its phone", () => {
    expect(signUpFailureOf({ message: "Your email address is not verified." })).toEqual({ kind: "verify", path: "/verify/mail" });
    expect(signUpFailureOf({ message: "Twój numer telefonu nie został zweryfikowany" })).toEqual({ kind: "verify", path: "/verify/sms" });
  });

  it("shows any other message as the server sent it", () => {
    expect(signUpFailureOf({ message: "Wydarzenie odwołane" })).toEqual({ kind: "server-message", message: "Wydarzenie odwołane" });
    expect(signUpFailureOf(undefined)).toEqual({ kind: "unknown" });
  });
});
