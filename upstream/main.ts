import { refusedEnvironmentReport } from "../contract/environment-variables";
import { parseFestivalEnvironment, productionWarnings } from "./config";
import { startStoppable } from "./http/stop-signals";
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

// A stop asked for while the database opens (the start's first, synchronous steps take its lock and copy its
// snapshot) closes the festival API as soon as it is up.
const started = startStoppable("festival-api", () => startFestivalApi(settings), (api) => api.close());

try {
  await started;
  console.log(`[festival-api] listening on ${settings.host}:${settings.port} (${settings.databaseUrl ? "PostgreSQL" : "PGlite"})`);
  for (const warning of productionWarnings(settings.config)) console.warn(`[festival-api] warning: ${warning}`);
} catch (error) {
  console.error(`[festival-api] could not start: ${(error as Error).message}`);
  process.exit(1);
}
