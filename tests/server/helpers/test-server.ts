import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer, type BuiltServer } from '../../../server/app';
import type { Clock } from '../../../server/kernel/clock';
import { readServerConfig } from '../../../server/kernel/config';
import { seedPgliteDataDir } from '../../support/pglite-template';
import { emulatorHost, signUp, type EmulatorUser } from './emulator-users';
import {
  freePort,
  postgresUnavailableReason,
  requirePostgresUnderCi,
  startPostgres,
  type TestPostgres,
} from './postgres';

export type DatabaseKind = 'pglite' | 'postgres';

const unavailable = postgresUnavailableReason();
requirePostgresUnderCi(unavailable);
if (unavailable) console.warn(`[server tests] PostgreSQL runs skipped: ${unavailable}. Running on PGlite only.`);

/** The databases every parametrised server suite runs on (PGlite always, PostgreSQL when present). */
export const DATABASES: DatabaseKind[] = unavailable ? ['pglite'] : ['pglite', 'postgres'];

export class ManualClock implements Clock {
  constructor(public ms = Date.now()) {}
  now(): number {
    return this.ms;
  }
  advanceDays(days: number): void {
    this.ms += days * 86_400_000;
  }
}

export interface CallResult {
  readonly status: number;
  readonly headers: Headers;
  readonly body: any;
}

export interface CallOptions {
  readonly token?: string;
  readonly body?: unknown;
  /** Sent as is (with content-type application/json unless headers say otherwise). */
  readonly rawBody?: string | Buffer;
  readonly headers?: Record<string, string>;
}

export interface TestServer {
  readonly url: string;
  readonly clock: ManualClock;
  readonly server: BuiltServer;
  readonly dataDir: string;
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  close(): Promise<void>;
}

/** A real server on a real port (tests: real HTTP), on a fresh database of the given kind. */
export async function startTestServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: { fetch?: typeof fetch; logStream?: { write(line: string): void } } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'travelogue-server-'));
  const postgres: TestPostgres | null = kind === 'postgres' ? await startPostgres() : null;
  if (!postgres && !env.DATABASE_URL) seedPgliteDataDir(dataDir);
  const port = await freePort();
  const config = readServerConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-spa'),
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
    FIREBASE_PROJECT_ID: 'demo-travelogue',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_MAX: '1000',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const clock = new ManualClock();
  const server = await buildServer(config, { clock, fetch: options.fetch, logStream: options.logStream });
  await server.app.listen({ port, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    clock,
    server,
    dataDir,
    async call(method, p, opts = {}) {
      const headers: Record<string, string> = { ...opts.headers };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      let body: string | Buffer | undefined;
      if (opts.rawBody !== undefined) body = opts.rawBody;
      else if (opts.body !== undefined) body = JSON.stringify(opts.body);
      if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
        headers['content-type'] = 'application/json';
      const response = await fetch(`${url}${p}`, {
        method,
        headers,
        body: typeof body === 'string' || body === undefined ? body : new Uint8Array(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, headers: response.headers, body: parsed };
    },
    async close() {
      await server.close();
      await postgres?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SignedInUser extends EmulatorUser {
  readonly userId: string;
}

/** Spec §4 common sign-in steps 4–5 through the API: sign up at the emulator, log in, create the profile. */
export async function signedInUser(t: TestServer, withProfile = true): Promise<SignedInUser> {
  const user = await signUp();
  const login = await t.call('POST', '/api/user-auth-command-service/v1/login', {
    body: { token: user.idToken, lat: null, lng: null, device: 'vitest' },
  });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const userId = login.body.data.user_id as string;
  if (withProfile) {
    const created = await t.call('POST', '/private/api/user-orchestration-service/v1/profiles', {
      token: user.idToken,
      body: { user_id: userId, firebase_id: user.uid },
    });
    if (created.status !== 200) throw new Error(`profile failed: ${JSON.stringify(created.body)}`);
  }
  return { ...user, userId };
}

/** Asserts nothing about the body beyond the envelope; returns the code for expect(). */
export const errCode = (result: CallResult): number => result.body?.status?.err_code;
