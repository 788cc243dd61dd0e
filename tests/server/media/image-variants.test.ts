import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responsiveImage } from '../../../src/domain/content/responsive-image';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { errCode, signedInUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/test-server';

const O = '/api/content-platform/content-orchestration-service/v1';
const IMAGES = '/content-platform/image-service/v1/images';

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 90, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();
/** A JPEG signature, then nothing an image decoder can read. */
const BROKEN_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);

describe('right-sized images: WebP and JPEG variants of every uploaded content image', () => {
  let t: TestServer;
  let me: SignedInUser;
  beforeAll(async () => {
    t = await startTestServer('pglite');
    me = await signedInUser(t);
  });
  afterAll(async () => t?.close());

  const media = () => t.server.modules.media.useCases.media;
  const upload = async (bytes: Buffer, type: 'image/jpeg' | 'image/png', width: number, height: number) => {
    const signed = await t.call('POST', `${O}/contents/pre_sign_urls`, {
      token: me.idToken,
      body: {
        files: [{ purpose: 'cover', content_type: type, width, height, blurhash: null, size_bytes: bytes.length }],
      },
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const {
      image_id: imageId,
      upload_url: uploadUrl,
      url,
    } = signed.body.data[0] as { image_id: string; upload_url: string; url: string };
    const put = await fetch(uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': type },
      body: new Uint8Array(bytes),
    });
    expect(put.status).toBe(200);
    return { imageId, url };
  };
  const storedVariants = async (imageId: string) =>
    (
      await Promise.all(
        ['320', '640', '1024', '1600'].flatMap((w) =>
          ['webp', 'jpg'].map(async (f) => {
            const bytes = await t.server.deps.storage.read(`media-variants/${imageId}/${w}.${f}`);
            return bytes ? { file: `${w}.${f}`, ...(await sharp(bytes).metadata()) } : null;
          }),
        ),
      )
    ).filter((v) => v !== null);

  it('a 1200 px JPEG gets 320/640/1024 and its own width, in WebP and JPEG, stored after the upload answered', async () => {
    const { imageId } = await upload(await jpeg(1200, 800), 'image/jpeg', 1200, 800);
    await media().variantsIdle();
    const variants = await storedVariants(imageId);
    expect(variants.map((v) => [v.file, v.format, v.width, v.height])).toEqual([
      ['320.webp', 'webp', 320, 213],
      ['320.jpg', 'jpeg', 320, 213],
      ['640.webp', 'webp', 640, 427],
      ['640.jpg', 'jpeg', 640, 427],
      ['1024.webp', 'webp', 1024, 683],
      ['1024.jpg', 'jpeg', 1024, 683],
      // never upscaled: the "1600" variant of a 1200 px image is 1200 px wide
      ['1600.webp', 'webp', 1200, 800],
      ['1600.jpg', 'jpeg', 1200, 800],
    ]);
  });

  it('a small PNG is never upscaled; its transparent parts become white in the JPEG', async () => {
    const { imageId } = await upload(await png(500, 300), 'image/png', 500, 300);
    await media().variantsIdle();
    const variants = await storedVariants(imageId);
    expect(variants.map((v) => [v.file, v.width, v.height, v.hasAlpha])).toEqual([
      ['320.webp', 320, 192, true],
      ['320.jpg', 320, 192, false],
      ['640.webp', 500, 300, true],
      ['640.jpg', 500, 300, false],
    ]);
  });

  it('the image service serves each variant immutable, also under /public/api, and makes a missing one on first request', async () => {
    const { imageId, url } = await upload(await jpeg(1700, 850), 'image/jpeg', 1700, 850);
    await media().variantsIdle();
    await t.server.deps.localFiles.discard(`media-variants/${imageId}/640.webp`);
    for (const base of [url, `${t.url}/public/api${IMAGES}/${imageId}`]) {
      const served = await fetch(`${base}/w/640.webp`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640);
    }
    expect(await t.server.deps.storage.exists(`media-variants/${imageId}/640.webp`)).toBe(true);
    // every srcset candidate the reader is given is served at the width it is described with
    const image = responsiveImage({ url, width: 1700 });
    for (const candidate of [...image.webpSrcset.split(', '), ...image.jpegSrcset.split(', ')]) {
      const [href, descriptor] = candidate.split(' ');
      const served = await fetch(href);
      expect(served.status, href).toBe(200);
      expect(`${(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width}w`).toBe(descriptor);
    }
  });

  it('an undecodable image is refused at upload (415), so every accepted image has variants; one stored before keeps its original, and its variant URLs are 404, not a redirect to bytes whose size nobody can read, never a 500', async () => {
    const signed = await t.call('POST', `${O}/contents/pre_sign_urls`, {
      token: me.idToken,
      body: {
        files: [
          {
            purpose: 'cover',
            content_type: 'image/jpeg',
            width: 800,
            height: 600,
            blurhash: null,
            size_bytes: BROKEN_JPEG.length,
          },
        ],
      },
    });
    const { image_id: imageId, upload_url: uploadUrl, url } = signed.body.data[0];
    const refused = await fetch(uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: new Uint8Array(BROKEN_JPEG),
    });
    expect([refused.status, (await refused.json()).status.err_code]).toEqual([415, ErrorCode.imageTypeMismatch]);
    expect(await t.server.deps.storage.exists(`media/${imageId}`)).toBe(false);
    // the same bytes stored before uploads were decoded on arrival
    await t.server.deps.storage.put(`media/${imageId}`, BROKEN_JPEG, 'image/jpeg');
    await t.server.deps.db.query('UPDATE media_images SET stored_at = now() WHERE image_id = $1', [imageId]);
    const variant = await fetch(`${url}/w/320.jpg`, { redirect: 'manual' });
    expect([variant.status, variant.headers.get('location')]).toEqual([404, null]);
    expect(await storedVariants(imageId)).toEqual([]);
    const original = await fetch(url);
    expect(Buffer.from(await original.arrayBuffer()).equals(BROKEN_JPEG)).toBe(true);
  });

  it('unlisted widths or formats, unknown ids and unfinished uploads are 404', async () => {
    const { url } = await upload(await jpeg(400, 300), 'image/jpeg', 400, 300);
    const pending = await t.call('POST', `${O}/contents/pre_sign_urls`, {
      token: me.idToken,
      body: {
        files: [
          { purpose: 'cover', content_type: 'image/jpeg', width: 400, height: 300, blurhash: null, size_bytes: 100 },
        ],
      },
    });
    for (const path of [
      `${url}/w/800.webp`,
      `${url}/w/320.png`,
      `${url}/w/320.webp.exe`,
      `${url}/w/..%2F320.jpg`,
      `${t.url}/api${IMAGES}/0123456789abcdef01234567/w/320.jpg`,
      `${pending.body.data[0].url}/w/320.jpg`,
    ]) {
      const result = await t.call('GET', path.replace(t.url, ''));
      expect([path, result.status, errCode(result)]).toEqual([path, 404, ErrorCode.notFound]);
    }
  });
});
