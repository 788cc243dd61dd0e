import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgDatabase } from '../../server/db/pg-database';
import type { Database } from '../../server/kernel/database.port';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { ORCH, QUERY, documentBody, publishedContent } from './helpers/content-fixtures';
import { emulatorHost } from './helpers/emulator-users';
import {
  signedInUser,
  type CallOptions,
  type CallResult,
  type SignedInUser,
  type TestServer,
} from './helpers/test-server';
import { clusterUnavailableReason, startCluster, type Cluster, type ServerInstance } from '../support/cluster';

/**
 * PostgreSQL, two `tsx server/main.ts`
 * processes and nginx (Debian's, installed by .ci/run) balancing between them, all started here. A sign-in limit
 * holds across both instances, a content published through one is read fresh through the other at once, and
 * `kill -9` of one instance during a stream of writes loses no acknowledged write while nginx keeps serving.
 */
const skipReason = clusterUnavailableReason();
if (skipReason) console.warn(`[scale-out] skipped: ${skipReason}`);

const LOGIN = '/api/user-auth-command-service/v1/login';
const AUTH_LIMIT = 6;

/** A client of one origin with test-server.ts's `call` shape (so the shared fixtures work through nginx too). */
function client(url: string, db: Database): TestServer {
  return {
    url,
    server: { deps: { db } },
    async call(method: string, p: string, opts: CallOptions = {}): Promise<CallResult> {
      const headers: Record<string, string> = { ...opts.headers };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${url}${p}`, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: response.status, headers: response.headers, body: parsed };
    },
  } as unknown as TestServer;
}

describe.skipIf(skipReason !== null)('two instances on one PostgreSQL behind nginx', () => {
  let cluster: Cluster;
  let db: Database;
  let a: ServerInstance;
  let b: ServerInstance;
  let nginxUrl = '';

  beforeAll(async () => {
    // Both start together on an empty database: the migrations' advisory lock lets exactly one migrate.
    cluster = await startCluster({
      instances: 2,
      env: {
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
        RATE_LIMIT_AUTH_MAX: String(AUTH_LIMIT),
        RESERVE_RATE_LIMIT_MAX: '100000',
      },
    });
    [a, b] = cluster.instances;
    nginxUrl = cluster.nginx.url;
    db = await openPgDatabase(cluster.postgres.url);
  }, 70_000);

  afterAll(async () => {
    await db?.close().catch(() => undefined);
    await cluster?.stop();
  }, 30_000);

  it('migrated once although both instances started together, and answers /healthz, /readyz, /metrics through nginx', async () => {
    const applied = await db.query<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(new Set(applied.map((row) => row.id)).size).toBe(applied.length);
    const ready = await fetch(`${nginxUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      checks: { database: { ok: true }, identity: { ok: true } },
    });
    const metrics = await (await fetch(`${nginxUrl}/metrics`)).text();
    expect(metrics).toMatch(/^db_pool_connections \d+/m);
    // nginx's request id is the server's request id.
    const health = await fetch(`${nginxUrl}/healthz`);
    expect(health.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it(`the sign-in limit holds across both instances, per client behind nginx (${AUTH_LIMIT} a window, then 429)`, async () => {
    const attempt = (clientIp: string) =>
      fetch(`${nginxUrl}${LOGIN}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
        body: JSON.stringify({ token: 'not-a-token', lat: null, lng: null, device: 'scale-out' }),
      });
    const upstreams = new Set<string>();
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_LIMIT; i++) {
      const response = await attempt('198.51.100.7');
      upstreams.add(response.headers.get('x-upstream') ?? '');
      statuses.push(response.status);
      if (response.status === 429) expect((await response.json()).status.err_code).toBe(ErrorCode.tooManyRequests);
    }
    expect(upstreams).toEqual(new Set([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]));
    expect(statuses.slice(0, AUTH_LIMIT).every((status) => status !== 429)).toBe(true);
    expect(statuses[AUTH_LIMIT]).toBe(429);
    // Another client behind the same balancer has its own count (TRUST_PROXY: the limit keys on the real client).
    expect((await attempt('198.51.100.8')).status).not.toBe(429);
  }, 20_000);

  it('a content published through instance A is read fresh through instance B at once', async () => {
    const viaA = client(a.url, db),
      viaB = client(b.url, db);
    const author: SignedInUser = await signedInUser(viaA);
    const published = await publishedContent(viaA, author, { title: 'First title' });
    const id = published.content_id as string;
    // B reads it (and keeps it in memory), A changes and republishes it, B answers the new one on the next read.
    for (let i = 0; i < 2; i++)
      expect((await viaB.call('GET', `${QUERY}/contents/${id}`)).body.data.title).toBe('First title');
    const saved = await viaA.call('PUT', `${ORCH}/contents/${id}`, {
      token: author.idToken,
      body: documentBody(published.revision, published.cover?.image_id ?? null, { title: 'Second title' }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const republished = await viaA.call('POST', `${ORCH}/contents/published/${id}`, {
      token: author.idToken,
      body: { revision: saved.body.data.revision },
    });
    expect(republished.status, JSON.stringify(republished.body)).toBe(200);
    expect((await viaB.call('GET', `${QUERY}/contents/${id}`)).body.data.title).toBe('Second title');
  }, 20_000);

  it('an upload URL signed by instance A is accepted by instance B (one signing key in PostgreSQL, none per process)', async () => {
    const viaA = client(a.url, db);
    const owner = await signedInUser(viaA);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const signed = await viaA.call('POST', `${ORCH}/contents/pre_sign_urls`, {
      token: owner.idToken,
      body: {
        files: [
          {
            purpose: 'cover',
            content_type: 'image/png',
            width: 1,
            height: 1,
            blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
            size_bytes: png.length,
          },
        ],
      },
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const uploadUrl = new URL(signed.body.data[0].upload_url as string);
    const put = await fetch(`${b.url}${uploadUrl.pathname}${uploadUrl.search}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(png),
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ data: { stored: true } });
  }, 20_000);

  it('kill -9 of one instance during writes through nginx: no acknowledged write lost, the other keeps serving', async () => {
    const viaNginx = client(nginxUrl, db);
    const writer = await signedInUser(client(a.url, db));
    const acknowledged: string[] = [];
    const failed: number[] = [];
    let afterKill = 0;
    let killed = false;
    const started = Date.now();
    const worker = async () => {
      while (Date.now() - started < 3000) {
        try {
          const result = await viaNginx.call('POST', `${ORCH}/contents/reserved`, {
            token: writer.idToken,
            body: { kind: 'article' },
          });
          if (result.status === 200) {
            acknowledged.push(result.body.data.content_id);
            if (killed) afterKill += 1;
          } else failed.push(result.status);
        } catch {
          failed.push(0);
        }
      }
    };
    const killer = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      a.child.kill('SIGKILL');
      killed = true;
    })();
    await Promise.all([worker(), worker(), worker(), worker(), killer]);
    console.log(
      `[scale-out] writes: ${acknowledged.length} acknowledged (${afterKill} after kill -9), ${failed.length} failed (${failed.join(',')})`,
    );

    const stored = await db.query<{ content_id: string }>(
      'SELECT content_id FROM contents WHERE content_id = ANY($1)',
      [acknowledged],
    );
    expect(stored.length).toBe(acknowledged.length);
    expect(afterKill).toBeGreaterThan(0);
    // A write's failure is a transport error at the instant of the kill, never an error of the surviving instance.
    expect(failed.every((status) => status === 0 || status === 502)).toBe(true);
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${nginxUrl}/readyz`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-upstream')).toBe(`127.0.0.1:${b.port}`);
    }
  }, 20_000);
});
