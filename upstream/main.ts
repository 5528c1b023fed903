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

/** The festival API once it has started; a stop asked for before then closes it as soon as it is up. */
let api: Awaited<ReturnType<typeof startFestivalApi>> | undefined;
let stopping = false;

function close(started: NonNullable<typeof api>) {
  started.close().then(
    () => process.exit(0),
    (error) => {
      console.error("[festival-api] shutdown failed:", error);
      process.exit(1);
    },
  );
}

/**
 * A stop (docker stop's SIGTERM, Ctrl+C): requests under way are answered first, and one that never ends does not
 * hold the stop for ever. The handlers are there from the start: before, a signal while the database opened killed
 * the process (as PID 1 in a container, it was ignored until docker's SIGKILL), and so did one a moment after the
 * 'listening' line. A second signal leaves the stop under way to finish, where the default handler had killed the
 * process mid-request with the database open and its lock left behind.
 */
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[festival-api] ${signal}: shutting down`);
  setTimeout(() => process.exit(1), 10_000).unref();
  if (api) close(api);
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));

try {
  api = await startFestivalApi(settings);
  if (stopping) {
    close(api);
  } else {
    console.log(`[festival-api] listening on ${settings.host}:${settings.port} (${settings.databaseUrl ? "PostgreSQL" : "PGlite"})`);
    for (const warning of productionWarnings(settings.config)) console.warn(`[festival-api] warning: ${warning}`);
  }
} catch (error) {
  console.error(`[festival-api] could not start: ${(error as Error).message}`);
  process.exit(1);
}
