import { openPgDatabase } from "../../../upstream/db/pg-database";
import type { Database } from "../../../upstream/index";
import { createUser, FIXTURE_PASSWORD, type FixtureUser } from "../../support/festival-fixtures";

let database: Database | undefined;

/** The E2E run's festival database (global setup), for fixtures the festival API has no call for. */
function e2eDatabase(): Database {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is set by the E2E global setup");
  database ??= openPgDatabase(url, { maxConnections: 2 });
  return database;
}

/** A fresh account with e-mail and phone verified, ready to log in with FIXTURE_PASSWORD. */
export async function createVerifiedUser(): Promise<FixtureUser & { password: string }> {
  return createAccount({ email: true, phone: true });
}

/** A fresh account with e-mail and phone verified or not, ready to log in with FIXTURE_PASSWORD. */
export async function createAccount(verified: { email: boolean; phone: boolean }): Promise<FixtureUser & { password: string }> {
  return { ...(await createUser(e2eDatabase(), verified)), password: FIXTURE_PASSWORD };
}
