import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { eventListResponseSchema, eventResponseSchema } from "../../contract/event";
import { filtersResponseSchema } from "../../contract/filters";
import { apiPaths } from "../../contract/paths";
import { migrate } from "../../upstream/db/migrate";
import { startFestivalApi } from "../../upstream/index";
import { call, type TestApi } from "./support/test-api";

/** The embedded default: PGlite in a directory, migrated and seeded on first start (initdb once per file). */
describe("embedded PGlite festival API", () => {
  const directory = mkdtempSync(join(tmpdir(), "festival-pglite-"));
  let api: TestApi;

  beforeAll(async () => {
    api = await startFestivalApi({ pgliteDir: directory, seedDemo: true });
  });
  afterAll(async () => {
    await api?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it("migrates, seeds and serves the demo festival", async () => {
    const events = eventListResponseSchema.parse((await call(api, "GET", apiPaths.events("pl"))).body).data;
    expect(events.length).toBeGreaterThanOrEqual(300);
    filtersResponseSchema.parse((await call(api, "GET", apiPaths.filters())).body);
    eventResponseSchema.parse((await call(api, "GET", apiPaths.event(events[0].id))).body);
    expect((await call(api, "GET", apiPaths.event(0))).status).toBe(404);
    expect((await call(api, "GET", apiPaths.health())).body).toEqual({ status: "ok" });
  });

  it("refuses a second opening of the same directory with a clear message", async () => {
    await expect(startFestivalApi({ pgliteDir: directory })).rejects.toThrow(/in use|already open/);
  });

  it("reopens the directory without migrating or seeding twice, and takes over a stale lock", async () => {
    const [{ count: before }] = await api.db.query<{ count: number }>("SELECT count(*)::int AS count FROM events");
    await api.close();
    // A crashed process leaves its lock behind; a pid that cannot exist marks it stale.
    writeFileSync(join(directory, "festival-api.lock"), "2147483646");
    api = await startFestivalApi({ pgliteDir: directory, seedDemo: true });
    const [{ count: after }] = await api.db.query<{ count: number }>("SELECT count(*)::int AS count FROM events");
    expect(after).toBe(before);
    expect(await migrate(api.db)).toEqual([]);
    const [{ count: demoAccounts }] = await api.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM users WHERE email = 'demo@example.org'",
    );
    expect(demoAccounts).toBe(1);
  });
});

describe("embedded PGlite from snapshots", () => {
  it("starts a new directory as a copy of the snapshot it is pointed at (pgliteSnapshots)", async () => {
    const work = mkdtempSync(join(tmpdir(), "festival-pglite-snapshots-"));
    let api: TestApi | undefined;
    try {
      // The run's demo snapshot (tests/support/vitest-pglite-snapshots.ts), with a file no initdb makes.
      const snapshots = join(work, "snapshots");
      cpSync(inject("pgliteSnapshots"), snapshots, { recursive: true, filter: (source) => !source.endsWith("/schema") });
      writeFileSync(join(snapshots, "demo", "snapshot-mark"), "");
      api = await startFestivalApi({ pgliteDir: join(work, "data"), pgliteSnapshots: snapshots, seedDemo: true });
      expect(existsSync(join(work, "data", "snapshot-mark"))).toBe(true);
      const [{ count }] = await api.db.query<{ count: number }>("SELECT count(*)::int AS count FROM users WHERE email = 'demo@example.org'");
      expect(count).toBe(1);
    } finally {
      await api?.close();
      rmSync(work, { recursive: true, force: true });
    }
  });
});
