# syntax=docker/dockerfile:1
# The static servers, built from the repository root (the build context): one target per image,
# named as the image (infra/k8s/web.yaml: shell; infra/k8s/remotes.generated.yaml: mfe-<name>):
#   docker build -f infra/docker/static.Dockerfile --target shell       -t registry.example.org/school/shell:<tag> .
#   docker build -f infra/docker/static.Dockerfile --target mfe-courses -t registry.example.org/school/mfe-courses:<tag> .
# Each is Debian's nginx (the package `npm test` checks infra/nginx/school.conf with, `nginx -t`)
# serving its part of /srv/school with that configuration, as an unprivileged user on port 8080.
# A new remote needs a target here; infra/docker/dockerfiles.test.ts says which one is missing.

ARG NODE_IMAGE=node:20-bookworm-slim
ARG DEBIAN_IMAGE=debian:bookworm-slim

# The package manifests alone, so the install below stays cached until a manifest or the lock changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /out && cp package.json package-lock.json /out/ \
 && find . -name package.json -not -path '*/node_modules/*' -not -path './package.json' -exec cp --parents '{}' /out/ ';'

# Production bundles of the shell and every remote (scripts/build.mjs). Chromium makes mfe-code's
# Python memory snapshot; without it Python starts ~3 s slower.
FROM ${NODE_IMAGE} AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=manifests /out/ ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
ARG BRAND_MODE=default
RUN node --input-type=module -e "const { buildAll } = await import('./scripts/build.mjs'); await buildAll({ force: true });" \
 && BRAND_MODE="${BRAND_MODE}" node --import tsx infra/docker/shell-config.ts shell/dist \
 && find shell/dist mfe-*/dist -name .school-build-inputs -delete

FROM ${DEBIAN_IMAGE} AS web
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
 && ln -sf /dev/stdout /var/log/nginx/access.log \
 && chown -R www-data:www-data /var/lib/nginx /var/log/nginx
COPY infra/nginx/school.conf /etc/nginx/school.conf
# www-data, by number (Kubernetes' runAsNonRoot can check only a numeric user).
USER 33:33
EXPOSE 8080
STOPSIGNAL SIGQUIT
CMD ["nginx", "-c", "/etc/nginx/school.conf", "-g", "daemon off; pid /tmp/nginx.pid;"]

# The shell: its bundle, its public assets (course logos), /remotes.json and /app-config.json.
FROM web AS shell
COPY --from=build /app/shell/dist /srv/school/shell
COPY --from=build /app/shell/public/assets /srv/school/shell/assets

FROM web AS mfe-courses
COPY --from=build /app/mfe-courses/dist /srv/school/mfe/courses

FROM web AS mfe-funspace
COPY --from=build /app/mfe-funspace/dist /srv/school/mfe/funspace

FROM web AS mfe-blockly-games
COPY --from=build /app/mfe-blockly-games/dist /srv/school/mfe/blockly-games

FROM web AS mfe-rich-text
COPY --from=build /app/mfe-rich-text/dist /srv/school/mfe/rich-text

FROM web AS mfe-aichat
COPY --from=build /app/mfe-aichat/dist /srv/school/mfe/aichat

FROM web AS mfe-code
COPY --from=build /app/mfe-code/dist /srv/school/mfe/code

FROM web AS mfe-scratch
COPY --from=build /app/mfe-scratch/dist /srv/school/mfe/scratch

FROM web AS mfe-scratchjr
COPY --from=build /app/mfe-scratchjr/dist /srv/school/mfe/scratchjr

FROM web AS mfe-sql
COPY --from=build /app/mfe-sql/dist /srv/school/mfe/sql
