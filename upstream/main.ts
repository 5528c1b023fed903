import { refusedEnvironmentReport } from "../contract/environment-variables";
import { parseFestivalEnvironment, productionWarnings } from "./config";
import { startFestivalApi } from "./index";

/**
 * `npm run start:upstream` (and build/server/festival-api.js): the festival API alone, configured by the
 * environment (upstream/README.md). The one place this process reads `process.env`: parsed at once, and a bad
 * variable stops the start before anything opens, each one named.
 */
const environment = parseFestivalEnvironment(process.env);
if (!environment.ok) {
  console.error(refusedEnvironmentReport("The festival API", environment.problems));
  process.exit(1);
}
const settings = environment.values;

try {
  const api = await startFestivalApi(settings);
  console.log(`[festival-api] listening on ${settings.host}:${settings.port} (${settings.databaseUrl ? "PostgreSQL" : "PGlite"})`);
  for (const warning of productionWarnings(settings.config)) console.warn(`[festival-api] warning: ${warning}`);
  const shutdown = (signal: string) => {
    console.log(`[festival-api] ${signal}: shutting down`);
    // Requests under way are answered first; one that never ends does not hold the stop for ever.
    setTimeout(() => process.exit(1), 10_000).unref();
    api.close().then(
      () => process.exit(0),
      (error) => {
        console.error("[festival-api] shutdown failed:", error);
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
} catch (error) {
  console.error(`[festival-api] could not start: ${(error as Error).message}`);
  process.exit(1);
}
