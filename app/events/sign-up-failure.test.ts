import { describe, expect, it } from "vitest";
import { serverMessages, type ApiError } from "#contract/errors";
import { signUpFailureOf } from "~/events/sign-up-failure";
import { refusalOf } from "~/festival-api/festival-api-problem";

/** A refusal as the festival API client reads it from an error answer. */
function refused(body: ApiError, status = 409) {
  return refusalOf(status, body, new Headers())!;
}

describe("signUpFailureOf (spec §8)", () => {
  it("words the known refusals itself, by code or by the exact Polish message alone", () => {
    expect(signUpFailureOf(refused({ message: serverMessages.user_has_events_at_the_same_time, code: "user_has_events_at_the_same_time" }))).toEqual({
      kind: "reason",
      reason: "sameTime",
    });
    expect(signUpFailureOf(refused({ message: "Przekroczono limit osób" }))).toEqual({ kind: "reason", reason: "limitExceeded" });
    expect(signUpFailureOf(refused({ message: "Nie znaleziono wydarzenia" }, 404))).toEqual({ kind: "reason", reason: "notFound" });
    expect(signUpFailureOf(refused({ message: "whatever", code: "registration_closed" }))).toEqual({ kind: "reason", reason: "deadline" });
  });

  it("shows any other message as the server sent it", () => {
    expect(signUpFailureOf(refused({ message: "Wydarzenie odwołane" }))).toEqual({ kind: "server-message", message: "Wydarzenie odwołane" });
    expect(signUpFailureOf({ kind: "unavailable", status: 503, detail: "POST /api/v1/event/subscribe/1 timed out" })).toEqual({ kind: "unknown" });
  });
});
