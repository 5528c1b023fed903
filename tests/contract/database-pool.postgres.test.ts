import { describe, expect, inject, it } from "vitest";
import { DatabaseBusyError } from "../../upstream/db/database";
import { openPgDatabase } from "../../upstream/db/pg-database";
import { createDatabaseFromTemplate } from "../support/pg-cluster";

// Real PostgreSQL only: PGlite has no pool.
describe("the festival API's PostgreSQL pool", () => {
  it("gives up on a statement that finds every connection busy for its whole wait, and serves the next once one is free", async () => {
    const url = await createDatabaseFromTemplate(inject("pgAdminUrl"), "contract_database_pool");
    const db = openPgDatabase(url, { maxConnections: 1, connectionWaitMs: 200 });
    try {
      let release = () => {};
      const held = db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
      // The festival API answers this error 'busy, try again' (503), instead of queueing the request without end.
      await expect(db.query("SELECT 1 AS one")).rejects.toBeInstanceOf(DatabaseBusyError);
      release();
      await held;
      expect(await db.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });
});
