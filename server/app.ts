import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createInProcessChangeFeed } from './db/in-process-change-feed';
import { openPgChangeFeed } from './db/pg-change-feed';
import { createInProcessRateCounters } from './db/in-process-rate-counters';
import { createPgRateCounters } from './db/pg-rate-counters';
import { startPgBossJobQueue } from './db/pg-boss-job-queue';
import { createFirebaseIdentity } from './adapters/firebase-identity';
import { createLineClient, createLineMessaging } from './adapters/line-client';
import { createNominatimGeocoder } from './adapters/nominatim-geocoder';
import { richTextSanitizer } from './adapters/rich-text-sanitizer';
import { sharpImageResizer } from './adapters/sharp-image-resizer';
import { createLocalStorage, createObjectStorage } from './adapters/storage/create-object-storage';
import { createAccountModule } from './account/account.module';
import { createAuthModule } from './auth/auth.module';
import { createCategoriesModule } from './categories/categories.module';
import { createCommentsModule } from './comments/comments.module';
import { createSavedModule } from './saved/saved.module';
import { createContentModule } from './content/content.module';
import { createFeedModule } from './feed/feed.module';
import { createFollowsModule } from './follows/follows.module';
import { createNotificationsModule } from './notifications/notifications.module';
import { createStatsModule } from './stats/stats.module';
import { migrate } from './db/migrate';
import { openPgDatabase } from './db/pg-database';
import { openPgliteDatabase } from './db/pglite-database';
import { makeAuthenticator, makeRequiredAuthenticator } from './http/authenticate';
import { answerFrameworkError, installErrorHandling } from './http/error-handler';
import { redactingLoggerOptions } from './http/log-redaction';
import { trackRouteMethods } from './http/method-not-allowed';
import { buildOpenApi, renderDocsHtml } from './http/openapi';
import { installStorableInputGuard } from './http/storable-input';
import { readerDataSource } from './reader-pages/reader-data';
import { installRequestValidation, registerRoutes, type AnyRoute } from './http/route-table';
import { installTripFiles } from './reader-pages/trip-files';
import { installSearchEngineFiles } from './reader-pages/search-engines';
import { feedDataSource } from './reader-pages/feed-data';
import { installFeeds } from './reader-pages/feeds';
import { installOEmbed } from './reader-pages/oembed';
import { installSecurity } from './http/security';
import { installBodyDeadlines, slowClientOptions } from './http/slow-clients';
import { installOperations, operationsOpenApiPaths, requestIdOf } from './http/operations';
import { sharedSecret } from './db/shared-secrets';
import { createSmtpMailer } from './adapters/smtp-mailer';
import { installSpa } from './reader-pages/spa';
import { createMediaModule } from './media/media.module';
import { createModerationModule } from './moderation/moderation.module';
import { createPlacesModule } from './places/places.module';
import { createSupportModule } from './support/support.module';
import { createUsersModule } from './users/users.module';
import { createWalletModule } from './wallet/wallet.module';
import { systemClock, type Clock } from './kernel/clock';
import type { ChangeFeed } from './kernel/change-feed.port';
import type { ServerConfig } from './kernel/config';
import type { Database } from './kernel/database.port';
import type { Kernel } from './kernel/deps';
import type { IdentityProvider } from './kernel/identity.port';
import type { JobQueue } from './kernel/job-queue.port';

export interface BuildOptions {
  /** Tests inject a clock to cross the 60-day window (spec §5). */
  readonly clock?: Clock;
  /** Tests may point LINE calls at a fake; default global fetch. */
  readonly fetch?: typeof fetch;
  /** Tests may read the log lines (they redact user text and tokens); default stdout. */
  readonly logStream?: { write(line: string): void };
}

/** Every module, wired once: what the routes call, and what tests and the seed may call in-process. */
export function createModules(kernel: Kernel) {
  const users = createUsersModule(kernel);
  const auth = createAuthModule(kernel, users.useCases);
  const media = createMediaModule(kernel, users.useCases);
  const support = createSupportModule(kernel, users.useCases, media.useCases.uploads);
  const categories = createCategoriesModule(kernel, users.useCases);
  const feed = createFeedModule(kernel, users.useCases);
  // Follows, publications, comments and moderators' decisions tell of their events through the notification queue,
  // in their transaction.
  const notifications = createNotificationsModule(kernel, users.useCases);
  const follows = createFollowsModule(kernel, users.useCases, notifications.sender);
  const stats = createStatsModule(kernel, users.useCases);
  const content = createContentModule(
    kernel,
    users.useCases,
    feed.useCases,
    follows.useCases,
    notifications.sender,
    stats.useCases,
  );
  const comments = createCommentsModule(kernel, users.useCases, notifications.sender);
  const places = createPlacesModule(kernel, users.useCases, notifications.sender);
  const moderation = createModerationModule(
    kernel,
    users.useCases,
    { places: places.useCases, ...media.useCases },
    notifications.sender,
  );
  const wallet = createWalletModule(kernel, users.useCases, content.useCases, moderation.roles);
  const account = createAccountModule(kernel, users.useCases, comments.useCases);
  const saved = createSavedModule(kernel, users.useCases);
  return {
    users,
    auth,
    media,
    support,
    categories,
    content,
    comments,
    places,
    feed,
    moderation,
    wallet,
    account,
    saved,
    follows,
    stats,
    notifications,
  };
}

export type Modules = ReturnType<typeof createModules>;

export interface BuiltServer {
  readonly app: FastifyInstance;
  readonly deps: Kernel;
  readonly modules: Modules;
  close(): Promise<void>;
}

export const openDatabase = (config: ServerConfig): Promise<Database> =>
  config.databaseUrl ? openPgDatabase(config.databaseUrl) : openPgliteDatabase(path.join(config.dataDir, 'pglite'));

/** Changes told to every instance: LISTEN/NOTIFY on PostgreSQL (several instances), in process on PGlite (one). */
export const openChangeFeed = (config: ServerConfig, db: Database): Promise<ChangeFeed> =>
  config.databaseUrl ? openPgChangeFeed(config.databaseUrl, db) : Promise.resolve(createInProcessChangeFeed());

/** TRUST_PROXY=n: the n nearest hops may forward (proxy-addr's hop-count rule, as a function for Fastify's types). */
const hopsTrusted =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

const docsPaths = {
  '/api/docs': {
    get: {
      tags: ['docs'],
      summary: 'This document as a readable HTML page',
      responses: { 200: { description: 'HTML', content: { 'text/html': {} } } },
    },
  },
  '/api/docs/openapi.json': {
    get: {
      tags: ['docs'],
      summary: 'This document (OpenAPI 3.1 JSON)',
      responses: { 200: { description: 'OpenAPI', content: { 'application/json': {} } } },
    },
  },
};

/**
 * The composition root: opens and migrates the database, builds the adapters behind the kernel's ports,
 * wires every module and registers every spec §7 route, the OpenAPI document and the SPA.
 */
export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<BuiltServer> {
  const db = await openDatabase(config);
  let identity: IdentityProvider | null = null;
  let changes: ChangeFeed | null = null;
  let jobs: JobQueue | null = null;
  try {
    await migrate(db);
    // Without UPLOAD_SIGNING_SECRET every instance on this database signs with one key kept in it.
    const signingSecret = config.uploadSigningSecret ?? (await sharedSecret(db, 'upload-signing'));
    // Unsubscribe links of notification e-mails are checked by every instance with one key too.
    const mailSecret = config.mail.secret ?? (await sharedSecret(db, 'notification-mail'));
    changes = await openChangeFeed(config, db);
    // pg-boss's schema (pgboss.*) is made or upgraded here, under its own advisory lock.
    jobs = await startPgBossJobQueue(db, config.jobs);
    identity = createFirebaseIdentity({
      projectId: config.firebaseProjectId,
      emulatorHost: config.firebaseAuthEmulatorHost,
    });
    const clock = options.clock ?? systemClock,
      localFiles = createLocalStorage(config, signingSecret);
    const deps: Kernel = {
      config,
      db,
      identity,
      clock,
      localFiles,
      line: createLineClient(config.line, options.fetch),
      lineMessaging: createLineMessaging(config.line, options.fetch),
      storage: createObjectStorage(config, localFiles, clock, options.fetch),
      geocoder: createNominatimGeocoder(config.geocoder),
      sanitizer: richTextSanitizer,
      images: sharpImageResizer,
      changes,
      // Limits count in PostgreSQL so they hold across instances; PGlite is one process.
      rateCounters: config.databaseUrl ? createPgRateCounters(db) : createInProcessRateCounters(),
      jobs,
      // No SMTP_URL: e-mail delivery is off (no mail job is queued).
      mailer: config.mail.smtpUrl ? createSmtpMailer(config.mail.smtpUrl, config.mail.from) : null,
      mailSecret,
    };
    const modules = createModules(deps);
    // Every queue is created before a request can send into it; jobs left by a previous run start now.
    await modules.media.startJobs();
    await modules.notifications.startJobs();
    await modules.users.useCases.backfillDisplayNameKeys();
    const app = Fastify({
      logger:
        config.logLevel === 'silent'
          ? false
          : { ...redactingLoggerOptions(config.logLevel), ...(options.logStream ? { stream: options.logStream } : {}) },
      bodyLimit: config.bodyLimitBytes,
      // Slow clients: headers, bodies and the whole request bounded (HEADERS/BODY/UPLOAD_TIMEOUT_MS).
      ...slowClientOptions(config.timeouts),
      // X-Forwarded-For believed only from TRUST_PROXY's hops; a balancer's X-Request-Id kept, else one made.
      trustProxy: typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
      genReqId: requestIdOf,
      frameworkErrors: answerFrameworkError,
    });
    installRequestValidation(app);
    // Form bodies only where a mail client sends one (the one-click unsubscribe, RFC 8058), read as an object of
    // their fields; on every other route a form is refused as before, as any body that is not JSON.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
      if (!request.url.split('?')[0].endsWith('/unsubscribe'))
        return done(
          Object.assign(new Error('Unsupported Media Type'), {
            code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
            statusCode: 415,
          }),
          undefined,
        );
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    installErrorHandling(app);
    const routeMethods = trackRouteMethods(app);
    installOperations(app, {
      db,
      identity,
      publicCacheStats: modules.content.useCases.publicCacheStats,
      metrics: config.metrics,
    });
    installStorableInputGuard(app);
    installBodyDeadlines(app, config.timeouts);
    await installSecurity(app, config, deps);
    // A callback hook, not async: no promise per request.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control') && /^\/(private\/|public\/)?api\//.test(request.url))
        reply.header('cache-control', 'no-store');
      done(null, payload);
    });

    const {
      users,
      auth,
      media,
      support,
      categories,
      content,
      comments,
      places,
      feed,
      moderation,
      wallet,
      account,
      saved,
      follows,
      stats,
      notifications,
    } = modules;
    const routes: AnyRoute[] = [
      ...auth.routes,
      ...users.routes,
      ...media.routes,
      ...support.routes,
      ...categories.routes,
      ...content.routes,
      ...comments.routes,
      ...places.routes,
      ...feed.routes,
      ...moderation.routes,
      ...wallet.routes,
      ...account.routes,
      ...saved.routes,
      ...follows.routes,
      ...stats.routes,
      ...notifications.routes,
    ];
    registerRoutes(app, routes, {
      authenticate: makeAuthenticator(identity),
      rateLimit: { max: config.rateLimitAuthMax, timeWindow: config.rateLimitAuthWindowMs },
    });
    await media.registerUploads(app);
    wallet.registerStreams(app);
    notifications.registerStreams(app, makeRequiredAuthenticator(identity));
    const document = buildOpenApi(routes, {
      ...media.uploadOpenApiPaths,
      ...wallet.openApiPaths,
      ...notifications.openApiPaths,
      ...docsPaths,
      ...operationsOpenApiPaths,
    });
    const html = renderDocsHtml(document);
    app.get('/api/docs/openapi.json', async () => document);
    app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
    // /contents/:id, /trips/:id, /profiles/:username, /lists/:id…: the reader page with its Open Graph head.
    await installSpa(
      app,
      config.staticDir,
      {
        publicUrl: config.publicUrl,
        data: readerDataSource(content.useCases, places.useCases, wallet, saved.useCases),
      },
      routeMethods.allowedFor,
    );
    // /robots.txt and /sitemap.xml: the sitemap lists what the content module publishes.
    installSearchEngineFiles(app, { publicUrl: config.publicUrl, sitemap: content.useCases });
    // /rss.xml, /profiles/:username/rss.xml, /categories/:id/rss.xml: the newest published contents, read through
    // the feed's, the content's and the categories' public lists; /oembed: a content or trip page as a link card.
    installFeeds(app, {
      publicUrl: config.publicUrl,
      feeds: feedDataSource(feed.useCases, content.useCases, categories.useCases),
    });
    installOEmbed(app, { publicUrl: config.publicUrl, data: readerDataSource(content.useCases) });
    // /trips/:id/trip.gpx and trip.ics: a published trip as files, read as its page reads it.
    installTripFiles(app, {
      publicUrl: config.publicUrl,
      data: readerDataSource(content.useCases, places.useCases, wallet),
      clock,
    });
    await app.ready();

    const idp = identity,
      changeFeed = changes,
      jobQueue = jobs;
    return {
      app,
      deps,
      modules,
      async close() {
        await app.close();
        // Running jobs finish (within the shutdown bound); jobs not started wait in the database.
        await jobQueue.stop({ timeoutMs: config.shutdownTimeoutMs / 2 });
        await deps.mailer?.close();
        await idp.close();
        await changeFeed.close();
        await db.close();
      },
    };
  } catch (error) {
    await jobs?.stop().catch(() => undefined);
    await identity?.close().catch(() => undefined);
    await changes?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
}
