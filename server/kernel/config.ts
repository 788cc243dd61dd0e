import path from 'node:path';

/**
 * Server configuration, read once from the environment.
 *
 * Variables (README copies this list):
 * - `PORT` — TCP port the API listens on. Default `8080`.
 * - `HOST` — interface to bind. Default `127.0.0.1` (set `0.0.0.0` inside a container).
 * - `DATA_DIR` — folder for local state. Default `./.data`. PGlite keeps its database in `DATA_DIR/pglite`,
 *   uploaded images live in `DATA_DIR/uploads`.
 * - `DATABASE_URL` — when set (e.g. `postgres://user:pass@host:5432/db`), PostgreSQL through `pg` is used
 *   instead of the embedded PGlite. Same SQL, same migrations.
 * - `FIREBASE_PROJECT_ID` — Firebase project whose ID tokens are accepted. Default `demo-travelogue`.
 *   Outside the emulator, firebase-admin needs credentials (`GOOGLE_APPLICATION_CREDENTIALS`) to mint
 *   LINE custom tokens and to look users up.
 * - `FIREBASE_AUTH_EMULATOR_HOST` — e.g. `127.0.0.1:9099`. When set, tokens from the Auth emulator
 *   (unsigned) are accepted. When unset, tokens are fully verified (signature, aud, iss, exp, revocation).
 * - `STATIC_DIR` — the built SPA. Default `./dist`. When the folder exists it is served, with a fallback
 *   to `index.html` for non-API GET requests.
 * - `PUBLIC_URL` — origin written into signed upload URLs. Default `http://localhost:PORT`.
 * - `CORS_ORIGINS` — comma-separated origins allowed to call the API cross-origin. Empty (default):
 *   CORS closed, no CORS headers at all.
 * - `LINE_CHANNEL_ID`, `LINE_CHANNEL_SECRET` — the LINE Login channel. Both unset: LINE routes answer
 *   503 with 5030104012 "LINE login is not configured" (a switched-off feature, not a fault).
 * - `LINE_API_URL` — LINE's API origin. Default `https://api.line.me` (tests point it at a fake).
 * - `LINE_REDIRECT_URI` — redirect URI registered for the channel, sent with the code exchange.
 *   Default `PUBLIC_URL/_/login-line/callback`.
 * - `LINE_MESSAGING_TOKEN` — the channel access token of a LINE Messaging API channel (of the same LINE provider as
 *   the login channel, so a person's LINE user ID is the same for both). Set: people who signed in with LINE (or
 *   linked it) may choose LINE for notifications, pushed through LINE_API_URL's `/v2/bot/message/push`. Unset
 *   (default): no LINE notifications, and the settings do not offer them.
 * - `LINE_OA_ID` — the basic ID of that channel's Official Account (e.g. `@travelogue`): the settings link to
 *   `https://line.me/R/ti/p/<id>` so a person adds it as a friend (LINE delivers pushes to friends only).
 * - `UPLOAD_SIGNING_SECRET` — HMAC key for signed upload URLs. Default: a random key made once and kept in the
 *   database (table `server_secrets`), so every instance on one PostgreSQL signs and checks with the same key
 *   and a URL signed by one instance is accepted by another.
 * - `UPLOAD_URL_TTL_SECONDS` — lifetime of a signed upload URL. Default `900`.
 * - `UPLOAD_MAX_BYTES` — largest accepted upload. Default `5242880` (5 MiB).
 * - `STORAGE` — where content images (covers, section images, the media library) live: `local` (default,
 *   files in `DATA_DIR/uploads` behind this server's signed URLs) or `s3` (an S3-compatible bucket with
 *   SigV4 presigned URLs; needs the `S3_*` variables below, a missing one stops the server with its name).
 * - `S3_BUCKET`, `S3_REGION`, `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY` — required with `STORAGE=s3`.
 * - `S3_SESSION_TOKEN` — the session token that comes with temporary credentials (an IAM role, STS AssumeRole,
 *   an ECS/EKS task role); signed into every presigned URL (`X-Amz-Security-Token`) and every request of the
 *   server (`x-amz-security-token`). Unset with long-term keys. Temporary credentials expire: restart (or roll)
 *   the server with fresh ones before they do.
 * - `S3_ENDPOINT` — S3 API origin. Default `https://s3.<S3_REGION>.amazonaws.com` (set it for MinIO, R2, ...).
 * - `S3_PUBLIC_URL` — base URL readers load images from (CDN or public bucket URL). Default: the bucket's URL.
 * - `S3_FORCE_PATH_STYLE` — `true`: `<endpoint>/<bucket>/<key>` URLs instead of `<bucket>.<endpoint>/<key>`.
 *   Default `false`. The bucket needs a CORS rule allowing PUT with Content-Type from the app's origin.
 * - `BODY_LIMIT_BYTES` — largest accepted JSON body. Default `1048576` (1 MiB); larger → 413 4130104413.
 * - `RATE_LIMIT_AUTH_MAX`, `RATE_LIMIT_AUTH_WINDOW_MS` — per-IP limit on login, refresh, custom-token,
 *   LINE-token and contact calls. Default 120 per 60000 ms; over it → 429 4290104009. Every page a signed-in person
 *   opens logs in (spec §4 common sign-in), and many people share one address (a mobile carrier's NAT, an office):
 *   at 30 a minute, people reloading pages behind one address met "Service unavailable".
 * - `EMAIL_LOOKUP_USER_MAX`, `EMAIL_LOOKUP_CLIENT_MAX`, `EMAIL_LOOKUP_WINDOW_MS` — `exists-or-not?by=e` (does an
 *   e-mail have an account) per signed-in user and per client (IP) in a window, so the lookup cannot enumerate
 *   accounts. Default 10 per user and 30 per client per 600000 ms (10 min); over either → 429 4290104009 with
 *   Retry-After.
 * - `NAME_LOOKUP_USER_MAX`, `NAME_LOOKUP_CLIENT_MAX`, `NAME_LOOKUP_WINDOW_MS` — `exists-or-not?by=d` and `by=u`
 *   (is this display name or username taken), counted by the same limiter apart from e-mail lookups: the sign-up
 *   form asks as the user types (debounced), so the defaults leave room for that and stop a script listing every
 *   name. Default 120 per user and 360 per client per 600000 ms; over either → 429 4290104009 with Retry-After.
 * - `METRICS_TOKEN` — a bearer token that opens `/metrics` (`Authorization: Bearer <token>`). Unset by default.
 * - `METRICS_ALLOW` — comma-separated addresses or CIDRs (e.g. `10.0.0.0/8,192.0.2.7`) whose requests get
 *   `/metrics` without a token; the address is the client's as TRUST_PROXY resolves it. Unset: loopback only
 *   (`127.0.0.0/8`, `::1`) when METRICS_TOKEN is unset too, nobody but token holders when it is set.
 *   Refused: 401 4010104001 with `WWW-Authenticate: Bearer` when METRICS_TOKEN is set, else 403 4030101007.
 * - `HEADERS_TIMEOUT_MS` — a request's line and headers must arrive within this time of its first byte, or the
 *   connection gets 408 and is closed. Default `10000`.
 * - `BODY_TIMEOUT_MS` — the body of any call but a signed upload must arrive within this time of its headers
 *   (a client trickling its body is answered 408 and closed). Default `30000`.
 * - `UPLOAD_TIMEOUT_MS` — the same for the body of a signed upload (`PUT /api/uploads/…`, up to UPLOAD_MAX_BYTES),
 *   sized for a phone on a slow network: 5 MiB in 180 s is 240 kbit/s. Default `180000`.
 * - `SEED_DEMO` — `true`/`false`: on start, create the demo users, then the demo places, contents (drafts and
 *   published articles and trips, with painted images) and comments, so `npm start` opens on a
 *   product with something to read. Idempotent: a second start adds nothing. Default `true` (the `npm start`
 *   stack); tests build the server without it.
 * - `LOG_LEVEL` — Fastify logger level (`info`, `warn`, `silent`, ...). Default `info`.
 * - `GEOCODER_URL` — origin of a Nominatim-compatible reverse geocoder (e.g. `https://nominatim.openstreetmap.org`).
 *   Unset (default): reverse geocoding answers with the nearest known location, so `npm start` needs no internet.
 * - `GEOCODER_USER_AGENT` — User-Agent sent to the geocoder (Nominatim's usage policy asks for one naming the
 *   application). Default `Travelogue/1.0 (+PUBLIC_URL)`.
 * - `GEOCODER_TIMEOUT_MS` — how long to wait for the geocoder before falling back. Default `3000`.
 * - `COMMENT_RATE_LIMIT_MAX`, `COMMENT_RATE_LIMIT_WINDOW_MS` — comments and replies one user may post per
 *   window. Default 20 per 60000 ms; over it → 429 4290104009.
 * - `VIEW_RATE_LIMIT_MAX`, `VIEW_RATE_LIMIT_WINDOW_MS` — view counts one client (IP) may add per window
 *  ; views past it are not counted but answer as usual (counted false). Default 120 per 60000 ms.
 * - `RESERVE_RATE_LIMIT_MAX`, `RESERVE_RATE_LIMIT_WINDOW_MS` — contents one user may reserve per window
 *  . Default 30 per 60000 ms; over it → 429 4290104009.
 * - `POLL_RATE_LIMIT_MAX`, `POLL_RATE_LIMIT_WINDOW_MS` — new polls one creator may write per window (a moderator's
 *   standalone polls are not counted). Default 20 per 60000 ms; over it → 429 4290104009.
 * - `FOLLOW_RATE_LIMIT_MAX`, `FOLLOW_RATE_LIMIT_WINDOW_MS` — follow and unfollow calls one user may make per window
 *   (both count, repeats too). Default 30 per 60000 ms; over it → 429 4290104009 with Retry-After.
 * - `PUBLIC_CACHE_TTL_MS` — the longest a reader's content is served from memory without asking the database
 *  . Changes invalidate it at once (in process on PGlite, LISTEN/NOTIFY on PostgreSQL); this only
 *   bounds how stale an answer can be should a change notification be lost. Default `30000`.
 * - `TRUST_PROXY` — which hops in front of the server may set `X-Forwarded-For` (per-client limits key on the
 *   real client behind a load balancer). Unset or `false` (default): the socket's address is the client. A number
 *   `n`: trust the `n` nearest hops. Otherwise a comma-separated list of addresses or CIDRs (e.g.
 *   `127.0.0.1,10.0.0.0/8`): forwarded addresses are believed only from those. `true` trusts every hop (only
 *   when nothing but the balancer can reach the server).
 * - `SHUTDOWN_TIMEOUT_MS` — on SIGTERM/SIGINT the server stops accepting, lets in-flight requests and event streams
 *   finish, closes the database pool and change feed; past this bound it exits anyway (code 1). Default `10000`.
 * - `JOB_POLL_MS` — how often an idle background worker asks the database for jobs (a job sent by the same
 *   instance wakes it at once). Default `1000`.
 * - `JOB_EXPIRE_SECONDS` — a background job still running after this long is taken as lost (its process died) and
 *   retried. Default `300`.
 * - `JOB_RETRY_LIMIT` — retries of a failed background job before it is kept as failed. Default `5`.
 * - `JOB_RETRY_DELAY_SECONDS` — the first retry comes after 1–2× this, doubling with each retry. Default `10`
 *   (five retries span about ten minutes).
 * - `SMTP_URL` — the SMTP server notification e-mails go through, e.g. `smtp://localhost:1025` or
 *   `smtps://user:pass@mail.example.com:465`. Unset (default): e-mail delivery is off (nothing is queued for it).
 * - `MAIL_FROM` — the From of those e-mails. Default `Travelogue <no-reply@travelogue.test>`.
 * - `MAIL_SECRET` — HMAC key of the unsubscribe links in those e-mails. Default: a random key made once and kept in
 *   the database (table `server_secrets`), the same on every instance, as `UPLOAD_SIGNING_SECRET`.
 */
/** Lookups allowed per signed-in user and per client (IP) in a window. */
export interface LookupLimit {
  readonly userMax: number;
  readonly clientMax: number;
  readonly windowMs: number;
}

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  readonly firebaseProjectId: string;
  readonly firebaseAuthEmulatorHost: string | null;
  readonly staticDir: string;
  readonly publicUrl: string;
  readonly corsOrigins: readonly string[];
  readonly line: LineConfig;
  /** Null: the shared key kept in the database is used (server/app.ts resolves it before anything signs). */
  readonly uploadSigningSecret: string | null;
  readonly uploadUrlTtlSeconds: number;
  readonly uploadMaxBytes: number;
  /** Content images: the local folder, or an S3-compatible bucket. */
  readonly storage: StorageConfig;
  readonly bodyLimitBytes: number;
  readonly rateLimitAuthMax: number;
  readonly rateLimitAuthWindowMs: number;
  /** exists-or-not?by=e lookups per user and per client in a window (EMAIL_LOOKUP_*). */
  readonly emailLookupLimit: LookupLimit;
  /** exists-or-not?by=d and by=u lookups, counted apart from e-mail ones, by the same limiter (NAME_LOOKUP_*). */
  readonly nameLookupLimit: LookupLimit;
  /** Who may read /metrics: a bearer token, addresses/CIDRs (null: unset, see METRICS_ALLOW). */
  readonly metrics: { readonly token: string | null; readonly allow: readonly string[] | null };
  /** Slow clients: headers, bodies and upload bodies must arrive within these times (HEADERS/BODY/UPLOAD_TIMEOUT_MS). */
  readonly timeouts: { readonly headersMs: number; readonly bodyMs: number; readonly uploadMs: number };
  readonly seedDemo: boolean;
  readonly logLevel: string;
  readonly geocoder: GeocoderConfig;
  readonly commentRateLimitMax: number;
  readonly commentRateLimitWindowMs: number;
  readonly viewRateLimitMax: number;
  readonly viewRateLimitWindowMs: number;
  readonly reserveRateLimitMax: number;
  readonly reserveRateLimitWindowMs: number;
  readonly pollRateLimitMax: number;
  readonly pollRateLimitWindowMs: number;
  readonly followRateLimitMax: number;
  readonly followRateLimitWindowMs: number;
  readonly publicCacheTtlMs: number;
  /** Fastify's trustProxy: false, a hop count, or addresses/CIDRs (TRUST_PROXY). */
  readonly trustProxy: boolean | number | string;
  readonly shutdownTimeoutMs: number;
  /** The background job queue (JOB_*): polling, expiry and retries. */
  readonly jobs: JobsConfig;
  /** Notification e-mails (SMTP_URL, MAIL_FROM, MAIL_SECRET): smtpUrl null means e-mail delivery is off. */
  readonly mail: MailConfig;
}

export interface MailConfig {
  readonly smtpUrl: string | null;
  readonly from: string;
  /** Null: the key kept in server_secrets. */
  readonly secret: string | null;
}

export interface JobsConfig {
  readonly pollMs: number;
  readonly expireSeconds: number;
  readonly retryLimit: number;
  readonly retryDelaySeconds: number;
}

const ADDRESS_OR_CIDR = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/;

/** METRICS_ALLOW: unset → null; else a list of addresses or CIDRs. */
export function readAddressList(key: string, raw: string | null): readonly string[] | null {
  if (raw === null) return null;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !ADDRESS_OR_CIDR.test(entry));
  if (bad !== undefined || entries.length === 0) throw new Error(`${key} must be addresses or CIDRs, got "${raw}"`);
  return entries;
}

/** TRUST_PROXY: unset/false → false; true → true; an integer → hop count; else a list of addresses or CIDRs. */
export function readTrustProxy(raw: string | null): boolean | number | string {
  if (raw === null || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !ADDRESS_OR_CIDR.test(entry));
  if (bad !== undefined || entries.length === 0)
    throw new Error(`TRUST_PROXY must be true, false, a hop count or addresses/CIDRs, got "${raw}"`);
  return entries.join(',');
}

export interface GeocoderConfig {
  /** Null: no external service, the nearest known location answers. */
  readonly url: string | null;
  readonly userAgent: string;
  readonly timeoutMs: number;
}

export interface LineConfig {
  readonly channelId: string | null;
  readonly channelSecret: string | null;
  readonly apiUrl: string;
  readonly redirectUri: string;
  /** The Messaging API channel access token (LINE_MESSAGING_TOKEN); null: no LINE notifications. */
  readonly messagingToken: string | null;
  /** The Official Account's basic ID (LINE_OA_ID, e.g. `@travelogue`): the settings link to add it as a friend. */
  readonly officialAccountId: string | null;
}

export interface S3Config {
  /** Origin of the S3 API, e.g. `https://s3.eu-central-1.amazonaws.com` or a MinIO/R2 endpoint. */
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /**
   * The session token of temporary credentials (IAM role, STS AssumeRole, a task role), signed into every request;
   * null with long-term keys.
   */
  readonly sessionToken: string | null;
  /** Base URL readers fetch objects from (a CDN or the bucket's public URL); the key is appended. */
  readonly publicUrl: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most self-hosted stores). */
  readonly pathStyle: boolean;
}

export type StorageConfig = { readonly kind: 'local' } | { readonly kind: 's3'; readonly s3: S3Config };

type Env = Readonly<Record<string, string | undefined>>;

const text = (env: Env, key: string): string | null => {
  const value = env[key]?.trim();
  return value ? value : null;
};

const integer = (env: Env, key: string, fallback: number): number => {
  const raw = text(env, key);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${key} must be a non-negative integer, got "${raw}"`);
  return value;
};

const flag = (env: Env, key: string, fallback: boolean): boolean => {
  const raw = text(env, key)?.toLowerCase();
  if (raw === undefined || raw === null) return fallback;
  return raw === 'true' || raw === '1' || raw === 'yes';
};

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

function readStorage(env: Env): StorageConfig {
  const kind = (text(env, 'STORAGE') ?? 'local').toLowerCase();
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3') throw new Error(`STORAGE must be "local" or "s3", got "${kind}"`);
  const missing = S3_REQUIRED.filter((key) => text(env, key) === null);
  if (missing.length > 0) throw new Error(`STORAGE=s3 needs ${missing.join(', ')} (missing or empty)`);
  const region = text(env, 'S3_REGION') as string;
  const bucket = text(env, 'S3_BUCKET') as string;
  const endpoint = (text(env, 'S3_ENDPOINT') ?? `https://s3.${region}.amazonaws.com`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  const pathStyle = flag(env, 'S3_FORCE_PATH_STYLE', false);
  const endpointUrl = new URL(endpoint);
  const bucketUrl = pathStyle
    ? `${endpoint}/${bucket}`
    : `${endpointUrl.protocol}//${bucket}.${endpointUrl.host}${endpointUrl.pathname.replace(/\/+$/, '')}`;
  return {
    kind: 's3',
    s3: {
      endpoint,
      bucket,
      region,
      pathStyle,
      accessKeyId: text(env, 'S3_ACCESS_KEY_ID') as string,
      secretAccessKey: text(env, 'S3_SECRET_ACCESS_KEY') as string,
      sessionToken: text(env, 'S3_SESSION_TOKEN'),
      publicUrl: (text(env, 'S3_PUBLIC_URL') ?? bucketUrl).replace(/\/+$/, ''),
    },
  };
}

function readTimeouts(env: Env): ServerConfig['timeouts'] {
  const timeouts = {
    headersMs: integer(env, 'HEADERS_TIMEOUT_MS', 10_000),
    bodyMs: integer(env, 'BODY_TIMEOUT_MS', 30_000),
    uploadMs: integer(env, 'UPLOAD_TIMEOUT_MS', 180_000),
  };
  // 0 would switch a bound off: a slow client could then hold a connection for ever.
  for (const [key, value] of Object.entries({
    HEADERS_TIMEOUT_MS: timeouts.headersMs,
    BODY_TIMEOUT_MS: timeouts.bodyMs,
    UPLOAD_TIMEOUT_MS: timeouts.uploadMs,
  }))
    if (value === 0) throw new Error(`${key} must be a positive number of milliseconds`);
  return timeouts;
}

function readJobs(env: Env): JobsConfig {
  const jobs = {
    pollMs: integer(env, 'JOB_POLL_MS', 1000),
    expireSeconds: integer(env, 'JOB_EXPIRE_SECONDS', 300),
    retryLimit: integer(env, 'JOB_RETRY_LIMIT', 5),
    retryDelaySeconds: integer(env, 'JOB_RETRY_DELAY_SECONDS', 10),
  };
  // pg-boss's own bounds: polling a busy loop, and a job that expires at once or after a day, are refused.
  if (jobs.pollMs < 100) throw new Error('JOB_POLL_MS must be at least 100');
  if (jobs.expireSeconds < 1 || jobs.expireSeconds >= 86_400)
    throw new Error('JOB_EXPIRE_SECONDS must be between 1 and 86399');
  return jobs;
}

function readMail(env: Env): MailConfig {
  const smtpUrl = text(env, 'SMTP_URL');
  if (smtpUrl !== null && !/^smtps?:\/\/[^/]+/.test(smtpUrl))
    throw new Error(`SMTP_URL must be an smtp:// or smtps:// URL, got "${smtpUrl}"`);
  return {
    smtpUrl,
    from: text(env, 'MAIL_FROM') ?? 'Travelogue <no-reply@travelogue.test>',
    secret: text(env, 'MAIL_SECRET'),
  };
}

export function readServerConfig(env: Env = process.env): ServerConfig {
  const port = integer(env, 'PORT', 8080);
  const publicUrl = (text(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: text(env, 'HOST') ?? '127.0.0.1',
    dataDir: path.resolve(text(env, 'DATA_DIR') ?? './.data'),
    databaseUrl: text(env, 'DATABASE_URL'),
    firebaseProjectId: text(env, 'FIREBASE_PROJECT_ID') ?? 'demo-travelogue',
    firebaseAuthEmulatorHost: text(env, 'FIREBASE_AUTH_EMULATOR_HOST'),
    staticDir: path.resolve(text(env, 'STATIC_DIR') ?? './dist'),
    publicUrl,
    corsOrigins: (text(env, 'CORS_ORIGINS') ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    line: {
      channelId: text(env, 'LINE_CHANNEL_ID'),
      channelSecret: text(env, 'LINE_CHANNEL_SECRET'),
      apiUrl: (text(env, 'LINE_API_URL') ?? 'https://api.line.me').replace(/\/+$/, ''),
      redirectUri: text(env, 'LINE_REDIRECT_URI') ?? `${publicUrl}/_/login-line/callback`,
      messagingToken: text(env, 'LINE_MESSAGING_TOKEN'),
      officialAccountId: text(env, 'LINE_OA_ID'),
    },
    uploadSigningSecret: text(env, 'UPLOAD_SIGNING_SECRET'),
    uploadUrlTtlSeconds: integer(env, 'UPLOAD_URL_TTL_SECONDS', 900),
    uploadMaxBytes: integer(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024),
    storage: readStorage(env),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    rateLimitAuthMax: integer(env, 'RATE_LIMIT_AUTH_MAX', 120),
    rateLimitAuthWindowMs: integer(env, 'RATE_LIMIT_AUTH_WINDOW_MS', 60_000),
    emailLookupLimit: {
      userMax: integer(env, 'EMAIL_LOOKUP_USER_MAX', 10),
      clientMax: integer(env, 'EMAIL_LOOKUP_CLIENT_MAX', 30),
      windowMs: integer(env, 'EMAIL_LOOKUP_WINDOW_MS', 600_000),
    },
    nameLookupLimit: {
      userMax: integer(env, 'NAME_LOOKUP_USER_MAX', 120),
      clientMax: integer(env, 'NAME_LOOKUP_CLIENT_MAX', 360),
      windowMs: integer(env, 'NAME_LOOKUP_WINDOW_MS', 600_000),
    },
    metrics: { token: text(env, 'METRICS_TOKEN'), allow: readAddressList('METRICS_ALLOW', text(env, 'METRICS_ALLOW')) },
    timeouts: readTimeouts(env),
    seedDemo: flag(env, 'SEED_DEMO', true),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    geocoder: {
      url: text(env, 'GEOCODER_URL')?.replace(/\/+$/, '') ?? null,
      userAgent: text(env, 'GEOCODER_USER_AGENT') ?? `Travelogue/1.0 (+${publicUrl})`,
      timeoutMs: integer(env, 'GEOCODER_TIMEOUT_MS', 3000),
    },
    commentRateLimitMax: integer(env, 'COMMENT_RATE_LIMIT_MAX', 20),
    commentRateLimitWindowMs: integer(env, 'COMMENT_RATE_LIMIT_WINDOW_MS', 60_000),
    viewRateLimitMax: integer(env, 'VIEW_RATE_LIMIT_MAX', 120),
    viewRateLimitWindowMs: integer(env, 'VIEW_RATE_LIMIT_WINDOW_MS', 60_000),
    reserveRateLimitMax: integer(env, 'RESERVE_RATE_LIMIT_MAX', 30),
    reserveRateLimitWindowMs: integer(env, 'RESERVE_RATE_LIMIT_WINDOW_MS', 60_000),
    pollRateLimitMax: integer(env, 'POLL_RATE_LIMIT_MAX', 20),
    pollRateLimitWindowMs: integer(env, 'POLL_RATE_LIMIT_WINDOW_MS', 60_000),
    followRateLimitMax: integer(env, 'FOLLOW_RATE_LIMIT_MAX', 30),
    followRateLimitWindowMs: integer(env, 'FOLLOW_RATE_LIMIT_WINDOW_MS', 60_000),
    publicCacheTtlMs: integer(env, 'PUBLIC_CACHE_TTL_MS', 30_000),
    trustProxy: readTrustProxy(text(env, 'TRUST_PROXY')),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000),
    jobs: readJobs(env),
    mail: readMail(env),
  };
}
