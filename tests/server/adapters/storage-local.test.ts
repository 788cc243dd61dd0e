import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { checkImageBytes } from '../../../server/media/image-bytes';
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

describe('checkImageBytes (shared by avatar, report and content image uploads)', () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
  const code = (fn: () => unknown): number | undefined => {
    try {
      fn();
      return undefined;
    } catch (error) {
      return (error as { code?: number }).code;
    }
  };

  it('accepts the declared raster type with matching bytes, parameters in Content-Type ignored', () => {
    expect(
      checkImageBytes({ contentType: 'image/PNG; charset=x', declaredType: 'image/png', body: png, maxBytes: 100 }),
    ).toBe('image/png');
  });

  it('refuses SVG, a type other than declared, empty or foreign bytes (422) and oversize bodies (413)', () => {
    expect(
      code(() => checkImageBytes({ contentType: 'image/svg+xml', declaredType: null, body: png, maxBytes: 100 })),
    ).toBe(ErrorCode.validationUser);
    expect(
      code(() => checkImageBytes({ contentType: 'image/jpeg', declaredType: 'image/png', body: png, maxBytes: 100 })),
    ).toBe(ErrorCode.validationUser);
    expect(
      code(() =>
        checkImageBytes({ contentType: 'image/png', declaredType: null, body: Buffer.alloc(0), maxBytes: 100 }),
      ),
    ).toBe(ErrorCode.validationUser);
    expect(
      code(() => checkImageBytes({ contentType: 'image/gif', declaredType: null, body: png, maxBytes: 100 })),
    ).toBe(ErrorCode.validationUser);
    expect(code(() => checkImageBytes({ contentType: 'image/png', declaredType: null, body: png, maxBytes: 8 }))).toBe(
      ErrorCode.payloadTooLarge,
    );
  });
});
