import type { Context } from "hono";
import type * as z from "zod";
import { serverMessages } from "../../contract/errors";
import { fieldErrorCodes } from "../../contract/field-rules";

/** Groups zod issues into the contract's `errors: { field: [messages] }`; nested paths are dotted. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "body";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * The app's defaultHook: invalid input answers 422 `{ message, errors, error_codes }` instead of Hono's 400;
 * the codes let a portal word each message in its own language.
 */
export function validationHook(result: { success: true } | { success: false; error: z.ZodError }, c: Context) {
  if (!result.success) {
    const errors = fieldErrors(result.error);
    const first = Object.values(errors)[0]?.[0];
    return c.json(
      { message: first ?? serverMessages.validation_failed, code: "validation_failed", errors, error_codes: fieldErrorCodes(errors) },
      422,
    );
  }
}
