import { positiveWholeNumberOf } from "#contract/whole-number";

const notFound = () => new Response("Not found", { status: 404 });

/**
 * The `$id` of an event route's URL, a positive whole number; for anything else it throws what `otherwise` makes:
 * a 404, or the event page's own answer (spec §7 sends the visitor home).
 */
export function eventIdParamOf(params: { id?: string }, otherwise: () => Response = notFound): number {
  const id = parsedEventIdParam(params);
  if (id === undefined) throw otherwise();
  return id;
}

/**
 * The `$id` of an event route's URL, a positive whole number written as `eventPath` writes it (decimal digits, no
 * leading zero), or undefined for anything else: `0x64`, `1e2`, `100.0` or `%20100` are no address of event 100.
 */
export function parsedEventIdParam(params: { id?: string }): number | undefined {
  return positiveWholeNumberOf(params.id);
}

/** The event page's path, whose `$id` `eventIdParamOf` reads back. */
export const eventPath = (eventId: number) => `/event/${eventId}`;

/** Whether a path is an event's page (`eventPath`), not another page under it. */
export const isEventPagePath = (pathname: string) => /^\/event\/\d+$/.test(pathname);
