import type { TestProject } from "vitest/node";
import { startPostgresCluster, type PostgresCluster } from "./pg-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    /** Superuser URL of the test run's PostgreSQL server; clone databases with createDatabaseFromTemplate. */
    pgAdminUrl: string;
  }
}

/**
 * vitest globalSetup: the server the top-level test runner started (TEST_PG_ADMIN_URL), or a throwaway
 * cluster of our own, stopped in teardown.
 */
export default async function setup(project: TestProject) {
  let cluster: PostgresCluster | undefined;
  if (process.env.FESTIVAL_TEST_DB === "pglite") {
    // Every test file opens its own PGlite (tests/contract/support/test-api.ts); no server to start.
    project.provide("pgAdminUrl", "");
    return;
  }
  const adminUrl = process.env.TEST_PG_ADMIN_URL || (cluster = await startPostgresCluster()).adminUrl;
  project.provide("pgAdminUrl", adminUrl);
  return async () => {
    await cluster?.stop();
  };
}
