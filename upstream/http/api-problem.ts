import type { ContentfulStatusCode } from "hono/utils/http-status";
import { serverMessages, type ServerErrorCode } from "../../contract/errors";
import { fieldErrorCodes } from "../../contract/field-rules";

/**
 * A rule said no: thrown by services, answered by the app's error handler as the contract's error body
 * `{ message, code, errors?, error_codes? }` with `headers`. Anything else thrown is a bug and answers 500
 * without details.
 */
export class ApiProblem extends Error {
  /** Headers of the answer, e.g. Retry-After of a 429. */
  readonly headers: Record<string, string> = {};

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ServerErrorCode,
    readonly errors?: Record<string, string[]>,
    message: string = serverMessages[code],
  ) {
    super(message);
  }

  body() {
    return {
      message: this.message,
      code: this.code,
      ...(this.errors ? { errors: this.errors, error_codes: fieldErrorCodes(this.errors) } : {}),
    };
  }
}

/** A 422 with one message under one field, for rules that only the database can check (unique e-mail). */
export function fieldProblem(field: string, code: ServerErrorCode): ApiProblem {
  return fieldsProblem([[field, code]]);
}

/** A 422 with a message under each of several fields, so a form learns of them all at once; coded as the first. */
export function fieldsProblem(refusals: [field: string, code: ServerErrorCode][]): ApiProblem {
  const [[, firstCode]] = refusals;
  return new ApiProblem(422, firstCode, Object.fromEntries(refusals.map(([field, code]) => [field, [serverMessages[code]]])));
}

/** A 429 whose `Retry-After` says in how many seconds (whole, at least 1) trying again can succeed. */
export function throttledProblem(code: ServerErrorCode, retryAfterSeconds: number, errors?: Record<string, string[]>): ApiProblem {
  const problem = new ApiProblem(429, code, errors);
  problem.headers["Retry-After"] = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  return problem;
}
