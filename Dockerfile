# syntax=docker/dockerfile:1.7
#
# One image for every LogiScope Node process. The first argument selects the process:
#
#   docker run logiscope gateway              # NestJS BFF, HTTP :3000, serves the built web app
#   docker run logiscope identity             # node services/identity/dist/main.js (gRPC :50051)
#   docker run logiscope carrier-data|reports|notes|billing|security-tracking
#   docker run logiscope embedded             # the embedded profile: everything in one process, SQLite in /app/data
#   docker run logiscope node some/script.js  # anything else is executed as given
#
# Health convention (docker-compose.yml, k8s/): a service serves GET /healthz (liveness) and GET /readyz
# (readiness) on HEALTH_PORT, and binds gRPC to GRPC_URL (0.0.0.0:<port> in a container, which also
# opens its health server to the network); the gateway serves GET /api/health on PORT. The HEALTHCHECK
# below probes /readyz when HEALTH_PORT is set, /api/health on PORT otherwise.
#
# Stages: manifests -> deps (npm ci, cached until a package.json or the lock changes) -> build
# (scripts/build.mjs: every server package with swc, the web app with vite; then dev dependencies
# pruned) -> runtime (non-root `node` user, tini as PID 1).

ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false

# Only the manifests: root + every workspace package.json, the lock and .npmrc. The layer that
# copies them into `deps` stays cached while none of them changes, whatever else does.
FROM base AS manifests
COPY . /src
RUN mkdir -p /manifests \
 && cd /src \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents '{}' /manifests/ ';' \
 && cp package-lock.json .npmrc /manifests/

FROM base AS deps
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# Every package builds into its own dist/ (services/<name>/dist/main.js, gateway/dist/main.js,
# web/dist for the gateway to serve); then dev dependencies go.
RUN node scripts/build.mjs --force \
 && npm prune --omit=dev --no-audit --no-fund
# Stage what the runtime needs: manifests, production node_modules (root and per workspace, with the
# workspace links), each workspace's dist/ (and data/: security-tracking's network lists and time zones) and the
# .proto contracts (loaded at run time by gRPC).
RUN set -eu; mkdir -p /out; \
    cp -a package.json node_modules /out/; \
    cp -a proto /out/; \
    for pattern in $(node -p "require('./package.json').workspaces.join(' ')"); do \
      for ws in $pattern; do \
        [ -f "$ws/package.json" ] || continue; \
        mkdir -p "/out/$ws"; cp -a "$ws/package.json" "/out/$ws/"; \
        for part in dist node_modules data; do if [ -e "$ws/$part" ]; then cp -a "$ws/$part" "/out/$ws/"; fi; done; \
      done; \
    done

FROM ${NODE_IMAGE} AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    PROFILE=distributed \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
COPY --from=build --chown=node:node /out/ /app/
# The process launcher: maps a process name to its entry point.
COPY --chmod=0755 <<'EOF' /usr/local/bin/logiscope
#!/bin/sh
set -e
case "${1:-gateway}" in
  gateway)
    if [ $# -gt 0 ]; then shift; fi
    exec node --enable-source-maps gateway/dist/main.js "$@" ;;
  identity|carrier-data|reports|notes|billing|security-tracking)
    service="$1"; shift
    exec node --enable-source-maps "services/$service/dist/main.js" "$@" ;;
  embedded)
    shift
    PROFILE=embedded exec node --enable-source-maps gateway/dist/main.js "$@" ;;
  *)
    exec "$@" ;;
esac
EOF
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "const e=process.env;fetch(e.HEALTH_PORT?'http://127.0.0.1:'+e.HEALTH_PORT+'/readyz':'http://127.0.0.1:'+e.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--", "/usr/local/bin/logiscope"]
CMD ["gateway"]
