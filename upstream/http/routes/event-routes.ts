import { createRoute, z } from "@hono/zod-openapi";
import { apiPathPatterns } from "../../../contract/paths";
import { eventListResponseSchema, eventResponseSchema, eventSchema } from "../../../contract/event";
import { filtersResponseSchema, filtersSchema } from "../../../contract/filters";
import { loadEvent, loadEvents } from "../../events/event-repository";
import { loadFilters } from "../../events/filters-repository";
import { PublicEventList } from "../../events/public-event-list";
import type { FestivalDeps } from "../../festival-deps";
import { ApiProblem } from "../api-problem";
import type { FestivalApp } from "../app-env";
import { authenticate } from "../authentication";
import { jsonWithEtag, preparedJsonResponse } from "../etag";
import { errorResponses, idParam, jsonContent, langParam, optionalBearerSecurity } from "../openapi-shared";
import { resourceId } from "../resource-id";

export const EventBody = eventSchema.meta({ id: "Event" });
const EventList = eventListResponseSchema.extend({ data: z.array(EventBody) }).meta({ id: "EventList" });
export const EventAnswer = eventResponseSchema.extend({ data: EventBody }).meta({ id: "EventAnswer" });
const FiltersAnswer = filtersResponseSchema.extend({ data: filtersSchema.meta({ id: "Filters" }) });
const notModified = { 304: { description: "Not modified (If-None-Match matched the ETag)" } };
/** A 200 that carries the ETag a later If-None-Match may send back for a 304. */
const withETag = <Answer extends object>(answer: Answer) => ({
  ...answer,
  headers: { ETag: { description: "The answer's version, for If-None-Match", schema: { type: "string" as const } } },
});

const listEvents = createRoute({
  method: "get",
  path: apiPathPatterns.events,
  summary: "Every event in a language, with the caller's flags when a bearer token is sent (401 if it is not a live one)",
  security: optionalBearerSecurity,
  middleware: [authenticate("optional")] as const,
  request: { params: z.object({ lang: langParam }) },
  responses: { 200: withETag(jsonContent(EventList, "The events")), ...notModified, ...errorResponses(401, 422) },
});

const getFilters = createRoute({
  method: "get",
  path: apiPathPatterns.filters,
  summary: "Organisers, categories, age groups and places for the filter panel",
  responses: { 200: withETag(jsonContent(FiltersAnswer, "The filter choices")), ...notModified, ...errorResponses() },
});

const getEvent = createRoute({
  method: "get",
  path: apiPathPatterns.event,
  summary: "One event with its time slots, gallery and seats; the caller's flags with a live bearer token (401 with another)",
  security: optionalBearerSecurity,
  middleware: [authenticate("optional")] as const,
  request: {
    params: z.object({ id: idParam }),
    query: z.object({ lang: langParam.optional() }),
  },
  responses: { 200: jsonContent(EventAnswer, "The event"), ...errorResponses(401, 404, 422) },
});

export function registerEventRoutes(app: FestivalApp, deps: FestivalDeps) {
  const publicList = new PublicEventList(deps.db);
  app.openapi(listEvents, async (c) => {
    const lang = c.req.valid("param").lang;
    const user = c.var.user;
    // Without a bearer token everyone gets the same list: served from its copy built once per change.
    if (!user) return preparedJsonResponse(c, await publicList.get(lang));
    return jsonWithEtag(c, { data: await loadEvents(c.var.deps.db, lang, user.id, { kind: "all" }) });
  });

  app.openapi(getFilters, async (c) => jsonWithEtag(c, { data: await loadFilters(c.var.deps.db) }));

  app.openapi(getEvent, async (c) => {
    const id = resourceId(c.req.valid("param").id);
    const event = id === null ? undefined : await loadEvent(c.var.deps.db, c.req.valid("query").lang ?? "pl", c.var.user?.id ?? null, id);
    if (!event) throw new ApiProblem(404, "event_not_found");
    return c.json({ data: event }, 200);
  });
}
