import type { ServerErrorCode } from "../../contract/errors";
import { positiveWholeNumberOf } from "../../contract/whole-number";
import { ApiProblem } from "./api-problem";

/** A database id from a path segment, or null when it cannot be one (so the route answers 404). */
export function resourceId(text: string): number | null {
  // PostgreSQL's integer, the ids' column type.
  return positiveWholeNumberOf(text, 2_147_483_647) ?? null;
}

/** The id of a path segment, or the route's own 404 (e.g. event_not_found) when it cannot be one. */
export function requireResourceId(text: string, notFound: ServerErrorCode): number {
  const id = resourceId(text);
  if (id === null) throw new ApiProblem(404, notFound);
  return id;
}
