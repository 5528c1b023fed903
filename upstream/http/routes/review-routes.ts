import { createRoute, z } from "@hono/zod-openapi";
import { apiPathPatterns } from "../../../contract/paths";
import { festivalApiReviewSchema, reviewEditPayloadSchema, reviewPayloadSchema } from "../../../contract/review";
import { addReview, deleteReview, editReview, listReviews } from "../../events/reviews";
import type { FestivalApp } from "../app-env";
import { authenticate, currentUser } from "../authentication";
import { bearerSecurity, errorResponses, idParam, jsonBody, jsonContent, MessageAnswer } from "../openapi-shared";
import { requireResourceId } from "../resource-id";

const ReviewBody = festivalApiReviewSchema.meta({ id: "Review" });
const ReviewAnswer = z.object({ data: ReviewBody });
const ReviewPayload = reviewPayloadSchema.meta({ id: "ReviewPayload" });
const ReviewEditPayload = reviewEditPayloadSchema.meta({ id: "ReviewEditPayload" });
const guarded = { security: bearerSecurity, middleware: [authenticate("verified")] };

const routes = {
  list: createRoute({
    method: "get", path: apiPathPatterns.reviews, summary: "Reviews of an event, the caller's first", ...guarded,
    request: { params: z.object({ eventId: idParam }) },
    responses: { 200: jsonContent(z.object({ data: z.array(ReviewBody) }), "The reviews"), ...errorResponses(401, 403, 404) },
  }),
  add: createRoute({
    method: "post", path: apiPathPatterns.reviews, summary: "Review an ended event one attended (once)", ...guarded,
    request: { params: z.object({ eventId: idParam }), body: jsonBody(ReviewPayload) },
    responses: { 201: jsonContent(ReviewAnswer, "Added"), ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
  }),
  edit: createRoute({
    method: "post", path: apiPathPatterns.reviewEdit, summary: "Edit one's review", ...guarded,
    request: { params: z.object({ reviewId: idParam }), body: jsonBody(ReviewEditPayload) },
    responses: { 200: jsonContent(ReviewAnswer, "Edited"), ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
  }),
  remove: createRoute({
    method: "delete", path: apiPathPatterns.review, summary: "Delete one's review", ...guarded,
    request: { params: z.object({ reviewId: idParam }) },
    responses: { 200: jsonContent(MessageAnswer, "Deleted"), ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
  }),
};

export function registerReviewRoutes(app: FestivalApp) {
  app.openapi(routes.list, async (c) => {
    const eventId = requireResourceId(c.req.valid("param").eventId, "event_not_found");
    return c.json({ data: await listReviews(c.var.deps, currentUser(c).id, eventId) }, 200);
  });
  app.openapi(routes.add, async (c) => {
    const eventId = requireResourceId(c.req.valid("param").eventId, "event_not_found");
    return c.json({ data: await addReview(c.var.deps, currentUser(c).id, eventId, c.req.valid("json")) }, 201);
  });
  app.openapi(routes.edit, async (c) => {
    const reviewId = requireResourceId(c.req.valid("param").reviewId, "review_not_found");
    return c.json({ data: await editReview(c.var.deps, currentUser(c).id, reviewId, c.req.valid("json")) }, 200);
  });
  app.openapi(routes.remove, async (c) => {
    const reviewId = requireResourceId(c.req.valid("param").reviewId, "review_not_found");
    await deleteReview(c.var.deps, currentUser(c).id, reviewId);
    return c.json({ message: "Opinia została usunięta" }, 200);
  });
}
