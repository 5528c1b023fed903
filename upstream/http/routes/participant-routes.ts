import { createRoute, z } from "@hono/zod-openapi";
import { apiPathPatterns } from "../../../contract/paths";
import {
  participantListResponseSchema,
  participantPayloadSchema,
  participantResponseSchema,
  participantSchema,
} from "../../../contract/participant";
import { addParticipant, listParticipants, removeParticipant } from "../../events/participants";
import type { FestivalApp } from "../app-env";
import { authenticate, currentUser } from "../authentication";
import { bearerSecurity, errorResponses, idParam, jsonBody, jsonContent, MessageAnswer } from "../openapi-shared";
import { requireResourceId } from "../resource-id";

const ParticipantBody = participantSchema.meta({ id: "Participant" });
const guarded = { security: bearerSecurity, middleware: [authenticate("verified")] };

const routes = {
  list: createRoute({
    method: "get", path: apiPathPatterns.participants, summary: "The caller's extra participants of an event", ...guarded,
    request: { params: z.object({ eventId: idParam }) },
    responses: { 200: jsonContent(participantListResponseSchema.extend({ data: z.array(ParticipantBody) }), "The participants"), ...errorResponses(401, 403, 404) },
  }),
  add: createRoute({
    method: "post", path: apiPathPatterns.participants, summary: "Add an extra participant (takes a seat; at most the event's max_participants, default 20 and never more; only while sign-up is open)", ...guarded,
    request: { params: z.object({ eventId: idParam }), body: jsonBody(participantPayloadSchema) },
    responses: {
      201: jsonContent(participantResponseSchema.extend({ data: ParticipantBody }), "Added"),
      ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 503),
    },
  }),
  remove: createRoute({
    method: "delete", path: apiPathPatterns.participant, summary: "Remove one's extra participant (frees the seat; only until the event ends)", ...guarded,
    request: { params: z.object({ participantId: idParam }) },
    responses: { 200: jsonContent(MessageAnswer, "Removed"), ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
  }),
};

export function registerParticipantRoutes(app: FestivalApp) {
  app.openapi(routes.list, async (c) => {
    const eventId = requireResourceId(c.req.valid("param").eventId, "event_not_found");
    return c.json({ data: await listParticipants(c.var.deps, currentUser(c).id, eventId) }, 200);
  });
  app.openapi(routes.add, async (c) => {
    const eventId = requireResourceId(c.req.valid("param").eventId, "event_not_found");
    return c.json({ data: await addParticipant(c.var.deps, currentUser(c).id, eventId, c.req.valid("json").name) }, 201);
  });
  app.openapi(routes.remove, async (c) => {
    const participantId = requireResourceId(c.req.valid("param").participantId, "participant_not_found");
    await removeParticipant(c.var.deps, currentUser(c).id, participantId);
    return c.json({ message: "Usunięto uczestnika" }, 200);
  });
}
