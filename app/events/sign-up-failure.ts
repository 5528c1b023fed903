import { serverMessages, type ApiError, type ServerErrorCode } from "#contract/errors";

/** Refusals of a sign-up the portal words itself (spec §8), as keys under `signUp.failure.` in `events`. */
const reasonByCode = {
  user_has_events_at_the_same_time: "sameTime",
  event_not_found: "notFound",
  participant_limit_exceeded: "limitExceeded",
  registration_closed: "deadline",
} as const;

export type SignUpFailure =
  | { kind: "verify"; path: "/verify/mail" | "/verify/sms" }
  | { kind: "reason"; reason: (typeof reasonByCode)[keyof typeof reasonByCode] }
  | { kind: "server-message"; message: string }
  | { kind: "unknown" };

const codeByMessage = new Map<string, ServerErrorCode>(
  Object.entries(serverMessages).map(([code, message]): [string, ServerErrorCode] => [message, code as ServerErrorCode]),
);

/**
 * What to tell the user when the festival API refuses a sign-up (spec §8). Errors are matched by `code`, else by
 * the exact Polish message (the festival's existing backend sends only the message); an unverified account
 * goes to verify first; anything else shows the server's message as it is.
 */
export function signUpFailureOf(body: ApiError | undefined): SignUpFailure {
  if (!body) return { kind: "unknown" };
  const code = body.code ?? codeByMessage.get(body.message.trim());
  if (code === "email_not_verified") return { kind: "verify", path: "/verify/mail" };
  if (code === "phone_not_verified") return { kind: "verify", path: "/verify/sms" };
  if (code && code in reasonByCode) return { kind: "reason", reason: reasonByCode[code as keyof typeof reasonByCode] };
  return body.message ? { kind: "server-message", message: body.message } : { kind: "unknown" };
}
