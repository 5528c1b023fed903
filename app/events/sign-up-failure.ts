import type { TFunction } from "i18next";
import type { ServerErrorCode } from "#contract/errors";
import type { FestivalApiProblem } from "~/festival-api/festival-api-problem";

/** Refusals of a sign-up the portal words itself (spec §8), as keys under `signUp.failure.` in `events`. */
const reasonByCode = {
  user_has_events_at_the_same_time: "sameTime",
  event_not_found: "notFound",
  participant_limit_exceeded: "limitExceeded",
  registration_closed: "deadline",
  registration_not_required: "notRequired",
  payment_required: "paymentRequired",
  busy: "busy",
} as const satisfies Partial<Record<ServerErrorCode, string>>;

export type SignUpFailure =
  | { kind: "reason"; reason: (typeof reasonByCode)[keyof typeof reasonByCode] }
  | { kind: "server-message"; message: string }
  | { kind: "unknown" };

/**
 * What to tell the user when a sign-up fails (spec §8). Refusals are matched by their code (the festival API
 * client reads it from the exact Polish message when the server sends only that); anything else shows the
 * server's message as it is. An unverified account never gets here: the client sends it to verify first.
 */
export function signUpFailureOf(problem: FestivalApiProblem): SignUpFailure {
  if (problem.kind === "unavailable") return { kind: "unknown" };
  if (problem.code && problem.code in reasonByCode) return { kind: "reason", reason: reasonByCode[problem.code as keyof typeof reasonByCode] };
  return problem.message ? { kind: "server-message", message: problem.message } : { kind: "unknown" };
}

/** The sign-up box's message for a failure, in the user's language (`t` of the `events` namespace). */
export function signUpFailureMessage(problem: FestivalApiProblem, t: TFunction): string {
  const failure = signUpFailureOf(problem);
  if (failure.kind === "reason") return t(`signUp.failure.${failure.reason}`);
  return failure.kind === "server-message" ? failure.message : t("actionFailed");
}
