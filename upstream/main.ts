import { startFestivalApi } from "./index";

/** `npm run start:upstream`: the festival API alone, configured by the environment (upstream/README.md). */
const port = Number(process.env.UPSTREAM_PORT ?? 3001);
const host = process.env.UPSTREAM_HOST ?? "0.0.0.0";

try {
  const api = await startFestivalApi({
    port,
    host,
    databaseUrl: process.env.DATABASE_URL || undefined,
    pgliteDir: process.env.PGLITE_DIR,
  });
  console.log(`[festival-api] listening on ${host}:${port} (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`);
  const shutdown = (signal: string) => {
    console.log(`[festival-api] ${signal}: shutting down`);
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
