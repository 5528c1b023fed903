import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

/**
 * Each project's workers run WebAssembly on V8's baseline compiler alone: the suites open a short-lived PGlite
 * database (PostgreSQL in WebAssembly) for each contract file on the embedded default and for some units, and the
 * optimising compiler's background work for each never paid for itself in their few queries (the whole run 130
 * against 140 CPU-seconds, 97–98 against 99–101 s, 2026-11-28). The flag changes nothing for JavaScript.
 */
const execArgv = ["--liftoff-only"];

/**
 * Pure units, portal loaders against a real festival API, and the festival API's contract on PostgreSQL and PGlite.
 * Test files share their worker's modules (`isolate: false`): importing the app, the festival API and PGlite afresh
 * for each file cost more than the tests themselves, and no test file leaves global state behind (each starts its
 * own festival API on its own database, and restores what it spies on).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default leaves a core idle (one worker on a 2-core machine), but much of the contract's time is
    // spent waiting on PostgreSQL, which runs in processes of its own.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "contract/**/*.test.ts", "upstream/**/*.test.ts", "server/**/*.test.ts"],
          environment: "node",
          isolate: false,
          execArgv,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/vitest-postgres.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
          execArgv,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "contract",
          include: ["tests/contract/**/*.test.ts"],
          // The embedded default's own file opens PGlite whatever the project: contract-pglite runs it.
          exclude: ["tests/contract/embedded-pglite.test.ts"],
          globalSetup: ["tests/support/vitest-postgres.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          isolate: false,
          execArgv,
        },
      },
      {
        // The same contract on the embedded default, each file on a fresh PGlite started as the built one starts.
        resolve: { alias },
        test: {
          name: "contract-pglite",
          include: ["tests/contract/**/*.test.ts"],
          exclude: ["tests/contract/**/*.postgres.test.ts"],
          globalSetup: ["tests/support/vitest-pglite-snapshots.ts"],
          env: { FESTIVAL_TEST_DB: "pglite" },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          isolate: false,
          execArgv,
        },
      },
    ],
  },
});
