# syntax=docker/dockerfile:1
# The API image and the check service's image, built from the repository root (the build context):
#   docker build -f infra/docker/services.Dockerfile --target services -t registry.example.org/school/services:<tag> .
#   docker build -f infra/docker/services.Dockerfile --target checks   -t registry.example.org/school/checks:<tag> .
# `services` runs the gateway (SERVICES=<domain> mounts one domain, infra/k8s/services.yaml) and the
# migrations Job; `checks` is the same files plus Debian's bubblewrap (infra/k8s/checks.yaml).
# The TypeScript sources run through tsx, as everywhere else in this repository. No secret is baked
# in: JWT_SECRET and DATABASE_URL come from the cluster's Secret at run time.
# infra/docker/dockerfiles.test.ts checks these lines against the repository and the manifests.

ARG NODE_IMAGE=node:20-bookworm-slim

# The package manifests alone, so the installs below stay cached until a manifest or the lock changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /out && cp package.json package-lock.json /out/ \
 && find . -name package.json -not -path '*/node_modules/*' -not -path './package.json' -exec cp --parents '{}' /out/ ';'

# The services' production dependencies, from the lock file (its layout: hoisted, plus the
# workspaces' own node_modules where versions differ). No install scripts: the root's allowScripts
# allows none.
FROM ${NODE_IMAGE} AS deps-prod
WORKDIR /app
COPY --from=manifests /out/ ./
RUN npm ci --omit=dev --workspace=services --ignore-scripts --no-audit --no-fund

# tsx, the TypeScript runner, is a development dependency of the root: installed here, and only
# it and what it needs beyond the production tree (nothing today: esbuild is a services dependency)
# are copied into the runtime.
FROM ${NODE_IMAGE} AS deps-tools
WORKDIR /app
COPY --from=manifests /out/ ./
RUN npm ci --workspace=services --include-workspace-root --ignore-scripts --no-audit --no-fund

FROM ${NODE_IMAGE} AS services
ENV NODE_ENV=production
WORKDIR /app
RUN groupadd --system --gid 10001 school \
 && useradd --system --uid 10001 --gid school --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin school
COPY --from=deps-prod /app/node_modules ./node_modules
COPY --from=deps-prod /app/services/node_modules ./services/node_modules
COPY --from=deps-tools /app/node_modules/tsx ./node_modules/tsx
COPY package.json tsconfig.json tsconfig.base.json ./
COPY services ./services
# The workspaces the services import (their sources are the packages: main is src/index.ts).
COPY shared/contracts ./shared/contracts
COPY shared/task-kinds ./shared/task-kinds
COPY shared/web-checks ./shared/web-checks
COPY shared/game-engines ./shared/game-engines
COPY shared/python-runtime ./shared/python-runtime
COPY shared/scratchjr-engine ./shared/scratchjr-engine
COPY shared/sql-kind ./shared/sql-kind
# The data folder (uploads without S3, the embedded SQLite file) is the only place it writes.
RUN mkdir -p /app/data && chown school:school /app/data
USER 10001:10001
EXPOSE 3000
# One process (tsx as a loader, not its CLI's child process): SIGTERM reaches the server.
CMD ["node", "--import", "tsx", "services/gateway/server.ts"]

# The check service: students' and authors' code in bubblewrap sandboxes (prlimit is util-linux's).
# Its Deployment gives it no Secret, a read-only root, /cache and /tmp as scratch volumes.
FROM services AS checks
USER root
RUN apt-get update \
 && apt-get install -y --no-install-recommends bubblewrap util-linux \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /cache && chown school:school /cache
USER 10001:10001
ENV CHECK_HOST=0.0.0.0 CHECK_PORT=3900 CHECK_CACHE_DIR=/cache
EXPOSE 3900
CMD ["node", "--import", "tsx", "services/check-service/main.ts"]
