#!/bin/sh
# npm start: build the portal when the build is missing or older than its sources, then serve it in
# production mode (the embedded festival API starts unless FESTIVAL_API_URL is set).
set -e
cd "$(dirname "$0")/.."
if [ ! -f build/index.js ] || [ -n "$(find app contract locales remix.config.js package-lock.json -newer build/index.js -print -quit)" ]; then
  npx remix build
fi
NODE_ENV="${NODE_ENV:-production}" exec npx tsx server.ts
