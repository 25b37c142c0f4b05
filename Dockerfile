# syntax=docker/dockerfile:1
# The product as one image: the web app built once, served by the API on one port (as `npm start`
# serves it, without its build-on-start). Node 20 on Debian bookworm, the line the project pins;
# sharp and argon2 come as prebuilt glibc packages from npm.
ARG NODE_IMAGE=node:20-bookworm-slim

# Every workspace's manifest first, so dependency layers are reused until a lockfile changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/

# Build: all dependencies, then the web bundle, landing prerender and precompressed copies.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY packages/contracts packages/contracts
COPY apps/web apps/web
COPY apps/api apps/api
# The product name is built into the web app, so it is fixed per image.
ARG APP_NAME=Sankofa
RUN APP_NAME="$APP_NAME" npm run build \
  && find apps/api/src packages/contracts/src -name '*.test.ts' -delete

# Production dependencies only (tsx included: the API runs its TypeScript directly).
FROM manifests AS prod-deps
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ARG APP_NAME=Sankofa
ENV NODE_ENV=production \
    APP_NAME=${APP_NAME} \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps /app ./
COPY --from=build /app/tsconfig.base.json ./
COPY --from=build /app/packages/contracts/src packages/contracts/src
COPY --from=build /app/apps/api/src apps/api/src
COPY --from=build /app/apps/api/tsconfig.json apps/api/
COPY --from=build /app/apps/web/dist apps/web/dist
# PGlite, the mail outbox and photos live in DATA_DIR unless PostgreSQL, SMTP and S3 are configured;
# the code stays owned by root, so the server cannot change it.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node itself as PID 1 with the server's flags (apps/api/src/server-node-flags.ts); it closes cleanly on SIGTERM.
CMD ["node", "--min-semi-space-size=16", "--import", "tsx", "apps/api/src/server.ts"]
