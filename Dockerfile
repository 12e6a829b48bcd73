# syntax=docker/dockerfile:1
# The gateway image (README, "Operations"). Three stages:
#   build    — every dependency, then `npm run build` (contracts, sandbox, gateway, web client);
#   deps     — production dependencies of the Node packages only (no web, no dev tools);
#   runtime  — those dependencies (root and nested), the built sources (dist/src, no tests) and each
#              workspace's package.json, so the node_modules/@gf/* workspace links resolve; runs as
#              the unprivileged `node` user, writes nothing (a read-only root file system suits it).
# The same image runs the sandbox (docker-compose.yml, profile "demo") with another command.
# packages/bff/test/deploy/image.test.ts checks these stages against the workspace.
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/sandbox/package.json packages/sandbox/
COPY packages/bff/package.json packages/bff/
COPY packages/web/package.json packages/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY packages packages
RUN npm run build

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/sandbox/package.json packages/sandbox/
COPY packages/bff/package.json packages/bff/
COPY packages/web/package.json packages/web/
# npm nests a workspace's own copy of a package when versions differ (e.g.
# packages/bff/node_modules/@fastify/cookie); every package gets the folder, possibly empty, so the
# runtime stage can copy all three.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
      --workspace @gf/contracts --workspace @gf/sandbox --workspace @gf/bff \
  && npm cache clean --force \
  && mkdir -p packages/contracts/node_modules packages/sandbox/node_modules packages/bff/node_modules

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    WEB_DIST=/app/packages/web/dist
WORKDIR /app
COPY --from=deps /app/package.json ./
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/packages/contracts/node_modules packages/contracts/node_modules
COPY --from=deps /app/packages/sandbox/node_modules packages/sandbox/node_modules
COPY --from=deps /app/packages/bff/node_modules packages/bff/node_modules
COPY --from=build /app/packages/contracts/package.json packages/contracts/
COPY --from=build /app/packages/contracts/dist/src packages/contracts/dist/src
COPY --from=build /app/packages/sandbox/package.json packages/sandbox/
COPY --from=build /app/packages/sandbox/dist/src packages/sandbox/dist/src
COPY --from=build /app/packages/bff/package.json packages/bff/
COPY --from=build /app/packages/bff/dist/src packages/bff/dist/src
COPY --from=build /app/packages/web/dist packages/web/dist
COPY config/site-hosts.example.json config/
# The official image's `node` user, by number: Kubernetes' runAsNonRoot can only verify a numeric
# user (deploy/kubernetes/base/deployment.yaml runs as the same 1000).
USER 1000:1000
EXPOSE 3000
# Liveness only (/healthz): readiness (/readyz) also checks Redis and the upstream, and a shared
# dependency being down must not mark every replica unhealthy at once.
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node itself is PID 1 and handles SIGTERM (server.ts: finish requests in flight, then exit). The
# preload starts OpenTelemetry before the gateway loads, and only when OTEL_EXPORTER_OTLP_ENDPOINT is
# set. The gateway package's `start` script runs the same (README, "Operations"). The old generation
# grows to 1.5× what it holds before V8 collects it: with V8's own choice (about 1.4×) the headroom
# over the gateway's ~70 MB of modules was less than the young generation, and V8 then marked the
# whole heap about once a second while pages rendered (README, "Performance").
CMD ["node", "--heap-growing-percent=50", "--import", "./packages/bff/dist/src/telemetry.js", "packages/bff/dist/src/server.js"]
