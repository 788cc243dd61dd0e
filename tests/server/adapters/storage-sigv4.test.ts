import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../server/kernel/config';
import { cspDirectives } from '../../../server/http/security';
import { S3ObjectStorage } from '../../../server/adapters/storage/s3-object-storage';
import { presignUrl, uriEncode } from '../../../server/adapters/storage/sigv4-presign';

/** AWS's published credentials for the S3 "Authenticating Requests: Using Query Parameters" example. */
const AWS_EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};
const AT = new Date('2013-05-24T00:00:00Z');
const fixedClock = { now: () => AT.getTime() };

describe('SigV4 query-string presigning (architecture: S3-compatible image storage, presigned URLs)', () => {
  it("matches AWS's published example: GET examplebucket/test.txt, 86400 s, signature aeeed9bb…", () => {
    const signed = presignUrl(AWS_EXAMPLE, {
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      expiresInSeconds: 86400,
      now: AT,
    });
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host',
        'host:examplebucket.s3.amazonaws.com\n',
        'host',
        'UNSIGNED-PAYLOAD',
      ].join('\n'),
    );
    expect(signed.signature).toBe('aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404');
    expect(signed.url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z' +
        '&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('PUT with the declared Content-Type signed in: content-type;host, value computed independently (Python hmac)', () => {
    const signed = presignUrl(AWS_EXAMPLE, {
      method: 'PUT',
      url: 'https://examplebucket.s3.amazonaws.com/media/0123456789abcdef01234567',
      expiresInSeconds: 900,
      now: AT,
      headers: { 'Content-Type': 'image/jpeg' },
    });
    expect(signed.canonicalRequest.split('\n').slice(3, 7)).toEqual([
      'content-type:image/jpeg',
      'host:examplebucket.s3.amazonaws.com',
      '',
      'content-type;host',
    ]);
    expect(signed.url).toContain('X-Amz-SignedHeaders=content-type%3Bhost');
    expect(signed.signature).toBe('67985d309a07394ea40162ea27a0b5a6e6072c83c7ecf9f922c06737de47ca74');
  });

  it('URI encoding: unreserved characters kept, UTF-8 bytes and reserved characters percent-encoded, slash only in paths', () => {
    expect(uriEncode('a-b_c.d~e')).toBe('a-b_c.d~e');
    expect(uriEncode('a b/ก', false)).toBe('a%20b%2F%E0%B8%81');
    expect(uriEncode('/media/a b', true)).toBe('/media/a%20b');
  });
});

describe('S3ObjectStorage URLs', () => {
  const base = { bucket: 'travelogue', region: 'ap-southeast-1', accessKeyId: 'AK', secretAccessKey: 'SK' };

  it('virtual-hosted by default, path-style for MinIO-like endpoints; public URLs from S3_PUBLIC_URL', async () => {
    const aws = new S3ObjectStorage(
      {
        ...base,
        endpoint: 'https://s3.ap-southeast-1.amazonaws.com',
        publicUrl: 'https://cdn.example.com',
        pathStyle: false,
      },
      fixedClock,
    );
    expect(aws.objectUrl('media/abc')).toBe('https://travelogue.s3.ap-southeast-1.amazonaws.com/media/abc');
    expect(aws.publicUrl('media/abc')).toBe('https://cdn.example.com/media/abc');
    const minio = new S3ObjectStorage(
      { ...base, endpoint: 'http://127.0.0.1:9000', publicUrl: 'http://127.0.0.1:9000/travelogue', pathStyle: true },
      fixedClock,
    );
    const put = await minio.presignPut('media/abc', {
      contentType: 'image/png',
      maxBytes: 10,
      expiresInSeconds: 60,
      now: AT,
    });
    expect(
      put.url.startsWith(
        'http://127.0.0.1:9000/travelogue/media/abc?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AK%2F20130524%2Fap-southeast-1%2Fs3%2Faws4_request',
      ),
    ).toBe(true);
    expect(put.expiresAt.toISOString()).toBe('2013-05-24T00:01:00.000Z');
  });

  it('put() sends the bytes to a presigned URL with the Content-Type; exists() is a HEAD that reads 404 as false', async () => {
    const calls: { url: string; method: string; type: string | null; ifNoneMatch: string | null }[] = [];
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      calls.push({
        url,
        method: init?.method ?? 'GET',
        type: headers.get('content-type'),
        ifNoneMatch: headers.get('if-none-match'),
      });
      return new Response(null, { status: init?.method === 'HEAD' ? 404 : 200 });
    }) as typeof fetch;
    const s3 = new S3ObjectStorage(
      { ...base, endpoint: 'http://127.0.0.1:9000', publicUrl: 'http://x', pathStyle: true },
      fixedClock,
      fakeFetch,
    );
    await s3.put('media/abc', Buffer.from('x'), 'image/png');
    expect(await s3.exists('media/abc')).toBe(false);
    expect(calls.map((c) => [c.method, c.type, c.ifNoneMatch])).toEqual([
      ['PUT', 'image/png', null],
      ['HEAD', null, null],
    ]);
    expect(calls[0].url).toContain('X-Amz-SignedHeaders=content-type%3Bhost&');
    await expect(s3.put('../etc/passwd', Buffer.from('x'), 'image/png')).rejects.toThrow('Unsafe storage key');
  });

  it('issue 12 write-once: putOnce() is a conditional PUT (If-None-Match: * signed in); 412 and 409 are a lost race, other failures throw; discard() is a signed DELETE', async () => {
    const calls: { url: string; method: string; ifNoneMatch: string | null }[] = [];
    let status = 200;
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', ifNoneMatch: new Headers(init?.headers).get('if-none-match') });
      return new Response(null, { status });
    }) as typeof fetch;
    const s3 = new S3ObjectStorage(
      { ...base, endpoint: 'http://127.0.0.1:9000', publicUrl: 'http://x', pathStyle: true },
      fixedClock,
      fakeFetch,
    );
    expect(await s3.putOnce('avatar/abc', Buffer.from('x'), 'image/png')).toBe(true);
    expect(calls[0]).toMatchObject({ method: 'PUT', ifNoneMatch: '*' });
    expect(calls[0].url).toContain('X-Amz-SignedHeaders=content-type%3Bhost%3Bif-none-match');
    status = 412;
    expect(await s3.putOnce('avatar/abc', Buffer.from('y'), 'image/png')).toBe(false);
    status = 409;
    expect(await s3.putOnce('avatar/abc', Buffer.from('y'), 'image/png')).toBe(false);
    status = 500;
    await expect(s3.putOnce('avatar/abc', Buffer.from('y'), 'image/png')).rejects.toThrow(
      'S3 PUT avatar/abc failed with HTTP 500',
    );
    status = 204;
    await s3.discard('avatar/abc');
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE' });
    expect(calls.at(-1)!.url).toContain('X-Amz-Signature=');
  });
});

describe('STORAGE configuration (server/kernel/config.ts)', () => {
  const s3Env = {
    STORAGE: 's3',
    S3_BUCKET: 'b',
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: 'AK',
    S3_SECRET_ACCESS_KEY: 'SK',
  };

  it('defaults to the local folder', () => {
    expect(readServerConfig({}).storage).toEqual({ kind: 'local' });
  });

  it('STORAGE=s3 with a missing variable stops with a message naming every missing one', () => {
    expect(() => readServerConfig({ STORAGE: 's3', S3_BUCKET: 'b' })).toThrow(
      'STORAGE=s3 needs S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (missing or empty)',
    );
    expect(() => readServerConfig({ ...s3Env, S3_SECRET_ACCESS_KEY: ' ' })).toThrow(
      'STORAGE=s3 needs S3_SECRET_ACCESS_KEY',
    );
    expect(() => readServerConfig({ STORAGE: 'ftp' })).toThrow('STORAGE must be "local" or "s3", got "ftp"');
    expect(() => readServerConfig({ ...s3Env, S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT must be an http(s) URL',
    );
  });

  it('STORAGE=s3 defaults the endpoint to AWS and the public URL to the bucket; path style when asked', () => {
    expect(readServerConfig(s3Env).storage).toEqual({
      kind: 's3',
      s3: {
        endpoint: 'https://s3.eu-central-1.amazonaws.com',
        bucket: 'b',
        region: 'eu-central-1',
        pathStyle: false,
        accessKeyId: 'AK',
        secretAccessKey: 'SK',
        publicUrl: 'https://b.s3.eu-central-1.amazonaws.com',
      },
    });
    const minio = readServerConfig({
      ...s3Env,
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://img.example.com/',
    });
    expect(minio.storage).toMatchObject({
      s3: { endpoint: 'http://127.0.0.1:9000', pathStyle: true, publicUrl: 'https://img.example.com' },
    });
  });

  it('STORAGE=s3 opens the CSP to the public image origin (img-src) and the bucket (connect-src) only', () => {
    const local = cspDirectives(readServerConfig({}));
    const s3 = cspDirectives(readServerConfig({ ...s3Env, S3_PUBLIC_URL: 'https://img.example.com/travel' }));
    expect(s3.imgSrc).toEqual([...local.imgSrc, 'https://img.example.com']);
    expect(s3.connectSrc).toEqual([...local.connectSrc, 'https://b.s3.eu-central-1.amazonaws.com']);
    const minio = cspDirectives(
      readServerConfig({ ...s3Env, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }),
    );
    expect(minio.connectSrc.at(-1)).toBe('http://127.0.0.1:9000');
    expect(minio.imgSrc.at(-1)).toBe('http://127.0.0.1:9000');
  });
});
