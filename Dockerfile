# syntax=docker/dockerfile:1
# The portal image; the same image runs the festival API with `node build/server/festival-api.js` (docker-compose.yml).

FROM node:20-bookworm-slim AS deps
WORKDIR /app
# patches/ before npm ci: its postinstall applies them (patch-package), to the build's tools and to
# @remix-run/react, which the server also runs.
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# The app (remix build) with its scripts minified again and its files' compressed copies (scripts/finish-client-build.ts), then the server and the festival API with the PGlite snapshots (scripts/build-server.ts).
RUN npm run build

FROM deps AS production-deps
# The installed, patched dependencies without the dev ones: a fresh `npm ci --omit=dev` could not apply the
# patches (patch-package is a dev dependency), and the server renders with the patched @remix-run/react.
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 PGLITE_DIR=/app/data/festival
WORKDIR /app
RUN groupadd --system portal && useradd --system --gid portal --home /app portal
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY package.json ./
COPY locales ./locales
RUN mkdir -p /app/data && chown portal:portal /app/data
USER portal
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Plain node on the build: no TypeScript compiled at run time (issue 13).
CMD ["node", "build/server/server.js"]
