import { defaultFestivalSettings } from "../../../upstream/config";
import { startFestivalApi } from "../../../upstream/index";
import { TEST_PASSWORD_HASH_COST } from "../../support/festival-fixtures";
import { createDatabaseFromTemplate, startPostgresCluster } from "../../support/pg-cluster";
import { ensurePortalBuild, startPortal } from "../../support/portal-process";
import { e2ePortalPort } from "./e2e-env";

/**
 * Starts what the E2E suite runs against: the festival API on a fresh database of the run's PostgreSQL
 * server (or a server of its own when run alone), and the built portal (as `npm start` runs it) in production
 * mode pointed at it.
 */
export default async function globalSetup() {
  const ownCluster = process.env.TEST_PG_ADMIN_URL ? undefined : await startPostgresCluster();
  const adminUrl = process.env.TEST_PG_ADMIN_URL ?? ownCluster!.adminUrl;
  const databaseUrl = await createDatabaseFromTemplate(adminUrl, `e2e_${process.pid}`);
  // Every browser of the suite reaches the festival API from one address, standing in for many people, so
  // the per-IP throttle is raised; the per-address throttle stays as deployed. Its outbox page is on, as with
  // OUTBOX_VIEW=1: the demo portal of the newcomer's journey reads the e-mail link and the SMS code there. Password
  // hashes are cheap, as in every suite (TEST_PASSWORD_HASH_COST).
  const festivalApi = await startFestivalApi({
    port: 0,
    host: "127.0.0.1",
    databaseUrl,
    config: {
      rateLimit: { ...defaultFestivalSettings.config.rateLimit, perIp: 100_000 },
      logOutbox: false,
      outboxView: true,
      passwordHashCost: TEST_PASSWORD_HASH_COST,
    },
  });
  process.env.E2E_FESTIVAL_API_URL = festivalApi.url;
  process.env.E2E_DATABASE_URL = databaseUrl;

  // `npm test` has just built the portal; a run on its own builds it, so it never tests a stale build.
  ensurePortalBuild({ always: process.env.E2E_SKIP_BUILD !== "1" });
  const portal = await startPortal({ festivalApiUrl: festivalApi.url, port: e2ePortalPort });

  return async () => {
    await portal.stop();
    await festivalApi.close();
    await ownCluster?.stop();
  };
}
