import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { startFestivalApi, type StartFestivalApiOptions } from "../../../upstream/index";
import { TEST_PASSWORD_HASH_COST } from "../../support/festival-fixtures";
import { createDatabaseFromTemplate } from "../../support/pg-cluster";

export type TestApi = Awaited<ReturnType<typeof startFestivalApi>>;

/** FESTIVAL_TEST_DB=pglite runs the contract suite on the embedded database instead of PostgreSQL. */
export const testsUsePglite = process.env.FESTIVAL_TEST_DB === "pglite";

/**
 * The festival API on a fresh clone of the seeded template database (one per test file), or in PGlite mode on a
 * fresh PGlite directory that starts as a copy of the run's demo snapshot (tests/support/vitest-pglite-snapshots.ts),
 * as the built embedded default starts; the directory goes when the API closes.
 */
export async function startTestApi(databaseName: string, options: StartFestivalApiOptions = {}): Promise<TestApi> {
  const pgliteDir = testsUsePglite ? mkdtempSync(join(tmpdir(), "festival-pglite-")) : undefined;
  const database = pgliteDir
    ? { pgliteDir, pgliteSnapshots: inject("pgliteSnapshots"), seedDemo: true }
    : { databaseUrl: await createDatabaseFromTemplate(inject("pgAdminUrl"), databaseName) };
  // The outbox is read from the database here; printing every message would only bury test output. Its page is
  // on as with OUTBOX_VIEW=1, as the portal's demo runs it: the outbox tests read it. Password hashes are cheap.
  const api = await startFestivalApi({
    port: 0,
    ...database,
    ...options,
    config: { logOutbox: false, outboxView: true, passwordHashCost: TEST_PASSWORD_HASH_COST, ...options.config },
  }).catch((error: unknown) => {
    if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
    throw error;
  });
  if (!pgliteDir) return api;
  return {
    ...api,
    async close(closeOptions) {
      await api.close(closeOptions);
      rmSync(pgliteDir, { recursive: true, force: true });
    },
  };
}

/** The file's API: started before its tests on its own database clone, closed after them. */
export function useTestApi(databaseName: string, options: StartFestivalApiOptions = {}): TestApi {
  let running: TestApi | undefined;
  beforeAll(async () => {
    running = await startTestApi(databaseName, options);
  });
  afterAll(async () => {
    await running?.close();
  });
  const current = () => {
    if (!running) throw new Error("The festival API starts in beforeAll");
    return running;
  };
  return {
    get url() {
      return current().url;
    },
    get db() {
      return current().db;
    },
    close: () => current().close(),
  };
}

let ipCounter = 0;
/** A distinct client address per call, sent as X-Forwarded-For from loopback (a trusted proxy), so the
 * throttles stay on and still never meet one test's traffic with another's. */
export function freshClientIp(): string {
  ipCounter++;
  return `198.51.${(process.pid + ipCounter) % 256}.${ipCounter % 250}`;
}

export interface CallOptions {
  token?: string;
  ip?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

// Answers are inspected loosely in assertions; the contract schemas parse them wherever the shape matters.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** One HTTP call to the API: JSON in, JSON (or text) out. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(api: TestApi, method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "X-Forwarded-For": options.ip ?? freshClientIp(),
    ...options.headers,
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers["Content-Type"] ??= "application/json";
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  }
  const response = await fetch(api.url + path, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get("content-type") ?? "").includes("json") && text) parsed = JSON.parse(text);
  return { status: response.status, body: parsed as T, headers: response.headers };
}
