import { cpSync, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { acquireDirectoryLock } from "./directory-lock";
import { lockTimeoutStatement, type Database, type Queryable } from "./database";

export const IN_MEMORY = "memory://";

function wrap(target: Pick<PGlite, "query" | "exec">): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await target.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** A PGlite instance as a Database; `onClose` runs after PGlite closed (releasing the directory lock). */
export function pgliteAsDatabase(pglite: PGlite, onClose: () => void = () => {}): Database {
  return {
    ...wrap(pglite),
    // PGlite has a single connection: its transaction() queues every other query until it settles.
    transaction: (fn, options) =>
      pglite.transaction(async (tx) => {
        const lockTimeout = lockTimeoutStatement(options);
        if (lockTimeout) await tx.exec(lockTimeout);
        return fn(wrap(tx));
      }),
    async close() {
      try {
        await pglite.close();
      } finally {
        onClose();
      }
    },
  };
}

/** True when `dir` holds no PostgreSQL data directory yet (PGlite would run initdb there). */
export function isEmptyPgliteDirectory(dir: string): boolean {
  return dir !== IN_MEMORY && !existsSync(join(dir, "PG_VERSION"));
}

/** PG_VERSION last: a copy cut short leaves a directory that still counts as empty, and is copied again. */
function copyDataDirectory(from: string, to: string) {
  const version = join(from, "PG_VERSION");
  cpSync(from, to, { recursive: true, filter: (source) => source !== version });
  cpSync(version, join(to, "PG_VERSION"));
}

/**
 * The embedded database: PostgreSQL in WASM, file-backed in `dir` (or in memory for `memory://`). An empty
 * directory starts as a copy of `initialDirectory` (a data directory made at build time, pglite-snapshot.ts)
 * when given, instead of running initdb.
 */
export async function openPgliteDatabase(dir: string, initialDirectory?: string): Promise<Database> {
  let release = () => {};
  let pglite: PGlite;
  try {
    if (dir !== IN_MEMORY) {
      mkdirSync(dir, { recursive: true });
      release = acquireDirectoryLock(dir);
      if (initialDirectory && isEmptyPgliteDirectory(dir)) copyDataDirectory(initialDirectory, dir);
    }
    pglite = await PGlite.create(dir);
  } catch (error) {
    release();
    throw error;
  }
  return pgliteAsDatabase(pglite, release);
}
