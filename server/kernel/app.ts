import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createFirebaseIdentity } from '../adapters/firebase-identity';
import { createLineClient } from '../adapters/line-client';
import { createNominatimGeocoder } from '../adapters/nominatim-geocoder';
import { richTextSanitizer } from '../adapters/rich-text-sanitizer';
import { createLocalStorage, createObjectStorage } from '../adapters/storage/create-object-storage';
import { createAuthModule } from '../auth/auth.module';
import { createCategoriesModule } from '../categories/categories.module';
import { createCommentsModule } from '../comments/comments.module';
import { createContentModule } from '../content/content.module';
import { createFeedModule } from '../feed/feed.module';
import { migrate } from '../db/migrate';
import { openPgDatabase } from '../db/pg-database';
import { openPgliteDatabase } from '../db/pglite-database';
import { makeAuthenticator } from '../http/authenticate';
import { installErrorHandling } from '../http/error-handler';
import { buildOpenApi, renderDocsHtml } from '../http/openapi';
import { readerDataSource } from '../http/reader-data';
import { registerRoutes, type RouteDef } from '../http/route-table';
import { installSearchEngineFiles } from '../http/search-engines';
import { installSecurity } from '../http/security';
import { installSpa } from '../http/spa';
import { createMediaModule } from '../media/media.module';
import { createModerationModule } from '../moderation/moderation.module';
import { createPlacesModule } from '../places/places.module';
import { createSupportModule } from '../support/support.module';
import { createUsersModule } from '../users/users.module';
import { createWalletModule } from '../wallet/wallet.module';
import { systemClock, type Clock } from './clock';
import type { ServerConfig } from './config';
import type { Database } from './database.port';
import type { Kernel } from './deps';
import type { IdentityProvider } from './identity.port';

export interface BuildOptions {
  /** Tests inject a clock to cross the 60-day window (spec §5). */
  readonly clock?: Clock;
  /** Tests may point LINE calls at a fake; default global fetch. */
  readonly fetch?: typeof fetch;
}

/** Every module, wired once: what the routes call, and what tests and the seed may call in-process. */
export function createModules(kernel: Kernel) {
  const users = createUsersModule(kernel);
  const auth = createAuthModule(kernel, users.useCases);
  const media = createMediaModule(kernel, users.useCases);
  const support = createSupportModule(kernel, users.useCases, media.useCases.uploads);
  const categories = createCategoriesModule(kernel, users.useCases);
  const feed = createFeedModule(kernel, users.useCases);
  const content = createContentModule(kernel, users.useCases, feed.useCases);
  const comments = createCommentsModule(kernel, users.useCases);
  const places = createPlacesModule(kernel, users.useCases);
  const moderation = createModerationModule(kernel, users.useCases, { places: places.useCases, ...media.useCases });
  const wallet = createWalletModule(kernel, users.useCases, content.useCases, moderation.roles);
  return { users, auth, media, support, categories, content, comments, places, feed, moderation, wallet };
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

const docsPaths = {
  '/api/docs': { get: { tags: ['docs'], summary: 'This document as a readable HTML page', responses: { 200: { description: 'HTML', content: { 'text/html': {} } } } } },
  '/api/docs/openapi.json': { get: { tags: ['docs'], summary: 'This document (OpenAPI 3.1 JSON)', responses: { 200: { description: 'OpenAPI', content: { 'application/json': {} } } } } },
};

/**
 * The composition root: opens and migrates the database, builds the adapters behind the kernel's ports,
 * wires every module and registers every spec §7 route, the OpenAPI document and the SPA.
 */
export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<BuiltServer> {
  const db = await openDatabase(config);
  let identity: IdentityProvider | null = null;
  try {
    await migrate(db);
    identity = createFirebaseIdentity({ projectId: config.firebaseProjectId, emulatorHost: config.firebaseAuthEmulatorHost });
    const clock = options.clock ?? systemClock, localFiles = createLocalStorage(config);
    const deps: Kernel = {
      config, db, identity, clock, localFiles,
      line: createLineClient(config.line, options.fetch),
      storage: createObjectStorage(config, localFiles, clock, options.fetch),
      geocoder: createNominatimGeocoder(config.geocoder),
      sanitizer: richTextSanitizer,
    };
    const modules = createModules(deps);
    const app = Fastify({
      logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
      bodyLimit: config.bodyLimitBytes,
      ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false } },
    });
    installErrorHandling(app);
    await installSecurity(app, config);
    app.addHook('onSend', async (request, reply, payload) => {
      if (!reply.hasHeader('cache-control') && /^\/(private\/|public\/)?api\//.test(request.url)) reply.header('cache-control', 'no-store');
      return payload;
    });

    const { users, auth, media, support, categories, content, comments, places, feed, moderation, wallet } = modules;
    const routes: RouteDef[] = [
      ...auth.routes, ...users.routes, ...media.routes, ...support.routes, ...categories.routes,
      ...content.routes, ...comments.routes, ...places.routes, ...feed.routes, ...moderation.routes,
      ...wallet.routes,
    ];
    registerRoutes(app, routes, {
      authenticate: makeAuthenticator(identity),
      rateLimit: { max: config.rateLimitAuthMax, timeWindow: config.rateLimitAuthWindowMs },
    });
    await media.registerUploads(app);
    wallet.registerStreams(app);
    const document = buildOpenApi(routes, { ...media.uploadOpenApiPaths, ...wallet.openApiPaths, ...docsPaths });
    const html = renderDocsHtml(document);
    app.get('/api/docs/openapi.json', async () => document);
    app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
    // /contents/:id, /trips/:id, /profiles/:username: the reader page with its Open Graph head (issue 4).
    await installSpa(app, config.staticDir, { publicUrl: config.publicUrl, data: readerDataSource(content.useCases, places.useCases, wallet) });
    // /robots.txt and /sitemap.xml (issue 8 "Discovery"): the sitemap lists what the content module publishes.
    installSearchEngineFiles(app, { publicUrl: config.publicUrl, sitemap: content.useCases });
    await app.ready();

    const idp = identity;
    return {
      app,
      deps,
      modules,
      async close() {
        await app.close();
        await idp.close();
        await db.close();
      },
    };
  } catch (error) {
    await identity?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
}
