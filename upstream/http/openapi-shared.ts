import { z } from "@hono/zod-openapi";
import { messageResponseSchema } from "../../contract/common";
import { apiErrorSchema, validationErrorSchema } from "../../contract/errors";
import { eventLanguages } from "../../contract/event";

/** Named components of the OpenAPI document; the schemas themselves stay plain zod in contract/. */
export const ApiErrorBody = apiErrorSchema.meta({ id: "ApiError" });
export const MessageAnswer = messageResponseSchema.meta({ id: "Message" });
export const ValidationErrorBody = validationErrorSchema.meta({ id: "ValidationError" });

const errorDescriptions = {
  400: "Malformed body (invalid JSON or UTF-8)",
  401: "Missing or invalid bearer token",
  403: "E-mail or phone not verified",
  404: "Not found",
  409: "A rule of the festival refused the change",
  413: "Body too large",
  415: "Body is not JSON",
  422: "Invalid input",
  429: "Throttled",
  503: "Busy, or the database is out of reach: try again",
} as const;

const errorHeaders: Partial<Record<keyof typeof errorDescriptions, Record<string, { description: string; schema: { type: "integer" | "string" } }>>> = {
  413: { Connection: { description: "`close`: the body is read no further than a drain of up to 1 MiB, and the connection ends", schema: { type: "string" } } },
  429: { "Retry-After": { description: "Seconds until trying again can succeed", schema: { type: "integer" } } },
};

type ErrorStatus = keyof typeof errorDescriptions;

/**
 * The documented error answers of a route: these, and 503, which any route that reads the database may answer
 * (its pool busy, or its server out of reach).
 */
export function errorResponses(...statuses: ErrorStatus[]) {
  return errorResponsesWithoutDatabase(...statuses, 503);
}

/** The documented error answers of a route that never reads the database (the legal pages): these alone. */
export function errorResponsesWithoutDatabase(...statuses: ErrorStatus[]) {
  return Object.fromEntries(
    [...new Set(statuses)].map((status) => [
      status,
      {
        description: errorDescriptions[status],
        ...(errorHeaders[status] ? { headers: errorHeaders[status] } : {}),
        content: { "application/json": { schema: status === 422 ? ValidationErrorBody : ApiErrorBody } },
      },
    ]),
  );
}

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { "application/json": { schema } } } as const;
}

/** Ids travel as path text; handlers parse them with `resourceId` so a malformed id is a 404, not a 500. */
export const idParam = z.string().meta({ description: "A positive integer id", example: "12" });
export const langParam = z.enum(eventLanguages).meta({ description: "Language of names and descriptions" });

export const bearerSecurity = [{ bearerAuth: [] }];
/** A public operation that answers the caller's own flags when a bearer token comes (and 401 for a dead one). */
export const optionalBearerSecurity: Record<string, string[]>[] = [{}, { bearerAuth: [] }];

/** Calls of spec §7 with an empty body: nothing, or `{}`; anything else is refused rather than ignored. */
export const emptyBody = {
  required: false,
  content: { "application/json": { schema: z.object({}).strict().meta({ description: "Empty or {}" }) } },
} as const;
