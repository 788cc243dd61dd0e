import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import type { ServerConfig } from '../kernel/config';
import type { Database } from '../kernel/database.port';
import type { IdentityProvider } from '../kernel/identity.port';
import { sendError } from './error-handler';

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
  /** Who may read /metrics (METRICS_TOKEN, METRICS_ALLOW). */
  readonly metrics: ServerConfig['metrics'];
}

/** With neither METRICS_TOKEN nor METRICS_ALLOW: only this machine (a sidecar scraper, an operator's curl). */
const LOOPBACK = ['127.0.0.0/8', '::1'];

/** An address list as node's matcher: `10.0.0.0/8` and `192.0.2.7` alike, IPv4 and IPv6. */
function addressMatcher(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    return list.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  };
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * Who may read /metrics (every route's latencies, the process's memory: for the operator's scraper, not the
 * public): a request with `Authorization: Bearer <METRICS_TOKEN>`, or from an address of METRICS_ALLOW; with
 * neither configured, loopback only. The address is request.ip: the client's, as TRUST_PROXY resolves it.
 */
export function metricsAccess(config: ServerConfig['metrics']): (request: FastifyRequest) => boolean {
  const token = config.token === null ? null : digest(config.token);
  const allowList = config.allow ?? (token === null ? LOOPBACK : []);
  const allowed = allowList.length > 0 ? addressMatcher(allowList) : () => false;
  return (request) => {
    if (allowed(request.ip)) return true;
    const sent = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    // Compared as digests, in constant time: the answer's timing tells nothing of the token.
    return token !== null && sent !== undefined && timingSafeEqual(digest(sent), token);
  };
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
      description: `For the operator's scraper only: a request with \`Authorization: Bearer <METRICS_TOKEN>\`, or from an address of METRICS_ALLOW (addresses/CIDRs; the client address as TRUST_PROXY resolves it). With neither configured, loopback only. Refused: 401 ${ErrorCode.invalidToken} with \`WWW-Authenticate: Bearer\` when METRICS_TOKEN is configured, else 403 ${ErrorCode.forbidden}.`,
      responses: {
        200: { description: 'metrics', content: { 'text/plain': {} } },
        401: { description: 'METRICS_TOKEN is configured and was not sent', content: { 'application/json': {} } },
        403: { description: 'not a configured scraper', content: { 'application/json': {} } },
      },
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

  const mayReadMetrics = metricsAccess(deps.metrics);
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!mayReadMetrics(request)) {
      if (deps.metrics.token === null)
        return sendError(reply, ErrorCode.forbidden, 'Metrics are served to the configured scrapers only');
      return sendError(
        reply.header('www-authenticate', 'Bearer realm="metrics"'),
        ErrorCode.invalidToken,
        'Metrics need the configured bearer token',
      );
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
