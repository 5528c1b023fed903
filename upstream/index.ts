import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { defaultFestivalSettings, type FestivalConfig } from "./config";
import type { Database } from "./db/database";
import { migrate } from "./db/migrate";
import { openPgDatabase } from "./db/pg-database";
import { isEmptyPgliteDirectory, openPgliteDatabase } from "./db/pglite-database";
import { findPgliteSnapshot, snapshotContentsFor, type PgliteSnapshot } from "./db/pglite-snapshot";
import { moveDemoFestival, seedDatabase, type SeedOptions } from "./db/seed/seed";
import { createFestivalApp } from "./http/create-app";
import { answerUnfetchableMethod } from "./http/unfetchable-methods";
import { loadSigningKey } from "./auth/signing-key";
import { startOutboxSender } from "./outbox/outbox-sender";
import { startAccountSweeper } from "./accounts/account-sweeper";
import type { FestivalDeps } from "./festival-deps";
import { closeGracefully } from "./http/graceful-close";
import { createServerWithClientLimits } from "./http/slow-client-limits";

export type { Database, Queryable } from "./db/database";
export type { FestivalConfig } from "./config";

export interface StartFestivalApiOptions {
  /** 0 picks a free port. Default 0. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** PostgreSQL; when absent, PGlite in `pgliteDir`. */
  databaseUrl?: string;
  /** PGlite data directory, or "memory://". Default ./data/festival. */
  pgliteDir?: string;
  /** Where a new PGlite data directory's snapshots are (pglite-snapshot.ts). Default: the build's. */
  pgliteSnapshots?: string;
  /** Seed the demo festival on first start. Default: config (SEED_DEMO, off in production). */
  seedDemo?: boolean;
  /**
   * The configuration, as the caller parsed it from its environment (config.ts), or the parts of it that differ
   * from the defaults (tests). This module reads no environment of its own.
   */
  config?: Partial<FestivalConfig>;
}

export interface RunningFestivalApi {
  url: string;
  db: Database;
  /** Stops as closeGracefully does, cutting what is still open after `cutAfterMs` (its default grace without). */
  close(options?: { cutAfterMs?: number }): Promise<void>;
}

/** Opens (and migrates, and seeds) the database, then serves the festival API. */
export async function startFestivalApi(options: StartFestivalApiOptions = {}): Promise<RunningFestivalApi> {
  const config: FestivalConfig = { ...defaultFestivalSettings.config, ...options.config };
  const seedDemo = options.seedDemo ?? config.seedDemo;
  const seed: SeedOptions = { demoFestival: seedDemo, demoAccount: seedDemo && !config.production };
  const pgliteDir = options.pgliteDir ?? defaultFestivalSettings.pgliteDir;
  // A new embedded database starts from the build's snapshot when there is one (pglite-snapshot.ts).
  const contents = options.databaseUrl || !isEmptyPgliteDirectory(pgliteDir) ? undefined : snapshotContentsFor(seed);
  const snapshot: PgliteSnapshot | undefined = contents && findPgliteSnapshot(contents, options.pgliteSnapshots);
  const db = options.databaseUrl
    ? openPgDatabase(options.databaseUrl, { maxConnections: config.databasePoolSize })
    : await openPgliteDatabase(pgliteDir, snapshot?.directory);
  try {
    if (snapshot?.contents === "demo") await moveDemoFestival(db, snapshot.seededOn);
    // Both are no-ops on a snapshot made from the same migrations and seed.
    await migrate(db);
    await seedDatabase(db, seed);
  } catch (error) {
    await db.close();
    throw error;
  }
  const signingKey = await loadSigningKey(db, config.appKey);
  const deps: FestivalDeps = { db, config, signingKey };
  const app = createFestivalApp(deps);
  const sweeper = await startAccountSweeper(deps);
  const sender = startOutboxSender(db, config);
  const host = options.host ?? "127.0.0.1";
  const honoListener = getRequestListener(app.fetch, { hostname: host });
  const server = createServerWithClientLimits((request, response) => answerUnfetchableMethod(request, response) || void honoListener(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(":") ? `[${host}]` : host === "0.0.0.0" ? "127.0.0.1" : host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${port}`,
    db,
    close(options) {
      closing ??= (async () => {
        await closeGracefully(server, options);
        await sender?.stop();
        await sweeper.stop();
        await db.close();
      })();
      return closing;
    },
  };
}
