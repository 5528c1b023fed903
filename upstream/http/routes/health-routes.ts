import { createRoute, z } from "@hono/zod-openapi";
import { apiPathPatterns } from "../../../contract/paths";
import type { FestivalApp } from "../app-env";
import { jsonContent } from "../openapi-shared";

const health = createRoute({
  method: "get",
  path: apiPathPatterns.health,
  summary: "Alive and able to query the database",
  responses: {
    200: jsonContent(z.object({ status: z.literal("ok") }), "Healthy"),
    503: jsonContent(z.object({ status: z.literal("unavailable"), message: z.string() }), "The database does not answer"),
  },
});

export function registerHealthRoutes(app: FestivalApp) {
  app.openapi(health, async (c) => {
    try {
      await c.var.deps.db.query("SELECT 1");
      return c.json({ status: "ok" as const }, 200);
    } catch (error) {
      return c.json({ status: "unavailable" as const, message: (error as Error).message }, 503);
    }
  });
}
