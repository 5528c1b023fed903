/**
 * Builds the portal's server and the festival API ahead, as `remix build` does for the app (issue 13): no
 * TypeScript is compiled at run time in production. esbuild bundles our own sources (server.ts with server/,
 * upstream/, contract/ and the configuration it imports from app/) into build/server/, leaving every npm
 * package external (node_modules is installed beside them, PGlite finds its WASM files there). Beside the
 * bundles: the migrations (read at start) and the PGlite snapshots of a migrated and seeded database, so the
 * embedded default's first start runs no initdb (upstream/db/pglite-snapshot.ts). It runs under `--liftoff-only`
 * (package.json's build, scripts/start.sh): V8 then runs PGlite's WebAssembly on its baseline compiler alone, and
 * initdb, a few seconds once, no longer pays for the optimising compiler's background work (6.0 against 9.5
 * CPU-seconds for this script, 2026-11-28). The flag concerns WebAssembly only, and only this build step.
 *
 *   build/server/server.js        the portal (`npm start`, the Docker image)
 *   build/server/festival-api.js  the festival API alone (docker-compose.yml's festival-api service)
 *   build/server/inputs.txt       the sources they were built from (scripts/start.sh rebuilds when one is newer)
 */
import { cpSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import { writePgliteSnapshots } from "../upstream/db/pglite-snapshot";

/**
 * Every npm package stays an import (esbuild 0.17's `packages: "external"` would also leave the tsconfig alias
 * `~/…` and the `#contract/…` imports unresolved): bare specifiers other than those two, and node: built-ins.
 */
const npmPackagesExternal: Plugin = {
  name: "npm-packages-external",
  setup(build) {
    build.onResolve({ filter: /^[^.~/#]/ }, (args) => ({ path: args.path, external: true }));
  },
};

const outDirectory = new URL("../build/server/", import.meta.url);
const started = performance.now();

rmSync(outDirectory, { recursive: true, force: true });
const { metafile } = await build({
  entryPoints: { server: "server.ts", "festival-api": "upstream/main.ts" },
  outdir: "build/server",
  bundle: true,
  // Shared modules (upstream/ is in both) go to one chunk instead of twice.
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node20",
  plugins: [npmPackagesExternal],
  sourcemap: true,
  logLevel: "warning",
  metafile: true,
});
cpSync(new URL("../upstream/db/migrations/", import.meta.url), new URL("migrations/", outDirectory), { recursive: true });
await writePgliteSnapshots(fileURLToPath(new URL("pglite-snapshots/", outDirectory)));
// What the build is made of, for scripts/start.sh to rebuild when one of them is newer than the build.
const inputs = [...Object.keys(metafile.inputs), "upstream/db/migrations", "package-lock.json"];
writeFileSync(new URL("inputs.txt", outDirectory), inputs.join("\n") + "\n");
console.log(`Built the server and the festival API into build/server in ${Math.round(performance.now() - started)} ms`);
