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

/** The fields of PostgreSQL's errors that name where a statement failed, never a value of its row. */
const loggedDatabaseErrorFields = ["code", "table", "column", "constraint", "routine", "query"] as const;

/**
 * An error as a log line may show it: any error as it is, but PostgreSQL's (either driver's) without its `detail`,
 * which repeats a failed row's values ('Key (email)=(…) already exists'), and without the query's `params` PGlite
 * adds (e-mail addresses, names, password hashes): its stack, the SQLSTATE, and where the statement failed. A data
 * exception's message (SQLSTATE class 22) quotes the value it could not take ('invalid input syntax for type
 * integer: "…"'): that value is left out too.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error) || sqlState(error) === undefined || !("severity" in error)) return error;
  const failedError = error as Error & Partial<Record<(typeof loggedDatabaseErrorFields)[number], unknown>>;
  const where = loggedDatabaseErrorFields.flatMap((field) => (failedError[field] === undefined ? [] : [`${field}: ${String(failedError[field])}`]));
  const stack = error.stack ?? error.message;
  const shown = sqlState(error)!.startsWith("22") ? stack.replaceAll(error.message, error.message.replace(/"[^"]*"/g, '"…"')) : stack;
  return `${shown}\n    (${where.join("; ")})`;
}
