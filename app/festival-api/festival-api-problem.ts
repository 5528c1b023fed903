import { apiErrorSchema, serverMessages, type ServerErrorCode } from "#contract/errors";

/**
 * What a call to the festival API can answer besides its value, as the routes see it (ARCHITECTURE.md "Sessions
 * and auth"). A refusal is an answer the route turns into its own (a message, a redirect home); `unavailable` is
 * the festival API not answering usefully at all. A 401 on the user's token and an unverified account never reach
 * a route: the client's policy ends the session or sends the user to verify (festival-api.server.ts).
 */
export type RefusalKind =
  /** 404 (spec §7: the event page goes home). */
  | "not-found"
  /** 409: a rule said no (same-time sign-up, no seats, a review that exists). */
  | "conflict"
  /** 422: field errors. */
  | "invalid"
  /** 429: throttled; `retryAfterSeconds` says when to try again. */
  | "throttled"
  /** 503 with a contract error body: the festival API is up but busy (a seat lock timed out), try again. */
  | "busy"
  /** Any other 4xx: a wrong password at login (401 without a token), a 403 that asks for no verification, a 400. */
  | "refused";

export const everyRefusalKind = ["not-found", "conflict", "invalid", "throttled", "busy", "refused"] as const satisfies readonly RefusalKind[];

export interface FestivalApiRefusal<Kind extends RefusalKind = RefusalKind> {
  kind: Kind;
  status: number;
  /** The server's message (spec §8 shows some as they are); absent when the answer had no contract error body. */
  message: string | undefined;
  /**
   * The error code of contract/errors.ts: the answer's own, else the one whose exact Polish message it sent (the
   * festival's existing backend sends only messages, spec §8).
   */
  code: string | undefined;
  /** Field → messages of a 422, first message first (spec §5 shows the first). */
  fieldErrors: Record<string, string[]>;
  /** Field → the code of each message, when the server sends `error_codes`. */
  fieldCodes: Record<string, string[]>;
  /** From `Retry-After` (429, busy 503), in seconds. */
  retryAfterSeconds: number | undefined;
}

/** A timeout, a refused connection, a 5xx, an answer of the wrong shape or one the call does not expect. */
export interface FestivalApiUnavailable {
  kind: "unavailable";
  status: 503;
  /** What went wrong, for the log only. */
  detail: string;
}

export type FestivalApiProblem = FestivalApiRefusal | FestivalApiUnavailable;

export type FestivalApiResult<Value, Problem = FestivalApiProblem> = { ok: true; value: Value } | { ok: false; problem: Problem };

const codeByMessage = new Map<string, ServerErrorCode>(
  Object.entries(serverMessages).map(([code, message]): [string, ServerErrorCode] => [message, code as ServerErrorCode]),
);

/** The answer's error code, else the code of its exact message. */
export function errorCodeOf(body: { code?: string; message?: string } | undefined): string | undefined {
  return body?.code ?? (body?.message ? codeByMessage.get(body.message.trim()) : undefined);
}

function kindOf(status: number, hasContractBody: boolean): RefusalKind | undefined {
  if (status === 404) return "not-found";
  if (status === 409) return "conflict";
  if (status === 422) return "invalid";
  if (status === 429) return "throttled";
  if (status === 503 && hasContractBody) return "busy";
  if (status >= 400 && status < 500) return "refused";
  return undefined;
}

function retryAfterSecondsOf(headers: Headers): number | undefined {
  const value = headers.get("Retry-After");
  if (value === null) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/**
 * An error body as a looser server writes it, in the contract's shape where it can be: PHP writes an empty
 * `errors` as `[]`, a field's one message may come bare, and a `code` that is no text (the status again) says
 * nothing the portal can use. Left as they are, any of these threw the whole body away, its message too.
 */
function asContractErrorBody(payload: unknown): unknown {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return payload;
  const { code, errors, error_codes: errorCodes, ...rest } = payload as Record<string, unknown>;
  return { ...rest, code: typeof code === "string" ? code : undefined, errors: fieldMessagesOf(errors), error_codes: fieldMessagesOf(errorCodes) };
}

function fieldMessagesOf(value: unknown): Record<string, string[]> | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const fields = Object.entries(value).map(([field, messages]): [string, unknown[]] => [field, Array.isArray(messages) ? messages : [messages]]);
  return Object.fromEntries(fields.map(([field, messages]) => [field, messages.filter((message): message is string => typeof message === "string")]));
}

/** An error answer read as a refusal; undefined for one that is no refusal (a 5xx without a contract error). */
export function refusalOf(status: number, payload: unknown, headers: Headers): FestivalApiRefusal | undefined {
  const parsed = apiErrorSchema.safeParse(asContractErrorBody(payload));
  const body = parsed.success ? parsed.data : undefined;
  const kind = kindOf(status, body !== undefined);
  if (!kind) return undefined;
  return {
    kind,
    status,
    message: body?.message,
    code: errorCodeOf(body),
    fieldErrors: body?.errors ?? {},
    fieldCodes: body?.error_codes ?? {},
    retryAfterSeconds: retryAfterSecondsOf(headers),
  };
}
