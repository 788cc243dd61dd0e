import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../server/kernel/config';
import { cspDirectives } from '../../../server/http/security';
import { S3ObjectStorage } from '../../../server/adapters/storage/s3-object-storage';
import { presignUrl, sha256Hex, signRequest, uriEncode } from '../../../server/adapters/storage/sigv4-presign';

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

  it("temporary credentials: matches the AWS SDK's published presign with a session token (X-Amz-Security-Token signed in the query)", () => {
    // @smithy/signature-v4 (the AWS SDK for JavaScript v3), SignatureV4.spec.ts: "should set and sign the
    // X-Amz-Security-Token query parameter if the credentials have a session token", and its control without one.
    const sdk = { accessKeyId: 'foo', secretAccessKey: 'bar', region: 'us-bar-1', service: 'foo' };
    const request = {
      method: 'POST' as const,
      url: 'https://foo.us-bar-1.amazonaws.com/',
      payloadHash: sha256Hex(''),
      expiresInSeconds: 1800,
      now: new Date('2000-01-01T00:00:00.000Z'),
    };
    expect(presignUrl(sdk, request).signature).toBe('46f0091f3e84cbd4552a184f43830a4f8b42fd18ceaefcdc2c225be1efd9e00e');
    const withToken = presignUrl({ ...sdk, sessionToken: 'baz' }, request);
    expect(withToken.signature).toBe('1b57912615b8e7ae78790ba713193d34baa793d6be2a1b18370dd27dce2d05a7');
    expect(withToken.canonicalRequest.split('\n')[2]).toBe(
      'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=foo%2F20000101%2Fus-bar-1%2Ffoo%2Faws4_request' +
        '&X-Amz-Date=20000101T000000Z&X-Amz-Expires=1800&X-Amz-Security-Token=baz&X-Amz-SignedHeaders=host',
    );
    expect(new URL(withToken.url).searchParams.get('X-Amz-Security-Token')).toBe('baz');
  });

  it('URI encoding: unreserved characters kept, UTF-8 bytes and reserved characters percent-encoded, slash only in paths', () => {
    expect(uriEncode('a-b_c.d~e')).toBe('a-b_c.d~e');
    expect(uriEncode('a b/ก', false)).toBe('a%20b%2F%E0%B8%81');
    expect(uriEncode('/media/a b', true)).toBe('/media/a%20b');
  });
});

describe("SigV4 header signing (the server's own requests to the bucket)", () => {
  it("matches AWS's published S3 example: GET examplebucket/test.txt with Range, signature f0e8bdb8…", () => {
    const empty = sha256Hex('');
    const signed = signRequest(AWS_EXAMPLE, {
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': empty },
      payloadHash: empty,
      now: AT,
    });
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(signed.headers).toEqual({
      range: 'bytes=0-9',
      'x-amz-content-sha256': empty,
      'x-amz-date': '20130524T000000Z',
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    });
  });

  it("temporary credentials: matches AWS's SigV4 test suite post-sts-header-before (x-amz-security-token signed in)", () => {
    // aws-sig-v4-test-suite, post-sts-token/post-sts-header-before: the token is part of the canonical request.
    const token =
      'AQoDYXdzEPT//////////wEXAMPLEtc764bNrC9SAPBSM22wDOk4x4HIZ8j4FZTwdQWLWsKWHGBuFqwAeMicRXmxfpSPfIeoIYRqTflfKD8YUuwthAx7mSEI/qkPpKPi/kMcGdQrmGdeehM4IC1NtBmUpp2wUE8phUZampKsburEDy0KPkyQDYwT7WZ0wq5VSXDvp75YU9HFvlRd8Tx6q6fE8YQcHNVXAkiY9q6d+xo0rKwT38xVqr7ZD0u0iPPkUL64lIZbqBAz+scqKmlzm8FDrypNC9Yjc8fPOLn9FX9KSYvKTr4rvx3iSIlTJabIQwj2ICCR/oLxBA==';
    const signed = signRequest(
      {
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
        service: 'service',
        sessionToken: token,
      },
      {
        method: 'POST',
        url: 'https://example.amazonaws.com/',
        payloadHash: sha256Hex(''),
        now: new Date('2015-08-30T12:36:00Z'),
      },
    );
    expect(signed.headers).toEqual({
      'x-amz-date': '20150830T123600Z',
      'x-amz-security-token': token,
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ' +
        'SignedHeaders=host;x-amz-date;x-amz-security-token, Signature=85d96828115b5dc0cfc3bd16ad9e210dd772bbebba041836c64533a82be05ead',
    });
  });
});

describe('S3ObjectStorage URLs', () => {
  const base = {
    bucket: 'travelogue',
    region: 'ap-southeast-1',
    accessKeyId: 'AK',
    secretAccessKey: 'SK',
    sessionToken: null,
  };

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

  it('put() sends the bytes header-signed with the Content-Type and their SHA-256; exists() is a HEAD that reads 404 as false', async () => {
    const calls: {
      url: string;
      method: string;
      type: string | null;
      ifNoneMatch: string | null;
      authorization: string | null;
      contentSha256: string | null;
    }[] = [];
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      calls.push({
        url,
        method: init?.method ?? 'GET',
        type: headers.get('content-type'),
        ifNoneMatch: headers.get('if-none-match'),
        authorization: headers.get('authorization'),
        contentSha256: headers.get('x-amz-content-sha256'),
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
    expect(calls[0].url).toBe('http://127.0.0.1:9000/travelogue/media/abc');
    expect(calls[0].authorization).toContain('SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date,');
    expect(calls[0].contentSha256).toBe(sha256Hex('x'));
    expect(calls[1].contentSha256).toBe(sha256Hex(''));
    await expect(s3.put('../etc/passwd', Buffer.from('x'), 'image/png')).rejects.toThrow('Unsafe storage key');
  });

  it('write-once: putOnce() is a conditional PUT (If-None-Match: * signed in); 412 and 409 are a lost race, other failures throw; discard() is a signed DELETE', async () => {
    const calls: { url: string; method: string; ifNoneMatch: string | null; authorization: string | null }[] = [];
    let status = 200;
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      calls.push({
        url,
        method: init?.method ?? 'GET',
        ifNoneMatch: headers.get('if-none-match'),
        authorization: headers.get('authorization'),
      });
      return new Response(null, { status });
    }) as typeof fetch;
    const s3 = new S3ObjectStorage(
      { ...base, endpoint: 'http://127.0.0.1:9000', publicUrl: 'http://x', pathStyle: true },
      fixedClock,
      fakeFetch,
    );
    expect(await s3.putOnce('avatar/abc', Buffer.from('x'), 'image/png')).toBe(true);
    expect(calls[0]).toMatchObject({ method: 'PUT', ifNoneMatch: '*' });
    expect(calls[0].authorization).toContain(
      'SignedHeaders=content-type;host;if-none-match;x-amz-content-sha256;x-amz-date,',
    );
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
    expect(calls.at(-1)!.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AK\/.* Signature=[0-9a-f]{64}$/);
  });

  it("temporary credentials (S3_SESSION_TOKEN): upload URLs carry X-Amz-Security-Token, the server's own requests sign x-amz-security-token", async () => {
    const sent: Headers[] = [];
    const fakeFetch = (async (_url: string, init?: RequestInit) => {
      sent.push(new Headers(init?.headers));
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    const s3 = new S3ObjectStorage(
      {
        ...base,
        sessionToken: 'FwoGZXIvYXdzEXAMPLE/+=',
        endpoint: 'http://127.0.0.1:9000',
        publicUrl: 'http://x',
        pathStyle: true,
      },
      fixedClock,
      fakeFetch,
    );
    const put = await s3.presignPut('media/abc', {
      contentType: 'image/png',
      maxBytes: 10,
      expiresInSeconds: 60,
      now: AT,
    });
    expect(new URL(put.url).searchParams.get('X-Amz-Security-Token')).toBe('FwoGZXIvYXdzEXAMPLE/+=');
    expect(put.url).toContain('X-Amz-Security-Token=FwoGZXIvYXdzEXAMPLE%2F%2B%3D&');
    await s3.putOnce('avatar/abc', Buffer.from('x'), 'image/png');
    await s3.read('avatar/abc');
    for (const headers of sent) {
      expect(headers.get('x-amz-security-token')).toBe('FwoGZXIvYXdzEXAMPLE/+=');
      expect(headers.get('authorization')).toMatch(/SignedHeaders=[a-z0-9;-]*;x-amz-security-token,/);
    }
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
        sessionToken: null,
        publicUrl: 'https://b.s3.eu-central-1.amazonaws.com',
      },
    });
    expect(readServerConfig({ ...s3Env, S3_SESSION_TOKEN: ' IQoJb3JpZ2luEXAMPLE ' }).storage).toMatchObject({
      s3: { sessionToken: 'IQoJb3JpZ2luEXAMPLE' },
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
