#!/bin/sh
# npm start: build the portal when the build is missing or older than its sources, then serve it in
# production mode (the embedded festival API starts unless FESTIVAL_API_URL is set).
set -e
cd "$(dirname "$0")/.."
if [ ! -f build/index.js ] || [ -n "$(find app contract locales remix.config.js package-lock.json -newer build/index.js -print -quit)" ]; then
  npx remix build
fi
# The embedded demo (no FESTIVAL_API_URL) shows its outbox at http://localhost:3000/outbox, to this computer only, so
# a newcomer can read the e-mail link and the SMS code; the Docker image starts server.ts directly and never does.
if [ -z "${FESTIVAL_API_URL:-}" ]; then
  export OUTBOX_VIEW="${OUTBOX_VIEW:-1}"
fi
NODE_ENV="${NODE_ENV:-production}" exec npx tsx server.ts
