import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { HttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpMediaUpload } from '../../../src/infrastructure/media/http-media-upload';
import { fail, ok, startTestHttpServer, type RecordedRequest, type TestHttpServer } from '../support/test-http-server';

let server: TestHttpServer;
let uploads: HttpMediaUpload;
beforeAll(async () => {
  server = await startTestHttpServer();
  uploads = new HttpMediaUpload(
    new HttpClient({
      baseUrl: server.url,
      timeoutMs: 0,
      getToken: async () => 'id-token',
      onSessionExpired: () => undefined,
    }),
  );
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});
const call = (r: RecordedRequest) => `${r.method} ${r.url}${r.headers.authorization ? ' [bearer]' : ''}`;
const O = '/private/api/content-platform/content-orchestration-service/v1';
const target = (id: string) => ({
  image_id: id,
  upload_url: `${server.url}/uploads/${id}?sig=s`,
  url: `${server.url}/img/${id}`,
  expires_at: '2025-01-15T10:00:00Z',
});
const file = { contentType: 'image/webp', width: 1920, height: 1080, blurhash: 'LKO2', sizeBytes: 1234 };

describe('HttpMediaUpload — presigned uploads (spec §7 pre_sign_urls, raw_content, pending location)', () => {
  it('presigns images and originals on their own calls and hands targets back in the asked order', async () => {
    server.handle((r) => ok(r.url.includes('raw_content') ? [target('raw-1')] : [target('img-1'), target('img-2')]));
    const targets = await uploads.presign([
      { ...file, purpose: 'cover' },
      { ...file, purpose: 'raw' },
      { ...file, purpose: 'section' },
    ]);
    expect(targets.map((t) => t.imageId)).toEqual(['img-1', 'raw-1', 'img-2']);
    expect(server.requests.map(call).sort()).toEqual([
      `POST ${O}/contents/pre_sign_urls [bearer]`,
      `POST ${O}/contents/raw_content/pre_sign_urls [bearer]`,
    ]);
    const images = server.requests.find((r) => r.url.endsWith('/contents/pre_sign_urls'))!;
    expect(images.body).toEqual({
      files: [
        { purpose: 'cover', content_type: 'image/webp', width: 1920, height: 1080, blurhash: 'LKO2', size_bytes: 1234 },
        {
          purpose: 'section',
          content_type: 'image/webp',
          width: 1920,
          height: 1080,
          blurhash: 'LKO2',
          size_bytes: 1234,
        },
      ],
    });
  });

  it('presigns a pending location photo', async () => {
    server.handle(() => ok(target('p-1')));
    await expect(uploads.presignPendingLocation(file)).resolves.toMatchObject({
      imageId: 'p-1',
      uploadUrl: expect.stringContaining('/uploads/p-1'),
    });
    expect(call(server.requests[0])).toBe(`POST ${O}/locations/pending/pre_sign_url [bearer]`);
    expect(server.requests[0].body).toEqual({
      content_type: 'image/webp',
      width: 1920,
      height: 1080,
      blurhash: 'LKO2',
      size_bytes: 1234,
    });
  });

  it('PUTs the bytes create-only (If-None-Match: *) to the signed URL with their type, without the bearer, reporting progress up to 1', async () => {
    server.handle(() => ({ status: 200 }));
    const progress: number[] = [];
    const bytes = new Blob(['x'.repeat(200_000)], { type: 'image/webp' });
    await uploads.upload(`${server.url}/uploads/img-1?sig=s`, bytes, { onProgress: (f) => progress.push(f) });
    const put = server.requests[0];
    expect(call(put)).toBe('PUT /uploads/img-1?sig=s');
    expect(put.headers['content-type']).toBe('image/webp');
    expect(put.headers['if-none-match']).toBe('*');
    expect(String(put.body).length).toBe(200_000);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('a refused PUT is spec §8 presigned-URL failure; an aborted one says it was aborted', async () => {
    server.handle(() => ({ status: 403, body: 'expired' }));
    await expect(
      uploads.upload(`${server.url}/uploads/x`, new Blob(['x'], { type: 'image/webp' })),
    ).rejects.toMatchObject({
      code: ErrorCode.presignedUrlFailure,
      details: { status: 403 },
    });
    server.handle(() => ({ status: 200, delayMs: 500 }));
    const controller = new AbortController();
    const pending = uploads.upload(`${server.url}/uploads/y`, new Blob(['y'], { type: 'image/webp' }), {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ details: { aborted: true } });
  });

  it('a PUT the server refuses for what the image is keeps its spec §8 code and message key; other refusals stay a presigned-URL failure', async () => {
    const put = () => uploads.upload(`${server.url}/uploads/z`, new Blob(['z'], { type: 'image/webp' }));
    for (const [status, code, messageKey] of [
      [415, ErrorCode.imageTypeMismatch, 'errors.imageTypeMismatch'],
      [422, ErrorCode.imageTooManyPixels, 'errors.imageTooManyPixels'],
      [413, ErrorCode.uploadLargerThanDeclared, 'errors.uploadLargerThanDeclared'],
      [413, ErrorCode.payloadTooLarge, 'errors.payloadTooLarge'],
    ] as const) {
      server.handle(() => fail(status, code, 'Image is too big'));
      await expect(put()).rejects.toMatchObject({ code, messageKey, message: 'Image is too big' });
    }
    // an expired signature says nothing about the photo: the person is told the upload could not be prepared
    server.handle(() => fail(403, ErrorCode.forbidden, 'Upload URL has expired'));
    await expect(put()).rejects.toMatchObject({
      code: ErrorCode.presignedUrlFailure,
      messageKey: 'errors.presignedUrlFailure',
    });
  });

  it("the media library: the caller's images, paged with the total", async () => {
    server.handle(() =>
      ok(
        [
          {
            image_id: 'i1',
            url: 'u',
            blurhash: null,
            width: 10,
            height: 20,
            purpose: 'cover',
            created_at: '2025-01-01T00:00:00Z',
          },
        ],
        { total_count: 7 },
      ),
    );
    await expect(uploads.listLibrary({ offset: 0, limit: 1 })).resolves.toEqual({
      total: 7,
      items: [
        {
          imageId: 'i1',
          url: 'u',
          blurhash: null,
          width: 10,
          height: 20,
          purpose: 'cover',
          createdAt: '2025-01-01T00:00:00Z',
        },
      ],
    });
    expect(call(server.requests[0])).toBe(
      'GET /private/api/content-platform/editor-service/v1/collections/images?offset=0&limit=1 [bearer]',
    );
  });
});
