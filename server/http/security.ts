import cors from '@fastify/cors';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import type { Clock } from '../kernel/clock';
import type { ServerConfig } from '../kernel/config';
import type { RateCounters } from '../kernel/rate-counter.port';
import { storageOrigins } from '../kernel/storage.port';

/** Origins the SPA talks to besides its own (Firebase Auth, Remote Config, Installations). */
const IDENTITY_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firebaseremoteconfig.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
];

/** The Content-Security-Policy directives: only what the SPA needs (security). */
export function cspDirectives(config: ServerConfig): Record<string, string[]> {
  const emulator = config.firebaseAuthEmulatorHost ? [`http://${config.firebaseAuthEmulatorHost}`] : [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    // Firebase Auth's popup/redirect helper loads Google's gapi script in production.
    scriptSrc: ["'self'", 'https://apis.google.com'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Trip maps draw OpenStreetMap tiles; the tile server answers on the bare host, not only a.-c. subdomains.
    imgSrc: [
      "'self'",
      'data:',
      'blob:',
      'https://*.tile.openstreetmap.org',
      'https://tile.openstreetmap.org',
      ...storageOrigins(config).images,
    ],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...IDENTITY_ORIGINS, config.line.apiUrl, ...emulator, ...storageOrigins(config).uploads],
    // The auth SDK frames its handler: the project's firebaseapp.com domain, or the emulator locally.
    frameSrc: ['https://*.firebaseapp.com', 'https://access.line.me', ...emulator],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  };
}

/** `/private/api/x`, `/public/api/x` and `/api/x` are one route: the path below the prefix. */
export const canonicalApiPath = (url: string): string => url.replace(/^\/(?:private\/|public\/)?api(?=\/)/, '');

/**
 * The limit's key: the route below its prefix and the client, so the three prefixes share one count per client
 * (a 429 on /api/…/login also holds on /private/api/…/login and /public/api/…/login).
 */
export const rateLimitKey = (request: FastifyRequest): string =>
  `route:${canonicalApiPath(request.routeOptions.url ?? request.url)}:${request.ip}`;

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store interface over the RateCounters port: one counter space for every route (keys carry
 * the canonical route, see rateLimitKey), in memory on PGlite and in PostgreSQL when several instances share it.
 */
export function rateLimitStore(counters: RateCounters, clock: Clock) {
  return class RateCounterStore {
    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      const now = clock.now();
      counters.hit(key, timeWindow, now).then(
        (window) => callback(null, { current: window.count, ttl: Math.max(0, window.resetAtMs - now) }),
        (error: Error) => callback(error),
      );
    }

    /** Routes with their own limit share this store: their keys already differ by route. */
    child(): RateCounterStore {
      return this;
    }
  };
}

/**
 * The headers a helmet middleware sets, read once: with static options (no per-request nonce) they are the same
 * on every response. Its removal of X-Powered-By needs nothing here: Fastify never sets that header.
 */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  let failed: unknown = null;
  middleware(
    {} as Parameters<typeof middleware>[0],
    recorder as unknown as Parameters<typeof middleware>[1],
    (error?: unknown) => void (failed = error ?? null),
  );
  if (failed) throw failed;
  return headers;
}

export async function installSecurity(
  app: FastifyInstance,
  config: ServerConfig,
  deps: { rateCounters: RateCounters; clock: Clock },
): Promise<void> {
  // Helmet's headers, built once: @fastify/helmet rebuilt the middleware (parsing the CSP) on every request, and
  // even built once, its middleware set its ~12 headers one by one on the raw response. Here they are
  // taken from it at start and added to every reply as one object: the same names and values.
  const securityHeaders = headersOf(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
      // The Firebase sign-in popup needs to talk back to its opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      strictTransportSecurity: config.publicUrl.startsWith('https:'),
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: [...config.corsOrigins],
      credentials: true,
      methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    });
  }
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(deps.rateCounters, deps.clock),
    keyGenerator: rateLimitKey,
    errorResponseBuilder: (_request, context) =>
      Object.assign(failure(ErrorCode.tooManyRequests, `Too many requests; retry in ${context.after}`), {
        statusCode: 429,
      }),
  });
}
