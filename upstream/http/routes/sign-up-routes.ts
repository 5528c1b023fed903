import { createRoute, z } from "@hono/zod-openapi";
import { apiPathPatterns } from "../../../contract/paths";
import { eventListResponseSchema } from "../../../contract/event";
import { loadEvent, loadEvents } from "../../events/event-repository";
import { subscribe, unsubscribe } from "../../events/event-sign-up";
import { setFavourite } from "../../events/favourites";
import type { FestivalDeps } from "../../festival-deps";
import type { FestivalApp } from "../app-env";
import { ApiProblem } from "../api-problem";
import { authenticate, currentUser } from "../authentication";
import { bearerSecurity, emptyBody, errorResponses, idParam, jsonContent, langParam } from "../openapi-shared";
import { requireResourceId } from "../resource-id";
import { EventAnswer, EventBody } from "./event-routes";

const EventList = eventListResponseSchema.extend({ data: z.array(EventBody) });
const eventRequest = { params: z.object({ id: idParam }), query: z.object({ lang: langParam.optional() }), body: emptyBody };
/** `ruled`: the festival's rules may refuse the change (409); a favourite is never refused. */
const eventChange = (method: "post" | "delete", path: string, summary: string, { ruled }: { ruled: boolean }) =>
  createRoute({
    method, path, summary, security: bearerSecurity, middleware: [authenticate("verified")], request: eventRequest,
    responses: {
      200: jsonContent(EventAnswer, "The event with the caller's new state"),
      ...errorResponses(400, 401, 403, 404, ...(ruled ? [409 as const] : []), 413, 415, 422),
    },
  });
const userList = (path: string, summary: string) =>
  createRoute({
    method: "get", path, summary, security: bearerSecurity, middleware: [authenticate("verified")],
    request: { query: z.object({ lang: langParam.optional() }) },
    responses: { 200: jsonContent(EventList, "The events"), ...errorResponses(401, 403, 422) },
  });

const routes = {
  subscribe: eventChange("post", apiPathPatterns.subscribe, "Sign up (idempotent); seat, deadline and same-time rules", { ruled: true }),
  unsubscribe: eventChange("post", apiPathPatterns.unsubscribe, "Cancel the reservation and its extra participants", { ruled: true }),
  addFavourite: eventChange("post", apiPathPatterns.favourite, "Mark as favourite", { ruled: false }),
  removeFavourite: eventChange("delete", apiPathPatterns.favourite, "Unmark favourite", { ruled: false }),
  favourites: userList(apiPathPatterns.favourites, "The caller's favourite events"),
  userEvents: userList(apiPathPatterns.userEvents, "The events the caller signed up for"),
};

type EventChange = (deps: FestivalDeps, userId: number, eventId: number) => Promise<void>;

/** Subscribe, unsubscribe and favourites answer the event as the caller now sees it. */
function registerEventChange(app: FestivalApp, route: ReturnType<typeof eventChange>, change: EventChange) {
  app.openapi(route, async (c) => {
    const user = currentUser(c);
    const eventId = requireResourceId(c.req.valid("param").id, "event_not_found");
    await change(c.var.deps, user.id, eventId);
    const event = await loadEvent(c.var.deps.db, c.req.valid("query").lang ?? "pl", user.id, eventId);
    // Deleted between the change and this read: gone, as a later call would find it.
    if (!event) throw new ApiProblem(404, "event_not_found");
    return c.json({ data: event }, 200);
  });
}

function registerUserList(app: FestivalApp, route: ReturnType<typeof userList>, kind: "favourites" | "registered") {
  app.openapi(route, async (c) => {
    const userId = currentUser(c).id;
    return c.json({ data: await loadEvents(c.var.deps.db, c.req.valid("query").lang ?? "pl", userId, { kind, userId }) }, 200);
  });
}

export function registerSignUpRoutes(app: FestivalApp) {
  registerEventChange(app, routes.subscribe, subscribe);
  registerEventChange(app, routes.unsubscribe, unsubscribe);
  registerEventChange(app, routes.addFavourite, (deps, userId, eventId) => setFavourite(deps, userId, eventId, true));
  registerEventChange(app, routes.removeFavourite, (deps, userId, eventId) => setFavourite(deps, userId, eventId, false));
  registerUserList(app, routes.favourites, "favourites");
  registerUserList(app, routes.userEvents, "registered");
}
