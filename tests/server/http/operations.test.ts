import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedSecret } from '../../../server/db/shared-secrets';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { QUERY, publishedContent } from '../helpers/content-fixtures';
import { errCode, signedInUser, startTestServer, type TestServer } from '../helpers/test-server';

const LOGIN = '/api/user-auth-command-service/v1/login';

/** Liveness, readiness, request ids, metrics; and what several instances must share. */
describe('operations: /healthz, /readyz, /metrics, X-Request-Id', () => {
  let t: TestServer;
  beforeAll(async () => {
    // A balancer on this machine names the client (the /metrics test reads as a remote client through it).
    t = await startTestServer('pglite', { TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('/healthz answers plain JSON {status:"ok"} outside the API envelope', async () => {
    const result = await t.call('GET', '/healthz');
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ status: 'ok' });
  });

  it('/readyz checks the database and the identity service', async () => {
    const result = await t.call('GET', '/readyz');
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'ready', checks: { database: { ok: true }, identity: { ok: true } } });
  });

  it('/readyz answers 503 naming the database when it does not answer (no database text in the answer)', async () => {
    const db = t.server.deps.db as { query: (...args: unknown[]) => Promise<unknown> };
    const query = db.query;
    db.query = async (...args: unknown[]) => {
      if (args[0] === 'SELECT 1') throw new Error('connection refused to secret-host:5432');
      return query.apply(db, args);
    };
    try {
      const result = await t.call('GET', '/readyz');
      expect(result.status).toBe(503);
      expect(result.body).toMatchObject({
        status: 'not ready',
        checks: { database: { ok: false, error: 'unreachable' }, identity: { ok: true } },
      });
      expect(JSON.stringify(result.body)).not.toContain('secret-host');
    } finally {
      db.query = query;
    }
  });

  it("every answer carries a request id: the balancer's X-Request-Id when it sent one, else a fresh one", async () => {
    const sent = await t.call('GET', '/healthz', { headers: { 'x-request-id': 'lb-5f2c9a' } });
    expect(sent.headers.get('x-request-id')).toBe('lb-5f2c9a');
    const made = await t.call('GET', `${QUERY}/contents/nope`);
    const other = await t.call('GET', `${QUERY}/contents/nope`);
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.headers.get('x-request-id')).not.toBe(other.headers.get('x-request-id'));
    // Not an id (spaces, over-long): replaced, never echoed.
    const odd = await t.call('GET', '/healthz', { headers: { 'x-request-id': 'a b <script>' } });
    expect(odd.headers.get('x-request-id')).not.toContain('script');
  });

  it("/metrics exposes request durations by route pattern and status, and the reader cache's hits and misses", async () => {
    const author = await signedInUser(t);
    const content = await publishedContent(t, author);
    for (let i = 0; i < 3; i++)
      expect((await t.call('GET', `${QUERY}/contents/${content.content_id}`)).status).toBe(200);
    const result = await t.call('GET', '/metrics');
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = String(result.body);
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/content-platform\/content-query-service\/v1\/contents\/:contentId",status_code="200"\} 3/,
    );
    // The route pattern, never the id a client sent.
    expect(text).not.toContain(content.content_id);
    expect(text).toMatch(/^public_content_cache_hits_total [1-9]/m);
    expect(text).toMatch(/^public_content_cache_misses_total [1-9]/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
  });

  it('/metrics with neither METRICS_TOKEN nor METRICS_ALLOW: this machine only, a remote client gets 403 and no metrics', async () => {
    const remote = await t.call('GET', '/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect([remote.status, errCode(remote)]).toEqual([403, ErrorCode.forbidden]);
    expect(JSON.stringify(remote.body)).not.toContain('http_request_duration_seconds');
    expect(remote.headers.get('www-authenticate')).toBeNull();
    // A bearer token opens nothing when none is configured.
    const guessed = await t.call('GET', '/metrics', {
      token: 'anything',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(guessed.status).toBe(403);
    expect((await t.call('GET', '/metrics')).status).toBe(200);
  });

  it('several instances: without UPLOAD_SIGNING_SECRET the upload signing key is one per database, not per process', async () => {
    expect(t.server.deps.config.uploadSigningSecret).toBeNull();
    const first = await sharedSecret(t.server.deps.db, 'upload-signing');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await sharedSecret(t.server.deps.db, 'upload-signing')).toBe(first);
    expect(
      await t.server.deps.db.query('SELECT 1 FROM server_secrets WHERE name = $1', ['upload-signing']),
    ).toHaveLength(1);
  });
});

describe('/metrics for the configured scrapers: METRICS_TOKEN and METRICS_ALLOW', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', {
      TRUST_PROXY: '127.0.0.1',
      METRICS_TOKEN: 'scraper-secret-1',
      METRICS_ALLOW: '10.0.0.0/8, 192.0.2.7',
    });
  });
  afterAll(async () => t?.close());

  const scrape = (client: string | null, token?: string) =>
    t.call('GET', '/metrics', { token, headers: client ? { 'x-forwarded-for': client } : {} });

  it('the bearer token opens it from anywhere; without it or with another, 401 with WWW-Authenticate: Bearer', async () => {
    const served = await scrape('203.0.113.9', 'scraper-secret-1');
    expect(served.status).toBe(200);
    expect(String(served.body)).toMatch(/^process_cpu_user_seconds_total /m);
    for (const token of [undefined, 'scraper-secret-2', 'scraper-secret-1x']) {
      const refused = await scrape('203.0.113.9', token);
      expect([refused.status, errCode(refused)]).toEqual([401, ErrorCode.invalidToken]);
      expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(JSON.stringify(refused.body)).not.toContain('process_cpu');
    }
  });

  it('an allowed address or network needs no token; loopback is no longer implied once either is configured', async () => {
    expect((await scrape('10.20.30.40')).status).toBe(200);
    expect((await scrape('192.0.2.7')).status).toBe(200);
    expect((await scrape('192.0.2.8')).status).toBe(401);
    expect((await scrape('11.0.0.1')).status).toBe(401);
    expect((await scrape(null)).status).toBe(401);
  });
});

describe('TRUST_PROXY: per-client limits behind a load balancer', () => {
  const attempt = (t: TestServer, forwardedFor: string) =>
    t.call('POST', LOGIN, {
      body: { token: 'not-a-token', lat: null, lng: null, device: 'vitest' },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('unset: X-Forwarded-For is ignored, so a client cannot dodge the sign-in limit by inventing addresses', async () => {
    const t = await startTestServer('pglite', { RATE_LIMIT_AUTH_MAX: '2' });
    try {
      expect((await attempt(t, '198.51.100.1')).status).not.toBe(429);
      expect((await attempt(t, '198.51.100.2')).status).not.toBe(429);
      const third = await attempt(t, '198.51.100.3');
      expect(third.status).toBe(429);
      expect(errCode(third)).toBe(ErrorCode.tooManyRequests);
    } finally {
      await t.close();
    }
  });

  it("TRUST_PROXY=127.0.0.1: the balancer's X-Forwarded-For names the client, each client has its own count", async () => {
    const t = await startTestServer('pglite', { RATE_LIMIT_AUTH_MAX: '2', TRUST_PROXY: '127.0.0.1' });
    try {
      expect((await attempt(t, '198.51.100.1')).status).not.toBe(429);
      expect((await attempt(t, '198.51.100.1')).status).not.toBe(429);
      expect((await attempt(t, '198.51.100.1')).status).toBe(429);
      expect((await attempt(t, '198.51.100.2')).status).not.toBe(429);
    } finally {
      await t.close();
    }
  });
});
