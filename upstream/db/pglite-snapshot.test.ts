import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findPgliteSnapshot, writePgliteSnapshots } from "./pglite-snapshot";
import { openPgliteDatabase } from "./pglite-database";
import { generateDemoFestival } from "./seed/demo-festival";
import { moveDemoFestival, seedingDay } from "./seed/seed";

const DAY = 24 * 60 * 60 * 1000;
const workDirectory = mkdtempSync(join(tmpdir(), "pglite-snapshot-test-"));
afterAll(() => rmSync(workDirectory, { recursive: true, force: true }));

describe("the PGlite snapshot made at build time", () => {
  it("starts a new directory without initdb, with the demo festival moved to today, as if seeded today", async () => {
    const today = new Date();
    // Built three days ago, across whatever daylight-saving change lies in between.
    const builtOn = new Date(today.getTime() - 3 * DAY);
    const snapshots = join(workDirectory, "snapshots");
    await writePgliteSnapshots(snapshots, builtOn);
    const snapshot = findPgliteSnapshot("demo", snapshots)!;
    expect(snapshot.seededOn).toEqual(seedingDay(builtOn));

    const db = await openPgliteDatabase(join(workDirectory, "data"), snapshot.directory);
    try {
      await moveDemoFestival(db, snapshot.seededOn, today);
      const rows = await db.query<{ date_start: Date; date_end: Date }>("SELECT date_start, date_end FROM events ORDER BY id");
      const seededToday = generateDemoFestival(seedingDay(today));
      expect(rows.map((row) => [row.date_start.getTime(), row.date_end.getTime()])).toEqual(
        seededToday.map((event) => [event.dateStart.getTime(), event.dateEnd.getTime()]),
      );
      const [demo] = await db.query<{ registrations: number }>(
        "SELECT count(*)::int AS registrations FROM registrations r JOIN users u ON u.id = r.user_id WHERE u.email = 'demo@example.org'",
      );
      expect(demo.registrations).toBe(4);
      // Each database makes its own signing key on its first start; the snapshot holds none.
      expect(await db.query("SELECT 1 FROM app_settings WHERE key = 'signing_key'")).toEqual([]);
    } finally {
      await db.close();
    }
  }, 180_000);
});
