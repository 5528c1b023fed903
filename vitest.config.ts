import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

/** Pure units, portal loaders against a real festival API, and the festival API's contract on PostgreSQL and PGlite. */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "contract/**/*.test.ts", "upstream/**/*.test.ts", "server/**/*.test.ts"],
          environment: "node",
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
        },
      },
      {
        resolve: { alias },
        test: {
          name: "contract",
          include: ["tests/contract/**/*.test.ts"],
          globalSetup: ["tests/support/vitest-postgres.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The same contract on the embedded default, each file on a fresh in-memory PGlite.
        resolve: { alias },
        test: {
          name: "contract-pglite",
          include: ["tests/contract/**/*.test.ts"],
          exclude: ["tests/contract/**/*.postgres.test.ts"],
          env: { FESTIVAL_TEST_DB: "pglite" },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
