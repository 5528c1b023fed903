import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { writePgliteSnapshots } from "../../upstream/db/pglite-snapshot";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's PGlite snapshots (upstream/db/pglite-snapshot.ts), made once, as the build makes the embedded default's. */
    pgliteSnapshots: string;
  }
}

/**
 * vitest globalSetup of the contract on PGlite: the snapshots a built festival API starts a new database from,
 * written once for the run into a temporary directory, removed in teardown. Each test's festival API then starts
 * as the embedded default does, from a copy of one (under a second), not by initdb, migrations and the demo's
 * seeding in WASM (about 3 s each, twenty-odd times a run).
 */
export default async function setup(project: TestProject) {
  // npm test passes the build's own (scripts/build-server.ts), written from the same sources just before: making
  // them again kept one core busy for about 10 s while every test waited.
  const built = process.env.TEST_PGLITE_SNAPSHOTS;
  if (built) {
    project.provide("pgliteSnapshots", built);
    return;
  }
  const snapshots = mkdtempSync(join(tmpdir(), "festival-pglite-snapshots-"));
  await writePgliteSnapshots(snapshots);
  project.provide("pgliteSnapshots", snapshots);
  return () => rmSync(snapshots, { recursive: true, force: true });
}
