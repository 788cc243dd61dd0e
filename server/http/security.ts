import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import type { ServerConfig } from '../kernel/config';
import { storageOrigins } from '../kernel/storage.port';

/** Origins the SPA talks to besides its own (Firebase Auth, Remote Config, Installations). */
const IDENTITY_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firebaseremoteconfig.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
];

/** The Content-Security-Policy directives: only what the SPA needs (issue 2 §5 security). */
export function cspDirectives(config: ServerConfig): Record<string, string[]> {
  const emulator = config.firebaseAuthEmulatorHost ? [`http://${config.firebaseAuthEmulatorHost}`] : [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    // Firebase Auth's popup/redirect helper loads Google's gapi script in production.
    scriptSrc: ["'self'", 'https://apis.google.com'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Trip maps (issue 4) draw OpenStreetMap tiles; the tile server answers on the bare host, not only a.-c. subdomains.
    imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org', 'https://tile.openstreetmap.org', ...storageOrigins(config).images],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...IDENTITY_ORIGINS, config.line.apiUrl, ...emulator, ...storageOrigins(config).uploads],
    // The auth SDK frames its handler: the project's firebaseapp.com domain, or the emulator locally.
    frameSrc: ['https://*.firebaseapp.com', 'https://access.line.me', ...emulator],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  };
}

export async function installSecurity(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    // The Firebase sign-in popup needs to talk back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  if (config.corsOrigins.length > 0) {
    await app.register(cors, { origin: [...config.corsOrigins], credentials: true, methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] });
  }
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      Object.assign(failure(ErrorCode.tooManyRequests, `Too many requests; retry in ${context.after}`), { statusCode: 429 }),
  });
}
