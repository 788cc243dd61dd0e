# Travelogue: the API server with the built SPA, as production runs it (issue 12). See README "Production".
# Build: docker build -t travelogue --build-arg VITE_FIREBASE_API_KEY=… (and the other VITE_* of the README) .
FROM node:22-bookworm-slim

WORKDIR /app
ENV NODE_ENV=development \
    npm_config_update_notifier=false

# Dependencies from the lockfile only (tsx loads the server's TypeScript at run time; vite builds the SPA).
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
RUN npm run build && mkdir -p /app/.data && chown node:node /app/.data

# Runtime configuration (server/kernel/config.ts; README "Configuration"). Set at `docker run`:
#   DATABASE_URL                      postgres://user:pass@host:5432/db (required for several instances)
#   FIREBASE_PROJECT_ID, GOOGLE_APPLICATION_CREDENTIALS
#   PUBLIC_URL, TRUST_PROXY, UPLOAD_SIGNING_SECRET (optional: else one key kept in PostgreSQL)
#   STORAGE=s3, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_ENDPOINT, S3_PUBLIC_URL, S3_FORCE_PATH_STYLE
ENV NODE_ENV=production \
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

USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"

# node itself is PID 1 and handles SIGTERM (graceful shutdown within SHUTDOWN_TIMEOUT_MS).
CMD ["node", "--import", "tsx", "server/main.ts"]
