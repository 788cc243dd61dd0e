import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '../../../src/contract/media.contract';
import { sharpImageResizer } from '../../../server/adapters/sharp-image-resizer';
import { checkImage } from '../../../server/media/image-bytes';
import { withPngSize } from '../helpers/png-size';
import { LocalObjectStorage } from '../../../server/adapters/storage/local-object-storage';

const root = mkdtempSync(path.join(tmpdir(), 'travelogue-storage-'));
const storage = new LocalObjectStorage({ root, publicUrl: 'http://localhost:8080', signingSecret: 'secret' });
const NOW = new Date('2026-01-01T00:00:00Z');

describe('LocalObjectStorage (architecture: server-signed upload URLs to a local folder)', () => {
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('signs a PUT URL for a key that verifies until it expires and not a moment after', async () => {
    const { url, expiresAt } = await storage.presignPut('media/abc', {
      contentType: 'image/png',
      maxBytes: 10,
      expiresInSeconds: 60,
      now: NOW,
    });
    expect(expiresAt.getTime()).toBe(NOW.getTime() + 60_000);
    const signed = new URL(url);
    expect(signed.origin + signed.pathname).toBe('http://localhost:8080/api/uploads/media/abc');
    const expires = Number(signed.searchParams.get('expires'));
    const signature = signed.searchParams.get('signature') ?? '';
    expect(() => storage.verifyPut('media/abc', expires, signature, expires)).not.toThrow();
    expect(() => storage.verifyPut('media/abc', expires, signature, expires + 1)).toThrow('Upload URL has expired');
    expect(() => storage.verifyPut('media/abd', expires, signature, NOW.getTime())).toThrow(
      'Upload signature is invalid',
    );
    expect(() => storage.verifyPut('media/abc', expires + 1, signature, NOW.getTime())).toThrow(
      'Upload signature is invalid',
    );
  });

  it('puts, reads and checks existence; a missing key reads as null', async () => {
    expect(await storage.read('media/none')).toBeNull();
    expect(await storage.exists('media/none')).toBe(false);
    await storage.put('media/one', Buffer.from('bytes'));
    expect((await storage.read('media/one'))?.toString()).toBe('bytes');
    expect(await storage.exists('media/one')).toBe(true);
  });

  it('refuses keys that could leave the uploads folder', async () => {
    for (const key of ['../x', 'media/../../etc/passwd', '/abs', 'media', 'media/.hidden', 'MEDIA/x']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Unsafe storage key');
    }
  });
});

describe('checkImage: what an upload really is, read from its bytes (avatars, reports and content images)', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  /** The 1×1 PNG with its header saying 20000×20000: what a decompression bomb's header says, in 70 bytes. */
  const BOMB = withPngSize(PNG, 20_000, 20_000);
  const check = (over: Partial<Parameters<typeof checkImage>[1]>) =>
    checkImage(sharpImageResizer, { contentType: 'image/png', declaredType: null, body: PNG, maxBytes: 100, ...over });
  const code = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: { code?: number }) => error.code,
    );

  it('accepts the declared raster type with matching bytes, parameters in Content-Type ignored, and reads its size', async () => {
    expect(await check({ contentType: 'image/PNG; charset=x', declaredType: 'image/png' })).toEqual({
      contentType: 'image/png',
      width: 1,
      height: 1,
    });
    expect(await check({ body: withPngSize(PNG, 8000, 5000) })).toMatchObject({ width: 8000, height: 5000 });
  });

  it('refuses SVG, a Content-Type other than declared and an empty body (422), oversize bodies (413)', async () => {
    expect(await code(check({ contentType: 'image/svg+xml' }))).toBe(ErrorCode.validationUser);
    expect(await code(check({ contentType: 'image/jpeg', declaredType: 'image/png' }))).toBe(ErrorCode.validationUser);
    expect(await code(check({ body: Buffer.alloc(0) }))).toBe(ErrorCode.validationUser);
    expect(await code(check({ maxBytes: 8 }))).toBe(ErrorCode.payloadTooLarge);
  });

  it('refuses a body larger than the size declared for the URL (413 4130101015); the declared size itself passes', async () => {
    expect(await code(check({ declaredBytes: PNG.length - 1 }))).toBe(ErrorCode.uploadLargerThanDeclared);
    expect(await code(check({ declaredBytes: PNG.length }))).toBeUndefined();
  });

  it('refuses bytes that are not an image of the declared type (415 4150101013), even behind the right signature', async () => {
    const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    expect(await code(check({ contentType: 'image/gif' }))).toBe(ErrorCode.imageTypeMismatch);
    expect(await code(check({ contentType: 'image/jpeg', declaredType: 'image/jpeg' }))).toBe(
      ErrorCode.imageTypeMismatch,
    );
    expect(await code(check({ body: gif }))).toBe(ErrorCode.imageTypeMismatch);
    expect(await code(check({ body: Buffer.from('not an image at all') }))).toBe(ErrorCode.imageTypeMismatch);
    // a PNG signature followed by no readable header
    expect(await code(check({ body: PNG.subarray(0, 12) }))).toBe(ErrorCode.imageTypeMismatch);
  });

  it(`refuses an image over ${IMAGE_MAX_PIXELS} pixels whatever its byte size (422 4220101014); exactly the limit passes`, async () => {
    expect(IMAGE_MAX_PIXELS).toBe(40_000_000);
    await expect(check({ body: BOMB })).rejects.toMatchObject({
      code: ErrorCode.imageTooManyPixels,
      message: 'Image is 20000×20000 (400 megapixels), over the limit of 40 megapixels',
    });
    expect(await code(check({ body: withPngSize(PNG, 8000, 5001) }))).toBe(ErrorCode.imageTooManyPixels);
    expect(await code(check({ body: withPngSize(PNG, 8000, 5000) }))).toBeUndefined();
  });
});
