# syntax=docker/dockerfile:1
# Brandloom in production: the compiled server (apps/server/dist) serving the built web app, run as
# a non-root user. One image for both process kinds: `node apps/server/dist/main.js` (web, the
# default) and `node apps/server/dist/worker.js` (generation only). See compose.yaml and the
# README's "On a server".

ARG NODE_IMAGE=node:20.19-bookworm-slim

# The workspace manifests alone, so dependency layers are reused until they change.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/

# Everything needed to build: the web app (pre-rendered pages, hashed assets) and the server.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY packages/shared packages/shared
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

# Only what runs: production dependencies.
FROM manifests AS production-dependencies
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=production-dependencies /app ./
COPY --from=build /app/packages/shared packages/shared
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/src/db/migrations apps/server/src/db/migrations
COPY --from=build /app/apps/web/build/client apps/web/build/client
# The node user (uid 1000) of the official image owns only the data folder (PGlite, local files,
# the outbox) — unused when DATABASE_URL and S3_BUCKET are set, but kept writable for a single box.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness: /api/health answers 200 while the database and storage answer.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as PID 1's child of the runtime, not npm, so SIGTERM reaches the server (graceful shutdown).
CMD ["node", "apps/server/dist/main.js"]
