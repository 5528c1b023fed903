import { describe, expect, it } from "vitest";
import { serverMessages, type ServerErrorCode } from "#contract/errors";
import { formReplyErrors, problemText } from "~/components/forms/festival-api-form-errors.server";
import { refusalOf } from "~/festival-api/festival-api-problem";
import { supportedLanguages } from "~/i18n/i18n";
import { translatorFor } from "~/i18n/i18next.server";

/**
 * Every refusal code the festival API answers to an action of the event page (upstream/events/*.ts) is worded by
 * the portal in both languages, never shown as the server's Polish message. The codes an action treats as its
 * outcome are left out: cancelling 409 `not_subscribed` (already cancelled), removing a participant or deleting a
 * review 404 (already gone), and the event 404 of sign-up and cancel (home, spec §7).
 */
const actionCodes: Record<string, ServerErrorCode[]> = {
  signUp: [
    "event_not_found",
    "registration_not_required",
    "registration_closed",
    "payment_required",
    "user_has_events_at_the_same_time",
    "participant_limit_exceeded",
    "busy",
  ],
  cancel: ["event_ended", "busy"],
  removeParticipant: ["participants_final", "busy"],
  addParticipant: ["event_not_found", "not_subscribed", "registration_closed", "too_many_participants", "participant_limit_exceeded", "busy"],
  saveReview: ["event_not_found", "not_subscribed", "event_not_ended", "review_exists", "review_not_found"],
};

function refusalWith(code: ServerErrorCode) {
  const status = code === "busy" ? 503 : code.endsWith("not_found") ? 404 : 409;
  return refusalOf(status, { message: serverMessages[code], code }, new Headers())!;
}

describe.each(supportedLanguages)("refusals of the event page's actions in %s", (language) => {
  for (const [action, codes] of Object.entries(actionCodes)) {
    it.each(codes)(`${action} words %s`, (code) => {
      const { formErrors } = formReplyErrors(refusalWith(code), language, { failed: "failed" });
      expect(formErrors).toEqual([translatorFor(language, "forms")(`validation.${code}`)]);
      // The Polish words may be the server's own (spec §8 'Przekroczono limit osób'); the English never are.
      if (language === "en") expect(formErrors[0]).not.toBe(serverMessages[code]);
    });
  }
});

describe("refusals of a server that sends only the message (spec §8: matched by its Polish text)", () => {
  const refusal = (message: string, status = 409) => refusalOf(status, { message }, new Headers())!;
  const failed = "failed";

  it("words a spec message by its code, in English too", () => {
    expect(problemText(refusal("Przekroczono limit osób"), "en", failed)).toBe(translatorFor("en", "forms")("validation.participant_limit_exceeded"));
    expect(problemText(refusal(serverMessages.user_has_events_at_the_same_time), "en", failed)).toBe(
      translatorFor("en", "forms")("validation.user_has_events_at_the_same_time"),
    );
  });

  it("shows any other message as the server sent it, and the generic error without an answer", () => {
    expect(problemText(refusal("Wydarzenie odwołane"), "en", failed)).toBe("Wydarzenie odwołane");
    expect(problemText({ kind: "unavailable", status: 503, detail: "POST /api/v1/event/subscribe/1 timed out" }, "pl", failed)).toBe(failed);
  });
});
