/** What every festival API module needs from the database: plain SQL with $1-style parameters. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL's SQLSTATE of an error from either driver, if it carries one. */
export function sqlState(error: unknown): string | undefined {
  if (typeof error === "object" && error !== null && "code" in error && typeof error.code === "string") {
    return error.code;
  }
  return undefined;
}

export const SQLSTATE = {
  uniqueViolation: "23505",
  lockNotAvailable: "55P03",
  deadlockDetected: "40P01",
  serializationFailure: "40001",
  queryCanceled: "57014",
} as const;
