import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { acquireDirectoryLock } from "./directory-lock";
import type { Database, Queryable } from "./database";

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

/** The embedded database: PostgreSQL in WASM, file-backed in `dir` (or in memory for `memory://`). */
export async function openPgliteDatabase(dir: string): Promise<Database> {
  let release = () => {};
  if (dir !== IN_MEMORY) {
    mkdirSync(dir, { recursive: true });
    release = acquireDirectoryLock(dir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dir);
  } catch (error) {
    release();
    throw error;
  }
  const queryable = wrap(pglite);
  return {
    ...queryable,
    // PGlite has a single connection: its transaction() queues every other query until it settles.
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    async close() {
      try {
        await pglite.close();
      } finally {
        release();
      }
    },
  };
}
