# Travelogue: the API server with the built SPA, as production runs it. See README "Production".
# Build: docker build -t travelogue --build-arg VITE_FIREBASE_API_KEY=… (and the other VITE_* of the README) .
#
# Three stages, so the image holds what the server runs and nothing it was built or tested with (Vite, Vitest,
# Lighthouse, firebase-tools, Playwright stay in `build`):
#   build  every dependency, `npm run build` → dist/ (SPA and reader) and dist-ssr/ (the reader's server renderer)
#   deps   production dependencies only (`npm ci --omit=dev`); tsx is one, it loads the server's TypeScript
#   final  those node_modules, the build output and the server's sources, run as the unprivileged `node` user
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV npm_config_update_notifier=false
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The SPA's build-time settings (src/infrastructure/config/app-config.ts).
ARG VITE_FIREBASE_API_KEY
ARG VITE_FIREBASE_AUTH_DOMAIN
ARG VITE_FIREBASE_PROJECT_ID
ARG VITE_FIREBASE_APP_ID
ARG VITE_REMOTE_CONFIG=local
ARG VITE_API_BASE_URL
ARG VITE_LINE_CLIENT_ID
ENV VITE_FIREBASE_API_KEY=$VITE_FIREBASE_API_KEY \
    VITE_FIREBASE_AUTH_DOMAIN=$VITE_FIREBASE_AUTH_DOMAIN \
    VITE_FIREBASE_PROJECT_ID=$VITE_FIREBASE_PROJECT_ID \
    VITE_FIREBASE_APP_ID=$VITE_FIREBASE_APP_ID \
    VITE_REMOTE_CONFIG=$VITE_REMOTE_CONFIG \
    VITE_API_BASE_URL=$VITE_API_BASE_URL \
    VITE_LINE_CLIENT_ID=$VITE_LINE_CLIENT_ID

COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV npm_config_update_notifier=false
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
WORKDIR /app
# Runtime configuration (server/kernel/config.ts; README "Configuration"). Set at `docker run`:
#   DATABASE_URL                      postgres://user:pass@host:5432/db (required for several instances)
#   FIREBASE_PROJECT_ID, GOOGLE_APPLICATION_CREDENTIALS
#   PUBLIC_URL, TRUST_PROXY, UPLOAD_SIGNING_SECRET (optional: else one key kept in PostgreSQL)
#   STORAGE=s3, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_SESSION_TOKEN (temporary
#   credentials), S3_ENDPOINT, S3_PUBLIC_URL, S3_FORCE_PATH_STYLE
ENV NODE_ENV=production \
    npm_config_update_notifier=false \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/app/.data \
    STATIC_DIR=/app/dist \
    SEED_DEMO=false \
    LOG_LEVEL=info \
    DATABASE_URL= \
    STORAGE=local \
    S3_BUCKET= \
    S3_REGION= \
    S3_ENDPOINT= \
    S3_PUBLIC_URL=

# Root owns the code (the server cannot rewrite itself); only the data folder is the node user's.
COPY package.json package-lock.json tsconfig.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-ssr ./dist-ssr
# The server's TypeScript and the two shared layers it imports (the dependency rule: server → contract, domain);
# grant-moderator is the operator's one command (`docker exec … npm run grant-moderator -- someone@example.com`).
COPY server ./server
COPY src/domain ./src/domain
COPY src/contract ./src/contract
COPY scripts/grant-moderator.ts ./scripts/grant-moderator.ts
RUN mkdir -p /app/.data && chown node:node /app/.data

USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"

# node itself is PID 1 and handles SIGTERM (graceful shutdown within SHUTDOWN_TIMEOUT_MS).
CMD ["node", "--import", "tsx", "server/main.ts"]
