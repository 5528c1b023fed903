/** What every festival API module needs from the database: plain SQL with $1-style parameters. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  lockTimeoutMs?: number;
}

/** The statement that sets the transaction's lock timeout, if it has one. */
export function lockTimeoutStatement(options: TransactionOptions | undefined): string | undefined {
  if (options?.lockTimeoutMs === undefined) return undefined;
  return `SET LOCAL lock_timeout = ${Math.max(1, Math.floor(options.lockTimeoutMs))}`;
}

export interface Database extends Queryable {
  /**
   * Runs fn in one transaction: committed when it resolves, rolled back when it throws. `lockTimeoutMs`
   * bounds every lock wait inside it (SQLSTATE 55P03 past it).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

/**
 * The database took no statement in time: every connection of the pool stayed busy for the pool's whole wait. The
 * festival API answers it 'busy, try again' (503), as it does a seat lock's wait, instead of queueing without end.
 */
export class DatabaseBusyError extends Error {}

/**
 * The database server could not be reached (stopped, restarting, the network): answered 'busy, try again' (503)
 * too, not as a server error, since nothing is wrong with the request and the same call may succeed in a moment.
 */
export class DatabaseUnreachableError extends DatabaseBusyError {}

/** PostgreSQL's SQLSTATE of an error from either driver, if it carries one. */
export function sqlState(error: unknown): string | undefined {
  if (typeof error === "object" && error !== null && "code" in error && typeof error.code === "string") {
    return error.code;
  }
  return undefined;
}

export const SQLSTATE = {
  foreignKeyViolation: "23503",
  uniqueViolation: "23505",
  lockNotAvailable: "55P03",
  deadlockDetected: "40P01",
  serializationFailure: "40001",
  queryCanceled: "57014",
} as const;
