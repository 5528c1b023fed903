import { createRoute, z } from "@hono/zod-openapi";
import { apiPathPatterns, legalPages } from "../../../contract/paths";
import { legalTexts } from "../../pages/legal-texts";
import type { FestivalApp } from "../app-env";
import { errorResponsesWithoutDatabase, langParam } from "../openapi-shared";

const legalPage = createRoute({
  method: "get",
  path: apiPathPatterns.legalPage,
  summary: "The statute or the privacy policy as HTML",
  request: { params: z.object({ page: z.enum(legalPages), lang: langParam }) },
  responses: { 200: { description: "The page", content: { "text/html": { schema: z.string() } } }, ...errorResponsesWithoutDatabase(422) },
});

export function registerPageRoutes(app: FestivalApp) {
  app.openapi(legalPage, (c) => {
    const { page, lang } = c.req.valid("param");
    return c.html(legalTexts[page][lang], 200);
  });
}
