import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presignUrl, sha256Hex, signRequest } from '../../../server/adapters/storage/sigv4-presign';
import { signedInUser, startTestServer, type TestServer } from '../helpers/test-server';

/** Temporary credentials, as an IAM role or STS hands them out: the bucket refuses a request without the token. */
const CREDENTIALS = {
  accessKeyId: 'ASIAFAKE',
  secretAccessKey: 'fake-secret',
  region: 'us-east-1',
  service: 's3',
  sessionToken: 'IQoJb3JpZ2luX2VjEFAKE/session+token==',
};
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const O = '/api/content-platform/content-orchestration-service/v1';

const parseAmzDate = (date: string): Date =>
  new Date(
    `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
  );

type Method = 'GET' | 'PUT' | 'HEAD' | 'DELETE';

/** What a bucket checks of a presigned URL: the session token, the signature over the request as sent, the expiry. */
function validPresigned(method: Method, url: URL, sent: IncomingHttpHeaders): boolean {
  const q = url.searchParams;
  if (q.get('X-Amz-Security-Token') !== CREDENTIALS.sessionToken) return false;
  const now = parseAmzDate(q.get('X-Amz-Date') ?? '');
  if (Number.isNaN(now.getTime())) return false;
  const signed = (q.get('X-Amz-SignedHeaders') ?? '').split(';').filter((h) => h !== 'host');
  const headers = Object.fromEntries(signed.map((h) => [h, String(sent[h] ?? '')]));
  const expiresIn = Number(q.get('X-Amz-Expires'));
  const expected = presignUrl(CREDENTIALS, {
    method,
    url: `${url.origin}${url.pathname}`,
    headers,
    expiresInSeconds: expiresIn,
    now,
  }).signature;
  return expected === q.get('X-Amz-Signature') && now.getTime() + expiresIn * 1000 >= Date.now();
}

/**
 * What a bucket checks of a header-signed request (the server's own): the session token header, the payload hash
 * against the body received, the signature over the signed headers, and a date within S3's 15 minutes.
 */
function validHeaderSigned(method: Method, url: URL, sent: IncomingHttpHeaders, body: Buffer): boolean {
  const match = /SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(String(sent.authorization ?? ''));
  if (!match || sent['x-amz-security-token'] !== CREDENTIALS.sessionToken) return false;
  const signedNames = match[1].split(';');
  if (!signedNames.includes('x-amz-security-token') || !signedNames.includes('x-amz-content-sha256')) return false;
  if (sent['x-amz-content-sha256'] !== sha256Hex(body)) return false;
  const now = parseAmzDate(String(sent['x-amz-date'] ?? ''));
  if (Number.isNaN(now.getTime()) || Math.abs(Date.now() - now.getTime()) > 15 * 60_000) return false;
  const own = new Set(['host', 'x-amz-date', 'x-amz-security-token']);
  const headers = Object.fromEntries(signedNames.filter((h) => !own.has(h)).map((h) => [h, String(sent[h] ?? '')]));
  const expected = signRequest(CREDENTIALS, {
    method,
    url: `${url.origin}${url.pathname}`,
    headers,
    payloadHash: String(sent['x-amz-content-sha256']),
    now,
  }).signature;
  return expected === match[2];
}

/**
 * A path-style S3 stand-in for temporary credentials that checks presigned URLs (validPresigned: a Content-Type
 * other than the signed one fails) and the server's header-signed requests (validHeaderSigned), both only with the
 * session token, and honours S3's conditional write: `If-None-Match: *` on a key that holds an object is 412.
 * Unsigned GETs are the bucket's public read.
 */
function startFakeBucket(): Promise<{
  server: Server;
  origin: string;
  objects: Map<string, { type: string; body: Buffer }>;
}> {
  const objects = new Map<string, { type: string; body: Buffer }>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      const q = url.searchParams;
      const method = (req.method ?? 'GET') as Method;
      const body = Buffer.concat(chunks);
      const headerSigned = req.headers.authorization !== undefined;
      const publicRead = method === 'GET' && !q.has('X-Amz-Signature') && !headerSigned;
      const valid = headerSigned
        ? validHeaderSigned(method, url, req.headers, body)
        : validPresigned(method, url, req.headers);
      if (!publicRead && !valid) return res.writeHead(403).end('SignatureDoesNotMatch');
      const key = url.pathname;
      if (req.method === 'PUT') {
        if (req.headers['if-none-match'] === '*' && objects.has(key))
          return res.writeHead(412).end('PreconditionFailed');
        objects.set(key, { type: String(req.headers['content-type']), body });
        return res.writeHead(200).end();
      }
      const object = objects.get(key);
      if (!object) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': object.type }).end(req.method === 'HEAD' ? undefined : object.body);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, objects });
    }),
  );
}

describe('STORAGE=s3 end to end against a path-style bucket with temporary credentials (architecture: S3-compatible image storage create-only PUTs)', () => {
  let t: TestServer;
  let bucket: Awaited<ReturnType<typeof startFakeBucket>>;
  beforeAll(async () => {
    bucket = await startFakeBucket();
    t = await startTestServer('pglite', {
      STORAGE: 's3',
      S3_ENDPOINT: bucket.origin,
      S3_FORCE_PATH_STYLE: 'true',
      S3_BUCKET: 'travel',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_SESSION_TOKEN: CREDENTIALS.sessionToken,
    });
  });
  afterAll(async () => {
    await t?.close();
    bucket?.server.close();
  });

  it('spec §7 presign → browser PUT to the bucket (declared type only) → library lists it → image-service redirects to the bucket', async () => {
    const user = await signedInUser(t);
    const files = [
      { purpose: 'cover', content_type: 'image/png', width: 1, height: 1, blurhash: null, size_bytes: PNG.length },
    ];
    const [signed] = (await t.call('POST', `${O}/contents/pre_sign_urls`, { token: user.idToken, body: { files } }))
      .body.data;
    expect(signed.url).toBe(`${bucket.origin}/travel/media/${signed.image_id}`);
    const createOnly = { 'if-none-match': '*' };
    const wrongType = await fetch(signed.upload_url, {
      method: 'PUT',
      headers: { ...createOnly, 'content-type': 'image/jpeg' },
      body: new Uint8Array(PNG),
    });
    expect(wrongType.status).toBe(403);
    const notCreateOnly = await fetch(signed.upload_url, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(PNG),
    });
    expect(notCreateOnly.status).toBe(403);
    // Temporary credentials: the URL carries the session token, and without it the bucket refuses the upload.
    const withoutToken = new URL(signed.upload_url);
    expect(withoutToken.searchParams.get('X-Amz-Security-Token')).toBe(CREDENTIALS.sessionToken);
    withoutToken.searchParams.delete('X-Amz-Security-Token');
    const tokenless = await fetch(withoutToken, {
      method: 'PUT',
      headers: { ...createOnly, 'content-type': 'image/png' },
      body: new Uint8Array(PNG),
    });
    expect(tokenless.status).toBe(403);
    const ok = await fetch(signed.upload_url, {
      method: 'PUT',
      headers: { ...createOnly, 'content-type': 'image/png' },
      body: new Uint8Array(PNG),
    });
    expect(ok.status).toBe(200);
    expect(bucket.objects.get(`/travel/media/${signed.image_id}`)?.body.equals(PNG)).toBe(true);
    // Write-once on a bucket: the same URL again cannot replace the acknowledged bytes.
    const other = Buffer.concat([PNG, Buffer.from('x')]);
    const again = await fetch(signed.upload_url, {
      method: 'PUT',
      headers: { ...createOnly, 'content-type': 'image/png' },
      body: new Uint8Array(other),
    });
    expect(again.status).toBe(412);
    expect(bucket.objects.get(`/travel/media/${signed.image_id}`)?.body.equals(PNG)).toBe(true);

    const library = await t.call('GET', '/api/content-platform/editor-service/v1/collections/images', {
      token: user.idToken,
    });
    expect(library.body.data.map((i: { image_id: string }) => i.image_id)).toEqual([signed.image_id]);
    const served = await fetch(`${t.url}/public/api/content-platform/image-service/v1/images/${signed.image_id}`, {
      redirect: 'manual',
    });
    expect([served.status, served.headers.get('location')]).toEqual([302, signed.url]);
    expect(Buffer.from(await (await fetch(signed.url)).arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('several instances: an avatar PUT to the server is stored in the bucket (create-only) and read back through the server; a second PUT is 409', async () => {
    const user = await signedInUser(t);
    const { presigned_avatar_url, avatar_image_hash } = (
      await t.call('POST', '/api/user-orchestration-service/v1/profiles/upload-avatar', { token: user.idToken })
    ).body.data;
    const put = (body: Buffer) =>
      fetch(presigned_avatar_url, {
        method: 'PUT',
        headers: { 'content-type': 'image/png' },
        body: new Uint8Array(body),
      });
    expect((await put(PNG)).status).toBe(200);
    expect(bucket.objects.get(`/travel/avatar/${avatar_image_hash}`)?.body.equals(PNG)).toBe(true);
    const again = await put(Buffer.concat([PNG, Buffer.from('x')]));
    expect(again.status).toBe(409);
    expect(bucket.objects.get(`/travel/avatar/${avatar_image_hash}`)?.body.equals(PNG)).toBe(true);
    const served = await fetch(`${t.url}/api/uploads/avatar/${avatar_image_hash}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('saveImage writes through the bucket too; a never-uploaded image is 404', async () => {
    const user = await signedInUser(t);
    const ref = await t.server.modules.media.useCases.media.saveImage({
      ownerUserId: user.userId,
      purpose: 'cover',
      contentType: 'image/png',
      width: 1,
      height: 1,
      blurhash: null,
      bytes: PNG,
    });
    expect(bucket.objects.get(`/travel/media/${ref.image_id}`)?.type).toBe('image/png');
    const files = [
      { purpose: 'section', content_type: 'image/png', width: 1, height: 1, blurhash: null, size_bytes: PNG.length },
    ];
    const [pending] = (await t.call('POST', `${O}/contents/pre_sign_urls`, { token: user.idToken, body: { files } }))
      .body.data;
    expect(
      (await fetch(`${t.url}/api/content-platform/image-service/v1/images/${pending.image_id}`, { redirect: 'manual' }))
        .status,
    ).toBe(404);
  });
});
