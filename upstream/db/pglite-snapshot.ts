import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { migrate } from "./migrate";
import { pgliteAsDatabase } from "./pglite-database";
import { seedDatabase, seedingDay, type SeedOptions } from "./seed/seed";

/**
 * PGlite data directories made at build time (scripts/build-server.ts writes them next to the built festival
 * API). initdb in WASM is most of the embedded default's first start (seconds, and a second PGlite instance's
 * hundreds of MB), and unpacking a `dumpDataDir` tarball through PGlite's WASM file system costs seconds too,
 * so an empty directory is a plain file copy of one of these, which PGlite then opens like a restart. They hold
 * the migrated schema, and the demo festival and account for `demo`; never a signing key (each database makes
 * its own on its first start). Run from the sources (tsx) there are none, and PGlite runs initdb as before.
 */
const SNAPSHOT_DIR = fileURLToPath(new URL("./pglite-snapshots/", import.meta.url));
const MANIFEST = "manifest.json";

export type SnapshotContents = "schema" | "demo";

export interface PgliteSnapshot {
  contents: SnapshotContents;
  /** The data directory to copy. */
  directory: string;
  /** The seeding day of the `demo` snapshot (its event dates are relative to it). */
  seededOn: Date;
}

interface SnapshotManifest {
  seededOn: string;
}

/** The snapshot that holds what this start would seed: the schema alone, or the demo festival with its account. */
export function snapshotContentsFor(seed: Pick<SeedOptions, "demoFestival" | "demoAccount">): SnapshotContents | undefined {
  if (!seed.demoFestival) return "schema";
  return seed.demoAccount ? "demo" : undefined;
}

export function findPgliteSnapshot(contents: SnapshotContents, snapshots: string = SNAPSHOT_DIR): PgliteSnapshot | undefined {
  const directory = join(snapshots, contents);
  if (!existsSync(join(directory, "PG_VERSION"))) return undefined;
  const manifest = JSON.parse(readFileSync(join(snapshots, MANIFEST), "utf8")) as SnapshotManifest;
  return { contents, directory, seededOn: new Date(manifest.seededOn) };
}

/** Readable by everyone: the Docker image runs as another user than the one that built it. */
function makeReadable(path: string) {
  const directory = statSync(path).isDirectory();
  chmodSync(path, directory ? 0o755 : 0o644);
  if (directory) for (const entry of readdirSync(path)) makeReadable(join(path, entry));
}

/** Runs initdb once, migrates: `schema`; then seeds the demo in a copy: `demo`. */
export async function writePgliteSnapshots(snapshots: string, now: Date = new Date()): Promise<void> {
  const schema = join(snapshots, "schema");
  const demo = join(snapshots, "demo");
  const withDatabase = async (directory: string, fill: (db: ReturnType<typeof pgliteAsDatabase>) => Promise<unknown>) => {
    const db = pgliteAsDatabase(await PGlite.create(directory));
    try {
      await fill(db);
    } finally {
      await db.close();
    }
  };
  mkdirSync(schema, { recursive: true });
  await withDatabase(schema, (db) => migrate(db));
  cpSync(schema, demo, { recursive: true });
  await withDatabase(demo, (db) => seedDatabase(db, { demoFestival: true, demoAccount: true, now }));
  const manifest: SnapshotManifest = { seededOn: seedingDay(now).toISOString() };
  writeFileSync(join(snapshots, MANIFEST), JSON.stringify(manifest));
  makeReadable(snapshots);
}
