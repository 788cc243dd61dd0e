import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { registerRoutes } from '../../../server/http/route-table';
import { ORCH, QUERY, publishedContent } from '../helpers/content-fixtures';
import { DATABASES, signedInUser, type SignedInUser, type TestServer, startTestServer } from '../helpers/test-server';
import { rawGet } from '../helpers/raw-get';

const PLAIN = { 'accept-encoding': 'identity' };

/**
 * The reader's content read (spec §7 contents/{contentId}) hands out bytes made once per cached answer
 * (server/http/ready-answers.ts): the same JSON Fastify's serializer makes, compressed when accepted, with a weak
 * ETag, and new bytes at once after any change a reader can see.
 */
describe.each(DATABASES)('public content read bytes on %s (spec §7 contents/{contentId})', (kind) => {
  let t: TestServer;
  let author: SignedInUser;
  const url = (id: string, prefix = '/api') => `${t.url}${QUERY.replace(/^\/api/, prefix)}/contents/${id}`;

  beforeAll(async () => {
    t = await startTestServer(kind);
    author = await signedInUser(t);
  });
  afterAll(async () => t?.close());

  /** The route as registered without kept bytes: Fastify serialises the envelope per request, as before the byte cache. */
  async function perRequestBytes(id: string): Promise<Buffer> {
    const route = t.server.modules.content.routes.find(
      (r) => r.method === 'GET' && r.path.endsWith('/v1/contents/:contentId'),
    )!;
    expect(route.keptAnswer).toBe(true);
    const bare = Fastify();
    registerRoutes(bare, [{ ...route, keptAnswer: false, public: false }], {
      authenticate: async () => null,
      rateLimit: { max: 1, timeWindow: 1000 },
    });
    try {
      const response = await bare.inject({ method: 'GET', url: `/api${route.path.replace(':contentId', id)}` });
      expect(response.statusCode).toBe(200);
      return response.rawPayload;
    } finally {
      await bare.close();
    }
  }

  it('spec §7: a miss and later hits send byte-identical JSON, the same Fastify serialises per request, under every prefix', async () => {
    const a = await publishedContent(t, author, { title: 'Bytes once' });
    const miss = await rawGet(url(a.content_id), PLAIN);
    const hit = await rawGet(url(a.content_id), PLAIN);
    const publicHit = await rawGet(url(a.content_id, '/public/api'), PLAIN);
    expect(miss.status).toBe(200);
    expect(miss.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(miss.headers['content-encoding']).toBeUndefined();
    expect(miss.headers['cache-control']).toBe('no-store');
    expect(String(miss.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(miss.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(Number(miss.headers['content-length'])).toBe(miss.body.length);
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(publicHit.body.equals(miss.body)).toBe(true);
    expect(hit.headers.etag).toBe(miss.headers.etag);
    expect(miss.body.equals(await perRequestBytes(a.content_id))).toBe(true);
    expect(JSON.parse(miss.body.toString('utf8'))).toMatchObject({
      status: { err_code: 0 },
      data: { content_id: a.content_id, title: 'Bytes once' },
    });
  });

  it('brotli and gzip when accepted, decoding to the same bytes and tag; 304 for If-None-Match', async () => {
    const a = await publishedContent(t, author, { title: 'Squeezed' });
    const plain = await rawGet(url(a.content_id), PLAIN);
    const br = await rawGet(url(a.content_id), { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await rawGet(url(a.content_id), { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect([br.headers.etag, gzip.headers.etag]).toEqual([plain.headers.etag, plain.headers.etag]);

    const notModified = await rawGet(url(a.content_id), { 'if-none-match': plain.headers.etag! });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(plain.headers.etag);
    expect((await rawGet(url(a.content_id), { 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it('spec §7: an edit through the API, a counted view and a delete show on the very next read, never the kept bytes', async () => {
    const a = await publishedContent(t, author, { title: 'Before' });
    const first = await rawGet(url(a.content_id), PLAIN);
    expect(JSON.parse(first.body.toString()).data).toMatchObject({ title: 'Before', version: 1, view_count: 0 });

    const draft = await t.call('POST', `${ORCH}/contents/create_draft/${a.content_id}`, {
      token: author.idToken,
      body: { revision: a.revision },
    });
    const edited = await t.call('PATCH', `${ORCH}/contents/${a.content_id}`, {
      token: author.idToken,
      body: { revision: draft.body.data.revision, title: 'After' },
    });
    expect(
      (
        await t.call('POST', `${ORCH}/contents/published/${a.content_id}`, {
          token: author.idToken,
          body: { revision: edited.body.data.revision },
        })
      ).status,
    ).toBe(200);
    const republished = await rawGet(url(a.content_id), { 'if-none-match': first.headers.etag! });
    expect(republished.status).toBe(200);
    expect(republished.headers.etag).not.toBe(first.headers.etag);
    expect(JSON.parse(republished.body.toString()).data).toMatchObject({ title: 'After', version: 2 });
    expect(republished.body.equals(await perRequestBytes(a.content_id))).toBe(true);

    expect(
      (await t.call('POST', `${ORCH}/contents/view/${a.content_id}`, { body: { session_id: 'session-bytes-1' } })).body
        .data.counted,
    ).toBe(true);
    const viewed = await rawGet(url(a.content_id), { 'accept-encoding': 'br' });
    expect(JSON.parse(brotliDecompressSync(viewed.body).toString()).data).toMatchObject({
      title: 'After',
      view_count: 1,
    });
    expect(viewed.headers.etag).not.toBe(republished.headers.etag);
    expect((await rawGet(url(a.content_id), PLAIN)).body.equals(await perRequestBytes(a.content_id))).toBe(true);

    expect((await t.call('DELETE', `${ORCH}/contents/${a.content_id}`, { token: author.idToken })).status).toBe(200);
    const gone = await rawGet(url(a.content_id), { 'if-none-match': viewed.headers.etag! });
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.body.toString()).status.err_code).toBe(ErrorCode.contentNotFound);
  });
});
