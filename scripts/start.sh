#!/bin/sh
# npm start: build the portal (remix build, then its files' compressed copies) and its server with the festival
# API (scripts/build-server.ts) when a build is missing or older than its sources, then serve it in production
# mode with plain node: no TypeScript is compiled at run time (the embedded festival API starts unless
# FESTIVAL_API_URL is set). `npm run start:upstream` (`start.sh festival-api`) builds and starts the festival API
# alone, as docker-compose.yml runs it. Building needs the whole install (npm ci), dev dependencies included.
set -e
cd "$(dirname "$0")/.."
target="${1:-portal}"
if [ "$target" = portal ] && { [ ! -f build/index.js ] || [ -n "$(find app contract locales patches remix.config.js tsconfig.json scripts/finish-client-build.ts package-lock.json -newer build/index.js -print -quit)" ]; }; then
  npx remix build
  npx tsx scripts/finish-client-build.ts
fi
# shellcheck disable=SC2046 # inputs.txt holds one path a line, none with spaces
if [ ! -f build/server/inputs.txt ] || [ -n "$(find $(cat build/server/inputs.txt) -newer build/server/inputs.txt -print -quit 2>/dev/null || echo changed)" ]; then
  # --liftoff-only: PGlite's initdb for the snapshots without the optimising compiler (scripts/build-server.ts).
  npx tsx --liftoff-only scripts/build-server.ts
fi
if [ "$target" = festival-api ]; then
  exec node build/server/festival-api.js
fi
# The embedded demo (no FESTIVAL_API_URL) shows its outbox at http://localhost:3000/outbox, to this computer only, so
# a newcomer can read the e-mail link and the SMS code; the Docker image starts the server directly and never does.
if [ -z "${FESTIVAL_API_URL:-}" ]; then
  export OUTBOX_VIEW="${OUTBOX_VIEW:-1}"
fi
NODE_ENV="${NODE_ENV:-production}" exec node build/server/server.js
