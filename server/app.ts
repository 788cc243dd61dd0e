import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { systemClock, type Clock } from './application/clock';
import type { ServerDeps } from './application/deps';
import type { ServerConfig } from './config';
import { createFirebaseIdentity, type IdentityProvider } from './identity/firebase-identity';
import { createLineClient } from './identity/line-client';
import { makeAuthenticator } from './http/authenticate';
import { installErrorHandling } from './http/error-handler';
import { buildOpenApi, renderDocsHtml } from './http/openapi';
import { registerRoutes, type RouteDef } from './http/route-table';
import { commentRoutes } from './http/routes/comment.routes';
import { contentMediaRoutes } from './http/routes/content-media.routes';
import { contentOrchestrationRoutes } from './http/routes/content-orchestration.routes';
import { contentQueryRoutes } from './http/routes/content-query.routes';
import { interestRoutes } from './http/routes/interests.routes';
import { locationRoutes } from './http/routes/location.routes';
import { lineTokenRoutes } from './http/routes/line-token.routes';
import { socialUserQueryRoutes } from './http/routes/social-user-query.routes';
import { registerUploadRoutes, uploadOpenApiPaths } from './http/routes/uploads.routes';
import { userAuthCommandRoutes } from './http/routes/user-auth-command.routes';
import { userOrchestrationRoutes } from './http/routes/user-orchestration.routes';
import { userProfileQueryRoutes } from './http/routes/user-profile-query.routes';
import { installSecurity } from './http/security';
import { readerDataSource } from './http/reader-data';
import { installSpa } from './http/spa';
import type { Database } from './persistence/database';
import { migrate } from './persistence/migrate';
import { openPgDatabase } from './persistence/pg-database';
import { openPgliteDatabase } from './persistence/pglite-database';
import { createLocalStorage, createObjectStorage } from './storage/create-object-storage';

export interface BuildOptions {
  /** Tests inject a clock to cross the 60-day window (spec §5). */
  readonly clock?: Clock;
  /** Tests may point LINE calls at a fake; default global fetch. */
  readonly fetch?: typeof fetch;
}

export interface BuiltServer {
  readonly app: FastifyInstance;
  readonly deps: ServerDeps;
  close(): Promise<void>;
}

export const openDatabase = (config: ServerConfig): Promise<Database> =>
  config.databaseUrl ? openPgDatabase(config.databaseUrl) : openPgliteDatabase(path.join(config.dataDir, 'pglite'));

const docsPaths = {
  '/api/docs': { get: { tags: ['docs'], summary: 'This document as a readable HTML page', responses: { 200: { description: 'HTML', content: { 'text/html': {} } } } } },
  '/api/docs/openapi.json': { get: { tags: ['docs'], summary: 'This document (OpenAPI 3.1 JSON)', responses: { 200: { description: 'OpenAPI', content: { 'application/json': {} } } } } },
};

/** Builds the API server: database opened and migrated, identity wired, every spec §7 route registered. */
export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<BuiltServer> {
  const db = await openDatabase(config);
  let identity: IdentityProvider | null = null;
  try {
    await migrate(db);
    identity = createFirebaseIdentity({ projectId: config.firebaseProjectId, emulatorHost: config.firebaseAuthEmulatorHost });
    const clock = options.clock ?? systemClock, localFiles = createLocalStorage(config);
    const deps: ServerDeps = { config, db, identity, line: createLineClient(config.line, options.fetch), clock, localFiles, storage: createObjectStorage(config, localFiles, clock, options.fetch) };
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

    const routes: RouteDef[] = [
      ...userAuthCommandRoutes(deps), ...lineTokenRoutes(deps), ...userOrchestrationRoutes(deps),
      ...userProfileQueryRoutes(deps), ...socialUserQueryRoutes(deps), ...interestRoutes(deps),
      ...contentQueryRoutes(deps), ...contentOrchestrationRoutes(deps), ...contentMediaRoutes(deps),
      ...commentRoutes(deps), ...locationRoutes(deps),
    ];
    registerRoutes(app, routes, {
      authenticate: makeAuthenticator(identity),
      rateLimit: { max: config.rateLimitAuthMax, timeWindow: config.rateLimitAuthWindowMs },
    });
    await registerUploadRoutes(app, deps);
    const document = buildOpenApi(routes, { ...uploadOpenApiPaths, ...docsPaths });
    const html = renderDocsHtml(document);
    app.get('/api/docs/openapi.json', async () => document);
    app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
    // /contents/:id, /trips/:id, /profiles/:username: the reader page with its Open Graph head (issue 4).
    await installSpa(app, config.staticDir, { publicUrl: config.publicUrl, data: readerDataSource(deps) });
    await app.ready();

    const idp = identity;
    return {
      app,
      deps,
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
