/**
 * The portal's Node server: security headers with a per-request CSP nonce, compression, static files, the
 * front-access gate, /healthz, one log line per request, and the Remix request handler. Without
 * FESTIVAL_API_URL it starts the festival API in this process on an embedded database (ARCHITECTURE.md "Run
 * modes").
 */
import type { Server } from "node:http";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import express from "express";
import { anonymousPageCache } from "./server/anonymous-page-cache";
import { precompressedBuildFiles } from "./server/precompressed-build-files";
import { publicFiles } from "./server/public-files";
import { festivalApiMediaProxy, festivalApiHealth } from "./server/festival-api-link";
import { frontAccessGate, frontAccessOf } from "./server/front-access-gate";
import { logRequest } from "./server/request-log";
import { readRequestTarget } from "./server/request-target";
import { refuseLegacyDataRequests } from "./server/legacy-data-requests";
import { requireSameOrigin } from "./server/same-origin";
import { responseCompression } from "./server/response-compression";
import { assignCspNonce, securityHeaders } from "./server/security-headers";
import { passOnUndecodablePaths, refuseUndecodablePaths } from "./server/undecodable-path";
import { drainUnreadRequestBody } from "./server/unread-request-body";
import { answerUnparsableRequests } from "./server/unparsable-request";
import { answerUnfetchableMethod } from "./upstream/http/unfetchable-methods";
import { closeGracefully } from "./upstream/http/graceful-close";
import { startStoppable } from "./upstream/http/stop-signals";
import { createServerWithClientLimits } from "./upstream/http/slow-client-limits";
import { loadServerSettings } from "./server/server-config";
import { withFestivalApiUrl, type PortalConfig } from "./app/config/portal-config.server";
import type { FestivalSettings } from "./upstream/config";

const { portal: settings, embeddedFestivalApi } = loadServerSettings();
// The pages under way are answered first (within stopGraceMs, graceful-close.ts), then the embedded festival API
// they call and its database close; a stop asked for during the start waits for it, as the database must close.
void startStoppable("portal", startPortal, async ({ server, embeddedApi }) => {
  await closeGracefully(server);
  // Its callers, the pages, are answered or cut by now: what it still serves gets a second, not a second grace.
  await embeddedApi?.close({ cutAfterMs: 1_000 });
});

/** The portal listening, with the embedded festival API it calls when FESTIVAL_API_URL is not set. */
async function startPortal() {
  // From the working directory, like the static files below: the same whether this runs from the sources (tsx)
  // or from its own build in build/server/ (scripts/build-server.ts). Loaded while the embedded festival API
  // opens its database, so the two overlap at start.
  const buildImport = import(pathToFileURL("build/index.js").href) as Promise<ServerBuild>;
  const embeddedApi = embeddedFestivalApi && (await startEmbeddedFestivalApi(embeddedFestivalApi));
  // Loaders and actions get the whole configuration, the embedded festival API's address included.
  const config = withFestivalApiUrl(settings, settings.festivalApi.url ?? embeddedApi!.url);
  const build = await buildImport;
  const server: Server = createServerWithClientLimits(portalApp(config, build));
  answerUnparsableRequests(server);
  await new Promise<void>((resolve) => {
    // A port in use or a HOST that is no address here: one line, as for a bad variable, not an unhandled error's stack.
    server.once("error", (error: NodeJS.ErrnoException) => {
      console.error(`The portal cannot listen on ${config.host}:${config.port}: ${error.code ?? error.message}`);
      void Promise.resolve(embeddedApi?.close()).finally(() => process.exit(1));
    });
    server.listen(config.port, config.host, resolve);
  });
  console.log(`Portal listening on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}`);
  if (build.mode === "development") broadcastDevReady(build);
  return { server, embeddedApi };
}

/** The portal's middleware and the Remix request handler, in their order. */
function portalApp(config: PortalConfig, build: ServerBuild) {
  const festivalApiUrl = config.festivalApi.url;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  app.use(logRequest);
  app.use(drainUnreadRequestBody);
  app.use(assignCspNonce);
  app.use(securityHeaders({ production: config.production, mapTileUrl: config.mapTiles.url }));
  // After the security headers and the body's draining, which every answer needs, a 400 or 404 included.
  app.use(readRequestTarget);
  app.use(refuseLegacyDataRequests);
  app.use(responseCompression());
  app.use(requireSameOrigin);
  app.use((request, response, next) => answerUnfetchableMethod(request, response) || next());
  app.use(passOnUndecodablePaths);

  app.use("/build", precompressedBuildFiles("public/build"));
  app.use(publicFiles("public"));
  // Static files hold no festival data; everything after this (media, pages, data requests, actions, and the
  // page cache, so a stored page is never served past it) is behind the front-access gate.
  app.use(frontAccessGate(config.gate));
  app.use("/media", festivalApiMediaProxy(festivalApiUrl));

  app.get("/healthz", async (_request, response) => {
    // The portal is alive whatever the festival API does; the body says how the festival API is.
    response.set("Cache-Control", "no-store").json({ status: "ok", festivalApi: await festivalApiHealth(festivalApiUrl) });
  });

  // Anonymous visitors' pages, rendered once per few seconds (PAGE_CACHE_TTL_MS): after the CSP nonce and
  // compression, so a hit gets this request's nonce, and goes out as the page's gzip copy made at its first hit or,
  // until then and to a visitor that accepts no gzip, through compression like any page.
  app.use(anonymousPageCache({ ttlMs: config.pageCacheTtlMs }));

  app.all(
    "*",
    createRequestHandler({
      build,
      mode: build.mode,
      getLoadContext: (request, response) => ({
        clientAddress: request.ip ?? request.socket.remoteAddress ?? "unknown",
        cspNonce: response.locals.cspNonce as string,
        frontAccess: frontAccessOf(response),
        config,
      }),
    }),
  );
  app.use(refuseUndecodablePaths);
  return app;
}

async function startEmbeddedFestivalApi(festivalApi: FestivalSettings) {
  const { startFestivalApi } = await import("./upstream/index");
  // The embedded festival API is the demo festival, also under `npm start`'s NODE_ENV=production (its settings
  // never count as production): it seeds the demo (unless SEED_DEMO=false) and prints its messages; its outbox
  // page is on only with OUTBOX_VIEW=1 (set by `npm start`). Production proper runs the festival API on its own,
  // behind FESTIVAL_API_URL.
  const api = await startFestivalApi({ ...festivalApi, port: 0, host: "127.0.0.1" }).catch((error: unknown) => {
    // A data directory it may not write (a volume owned by another user), or one another process holds.
    console.error(`The embedded festival API cannot start on ${festivalApi.pgliteDir}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
  const outbox = festivalApi.config.outboxView ? `; e-mails and SMS: ${api.url}/outbox` : "";
  console.log(`Embedded festival API at ${api.url} (database: ${festivalApi.pgliteDir})${outbox}`);
  return api;
}
