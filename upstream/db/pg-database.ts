import pg from "pg";
import { DatabaseBusyError, DatabaseUnreachableError, lockTimeoutStatement, type Database, type Queryable } from "./database";

// Bigint (count, sum) and numeric come back as strings by default; our values fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** How long a statement waits for a free connection of the pool before the festival API answers 'busy'. */
const defaultConnectionWaitMs = 5_000;

/** Errors of a connection that cannot be made or was lost: the socket's, and PostgreSQL's class 08 and shutdowns. */
const connectionErrorCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ENOTFOUND", "EAI_AGAIN", "ETIMEDOUT", "EHOSTUNREACH", "57P01", "57P02", "57P03"]);

function isConnectionFailure(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") return connectionErrorCodes.has(code) || code.startsWith("08");
  return /^Connection terminated/.test(error.message);
}

/**
 * Rethrows an error of the pool as busy: its wait for a connection (which carries no code, only this message), or a
 * database server it cannot reach.
 */
function rethrowWaitAsBusy(error: unknown): never {
  if (error instanceof Error && error.message === "timeout exceeded when trying to connect") throw new DatabaseBusyError(error.message);
  if (error instanceof Error && isConnectionFailure(error)) throw new DatabaseUnreachableError(error.message);
  throw error;
}

/** The pool runs each query on any free connection; a checked-out client keeps a transaction on one. */
function queryableOn(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      return (await target.query(sql, params).catch(rethrowWaitAsBusy)).rows as T[];
    },
    async exec(sql: string) {
      await target.query(sql).catch(rethrowWaitAsBusy);
    },
  };
}

/** PostgreSQL through a connection pool, for production and the contract tests. */
export function openPgDatabase(
  connectionString: string,
  { maxConnections = 20, connectionWaitMs = defaultConnectionWaitMs }: { maxConnections?: number; connectionWaitMs?: number } = {},
): Database {
  const pool = new pg.Pool({ connectionString, max: maxConnections, connectionTimeoutMillis: connectionWaitMs });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on("error", (error) => console.error("[festival-api] idle database connection failed:", error.message));
  const onPool = queryableOn(pool);
  return {
    ...onPool,
    async transaction(fn, options) {
      const client = await pool.connect().catch(rethrowWaitAsBusy);
      try {
        // One round trip: BEGIN and the lock timeout as one simple-protocol query.
        const lockTimeout = lockTimeoutStatement(options);
        const onClient = queryableOn(client);
        await onClient.exec(lockTimeout ? `BEGIN; ${lockTimeout}` : "BEGIN");
        const result = await fn(onClient);
        await onClient.exec("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
