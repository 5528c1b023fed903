import type { ContentfulStatusCode } from "hono/utils/http-status";
import { serverMessages, type ServerErrorCode } from "../../contract/errors";

/**
 * A rule said no: thrown by services, answered by the app's error handler as the contract's error body
 * `{ message, code, errors? }`. Anything else thrown is a bug and answers 500 without details.
 */
export class ApiProblem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ServerErrorCode,
    readonly errors?: Record<string, string[]>,
    message: string = serverMessages[code],
  ) {
    super(message);
  }

  body() {
    return { message: this.message, code: this.code, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

/** A 422 with one message under one field, for rules that only the database can check (unique e-mail). */
export function fieldProblem(field: string, code: ServerErrorCode): ApiProblem {
  return new ApiProblem(422, code, { [field]: [serverMessages[code]] });
}
