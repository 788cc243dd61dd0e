import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../kernel/database.port';
import type { IdentityProvider } from '../kernel/identity.port';

/**
 * Liveness, readiness, request ids and Prometheus metrics. These routes sit outside the
 * API's envelope rules (spec §7/§8): they answer plain JSON or the Prometheus text format, for load balancers,
 * orchestrators and scrapers.
 */

/** An X-Request-Id a balancer sent is kept when it looks like an id (printable, short); otherwise one is made. */
const REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

export function requestIdOf(raw: IncomingMessage): string {
  const header = raw.headers['x-request-id'];
  const sent = Array.isArray(header) ? header[0] : header;
  return sent && REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** How long /readyz waits for the database and for the identity service before calling them unreachable. */
export const READY_TIMEOUT_MS = 2000;

const within = <T>(ms: number, what: string, work: Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

type Check = { ok: true; ms: number } | { ok: false; ms: number; error: string };

async function check(what: string, work: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  try {
    await within(READY_TIMEOUT_MS, what, work());
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    // The reason is for the operator; only the kind is answered (a database error text never reaches a response).
    const timedOut = /did not answer within/.test((error as Error).message);
    return { ok: false, ms: Math.round(performance.now() - started), error: timedOut ? 'timeout' : 'unreachable' };
  }
}

/** A probe address no account has: looking it up is the identity service's cheapest authenticated call. */
const PROBE_EMAIL = 'readiness-probe@travelogue.invalid';

export interface OperationsDeps {
  readonly db: Database;
  readonly identity: IdentityProvider;
  /** The reader's-content cache's reads so far (server/content/public-content-cache.ts). */
  readonly publicCacheStats: () => { hits: number; misses: number; entries: number };
}

/** OpenAPI entries for the operations routes (merged into /api/docs/openapi.json). */
export const operationsOpenApiPaths = {
  '/healthz': {
    get: {
      tags: ['operations'],
      summary: 'Liveness: the process answers (no I/O). Plain JSON {status:"ok"}, outside the API envelope.',
      responses: { 200: { description: 'alive', content: { 'application/json': {} } } },
    },
  },
  '/readyz': {
    get: {
      tags: ['operations'],
      summary: `Readiness: the database answers SELECT 1 and the identity service answers a lookup, each within ${READY_TIMEOUT_MS} ms. Plain JSON {status, checks}: 200 ready, 503 not ready.`,
      responses: {
        200: { description: 'ready', content: { 'application/json': {} } },
        503: { description: 'not ready (or shutting down)', content: { 'application/json': {} } },
      },
    },
  },
  '/metrics': {
    get: {
      tags: ['operations'],
      summary:
        'Prometheus metrics (text exposition 0.0.4): http_request_duration_seconds by method, route and status; db_pool_* on PostgreSQL; public_content_cache_{hits,misses}_total; process and Node.js defaults.',
      responses: { 200: { description: 'metrics', content: { 'text/plain': {} } } },
    },
  },
};

/**
 * Registers /healthz, /readyz and /metrics and the hooks they need: every answer carries its request id in
 * `X-Request-Id`, and its duration is observed by route pattern (never the raw path) and status.
 */
export function installOperations(app: FastifyInstance, deps: OperationsDeps): void {
  // One registry per server: tests build many servers in one process.
  const registry = new Registry();
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration in seconds, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Counter({
    name: 'public_content_cache_hits_total',
    help: 'Reader content reads answered from memory',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(deps.publicCacheStats().hits);
    },
  });
  new Counter({
    name: 'public_content_cache_misses_total',
    help: 'Reader content reads that asked the database',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(deps.publicCacheStats().misses);
    },
  });
  new Gauge({
    name: 'public_content_cache_entries',
    help: 'Reader contents kept in memory',
    registers: [registry],
    collect() {
      this.set(deps.publicCacheStats().entries);
    },
  });
  const pool = deps.db.poolStats?.bind(deps.db);
  if (pool) {
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    gauge('db_pool_max_connections', 'Largest number of PostgreSQL connections the pool opens', () => pool().max);
    gauge('db_pool_connections', 'PostgreSQL connections open in the pool', () => pool().total);
    gauge('db_pool_idle_connections', 'Open PostgreSQL connections not in use', () => pool().idle);
    gauge('db_pool_waiting_queries', 'Queries waiting for a free connection', () => pool().waiting);
  }
  // Process CPU, memory, event-loop lag, GC: prom-client's defaults, on this registry.
  collectDefaultMetrics({ register: registry });

  // A callback hook, not async: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '(no route)';
    if (route === '/metrics') return;
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const [database, identity] = await Promise.all([
      check('database', () => deps.db.query('SELECT 1')),
      check('identity', () => deps.identity.uidByEmail(PROBE_EMAIL)),
    ]);
    const ready = database.ok && identity.ok;
    if (!ready) app.log.warn({ database, identity }, 'not ready');
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks: { database, identity } });
  });

  app.get('/metrics', async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics()),
  );
}
