import { createRoute, z } from "@hono/zod-openapi";
import { timeout, TimeoutStrategy } from "cockatiel";
import { apiPathPatterns } from "../../../contract/paths";
import type { FestivalApp } from "../app-env";
import { jsonContent } from "../openapi-shared";

const health = createRoute({
  method: "get",
  path: apiPathPatterns.health,
  summary: "Alive and able to query the database",
  responses: {
    200: jsonContent(z.object({ status: z.literal("ok") }), "Healthy"),
    503: jsonContent(z.object({ status: z.literal("unavailable") }), "The database does not answer (the reason goes to the log)"),
  },
});

/**
 * How long the check waits for the database's answer. A server that stopped answering without closing the
 * connection (paused, or behind a network that drops packets) held every check open for good, so an orchestrator's
 * probe never learned that the festival API could not serve.
 */
const DATABASE_ANSWER_WAIT_MS = 2_000;

/** Gives up at the wait's end whether or not the query heeds it; an answer after that comes to nobody. */
const databaseAnswerWait = timeout(DATABASE_ANSWER_WAIT_MS, TimeoutStrategy.Aggressive);

export function registerHealthRoutes(app: FestivalApp) {
  app.openapi(health, async (c) => {
    try {
      await databaseAnswerWait.execute(() => c.var.deps.db.query("SELECT 1"));
      return c.json({ status: "ok" as const }, 200);
    } catch (error) {
      // The driver's message names hosts and ports: the log's, not every caller's.
      console.error(`[festival-api] health check: the database does not answer: ${(error as Error).message}`);
      return c.json({ status: "unavailable" as const }, 503);
    }
  });
}
