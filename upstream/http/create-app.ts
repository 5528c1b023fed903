import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { serverMessages } from "../../contract/errors";
import { apiPathPatterns } from "../../contract/paths";
import type { FestivalDeps } from "../festival-deps";
import { DatabaseBusyError, DatabaseUnreachableError, loggableError } from "../db/database";
import { accountGone, referencesRemovedAccount } from "../accounts/session-user";
import { ApiProblem } from "./api-problem";
import type { FestivalApp, FestivalEnv } from "./app-env";
import { clientAddress, trustedProxyList } from "./client-address";
import { jsonBody } from "./json-body";
import { validationHook } from "./validation-hook";
import { registerEventRoutes } from "./routes/event-routes";
import { registerMediaRoutes } from "./routes/media-routes";
import { registerHealthRoutes } from "./routes/health-routes";
import { registerAccountRoutes } from "./routes/account-routes";
import { registerSignUpRoutes } from "./routes/sign-up-routes";
import { registerParticipantRoutes } from "./routes/participant-routes";
import { registerReviewRoutes } from "./routes/review-routes";
import { registerPageRoutes } from "./routes/page-routes";
import { registerOutboxRoutes } from "./routes/outbox-routes";

/** The festival API as a Hono app: middleware, every route, the OpenAPI document and the error answers. */
export function createFestivalApp(deps: FestivalDeps): FestivalApp {
  const { config } = deps;
  const app = new OpenAPIHono<FestivalEnv>({ defaultHook: validationHook });
  const trusted = trustedProxyList(config.trustedProxies);

  app.use(async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use(clientAddress(trusted));
  app.use(jsonBody);

  registerHealthRoutes(app);
  registerEventRoutes(app, deps);
  registerMediaRoutes(app);
  registerAccountRoutes(app);
  registerSignUpRoutes(app);
  registerParticipantRoutes(app);
  registerReviewRoutes(app);
  registerPageRoutes(app);
  registerOutboxRoutes(app);

  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", { type: "http", scheme: "bearer" });
  app.doc31(apiPathPatterns.openapi, {
    openapi: "3.1.0",
    info: {
      title: "Festival API",
      version: "1.0.0",
      description: "The upstream contract of the science-festival portal (spec §7, ARCHITECTURE.md).",
    },
  });

  app.notFound((c) => c.json({ message: serverMessages.not_found, code: "not_found" }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiProblem) return c.json(error.body(), error.status, error.headers);
    if (error instanceof DatabaseUnreachableError) console.error(`[festival-api] ${c.req.method} ${c.req.path}: the database is unreachable: ${error.message}`);
    if (error instanceof DatabaseBusyError) return c.json(new ApiProblem(503, "busy").body(), 503);
    // A favourite, review or the like written for an account its owner deleted meanwhile (another request).
    if (referencesRemovedAccount(error)) return c.json(accountGone().body(), 401);
    if (error instanceof HTTPException) {
      // Hono's own refusals, e.g. a malformed JSON body met by a validator.
      return c.json({ message: error.message || serverMessages.validation_failed, code: "validation_failed" }, error.status);
    }
    console.error(`[festival-api] ${c.req.method} ${c.req.path} failed:`, loggableError(error));
    return c.json({ message: "Wystąpił błąd serwera" }, 500);
  });
  return app;
}
