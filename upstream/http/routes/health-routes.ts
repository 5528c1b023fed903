import { createRoute, z } from "@hono/zod-openapi";
import { apiPathPatterns } from "../../../contract/paths";
import type { Queryable } from "../../db/database";
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

async function databaseAnswers(db: Queryable): Promise<void> {
  const query = db.query("SELECT 1");
  // An answer or a failure after the wait comes to nobody: the check has said 503 already.
  query.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const waitOver = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${DATABASE_ANSWER_WAIT_MS} ms`)), DATABASE_ANSWER_WAIT_MS);
  });
  try {
    await Promise.race([query, waitOver]);
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealthRoutes(app: FestivalApp) {
  app.openapi(health, async (c) => {
    try {
      await databaseAnswers(c.var.deps.db);
      return c.json({ status: "ok" as const }, 200);
    } catch (error) {
      // The driver's message names hosts and ports: the log's, not every caller's.
      console.error(`[festival-api] health check: the database does not answer: ${(error as Error).message}`);
      return c.json({ status: "unavailable" as const }, 503);
    }
  });
}
