# Production image: the server built to plain JavaScript with the built web app, production
# dependencies only, run by an unprivileged user, against a PostgreSQL server.
#   docker build -t sportello .
#   docker run --env-file deploy/.env -e DATABASE_URL=postgres://… -p 8080:8080 sportello
# The image holds no setting of the deployment and no secret: they come at run time (docker run
# --env-file, or deploy/compose.yaml with deploy/production.env.example). Production requires
# (config.ts PRODUCTION_REQUIRED_SETTINGS; a missing or weak one stops the start naming it,
# README "Configuration"):
#   DATABASE_URL        postgres://… of the PostgreSQL server (15+)
#   PUBLIC_URL          https://… public address of the portal (not loopback)
#   SMTP_URL            smtp:// or smtps:// mail server
#   SMS_GATEWAY_URL     https://… SMS gateway
#   SMS_GATEWAY_TOKEN   its bearer token
#   CODE_PEPPER         secret of the one-time codes: ≥ 32 characters, ≥ 16 distinct
#   VAPID_PUBLIC_KEY    Web Push key pair (npx web-push generate-vapid-keys)
#   VAPID_PRIVATE_KEY
#   VAPID_SUBJECT       mailto:… or https://… contact for the push services
# Optional, the retailer's webhook for what customers ask (README "What customers ask"):
#   INTEGRATION_WEBHOOK_URL     https://… of the retailer's receiver
#   INTEGRATION_WEBHOOK_SECRET  its signing secret (openssl rand -hex 32)
# Optional, past one database machine (docs/scaling.md "Past one database machine"):
#   DATABASE_REPLICA_URL  postgres://… of streaming replicas, comma-separated, for the lists

# ---- build: every dependency, the web app and the server bundle ---------------------------
FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/contract/package.json packages/contract/
COPY packages/brands/package.json packages/brands/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
COPY apps/mobile/package.json apps/mobile/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build -w apps/server

# ---- runtime: production dependencies of the server only, no tsx, no sources -------------
FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production MODE=production PORT=8080 HOST=0.0.0.0 WEB_DIST=/app/apps/web/dist \
  CONSOLE_DIST=/app/apps/console/dist
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/contract/package.json packages/contract/
COPY packages/brands/package.json packages/brands/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
COPY apps/mobile/package.json apps/mobile/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund --ignore-scripts \
  && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/migrations apps/server/migrations
COPY --from=build /app/apps/server/data apps/server/data
COPY --from=build /app/apps/web/dist apps/web/dist
# The operators' console (served under /console, CONSOLE_DIST).
COPY --from=build /app/apps/console/dist apps/console/dist
# The brands' logos, which the server's mail inlines (services/messages).
COPY --from=build /app/packages/brands/logos packages/brands/logos
# The image's files belong to root and are read-only to the server's user.
USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# A young generation of 2 x 32 MB (V8's default grows to 2 x 16 MB): a request allocates about
# 48 KB, so at a few thousand requests a second the smaller one is scavenged ten times a second
# with dozens of requests in flight, whose objects then get copied and promoted. It halved the
# garbage collector's time per request in the API bench (docs/scaling.md, fourth round).
CMD ["node", "--max-semi-space-size=32", "apps/server/dist/main.js"]
