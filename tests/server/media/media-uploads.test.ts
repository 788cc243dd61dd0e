import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_PIXELS } from '../../../src/contract/media.contract';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { withPngSize } from '../helpers/png-size';
import {
  DATABASES,
  errCode,
  signedInUser,
  startTestServer,
  type SignedInUser,
  type TestServer,
} from '../helpers/test-server';

const O = '/api/content-platform/content-orchestration-service/v1';
const LIBRARY = '/api/content-platform/editor-service/v1/collections/images';
const IMAGES = '/content-platform/image-service/v1/images';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
/** 70 bytes whose PNG header says 20000×20000: 400 megapixels, over a gigabyte once decoded. */
const BOMB = withPngSize(PNG, 20_000, 20_000);
const BLURHASH = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj';

const file = (purpose: string, over: Record<string, unknown> = {}) => ({
  purpose,
  content_type: 'image/png',
  width: 1,
  height: 1,
  blurhash: BLURHASH,
  size_bytes: PNG.length,
  ...over,
});
const put = (url: string, body: Buffer, type = 'image/png') =>
  fetch(url, { method: 'PUT', headers: { 'content-type': type }, body: new Uint8Array(body) }).then(async (r) => ({
    status: r.status,
    body: await r.json(),
  }));

describe.each(DATABASES)(
  'content images on %s (spec §7 content presign calls, editors collections, image retrieval)',
  (kind) => {
    let t: TestServer;
    let me: SignedInUser;
    beforeAll(async () => {
      t = await startTestServer(kind, { UPLOAD_MAX_BYTES: '4096' });
      me = await signedInUser(t);
    });
    afterAll(async () => t?.close());

    const presign = async (user: SignedInUser, files = [file('cover')]) => {
      const result = await t.call('POST', `${O}/contents/pre_sign_urls`, { token: user.idToken, body: { files } });
      expect(result.status).toBe(200);
      return result.body.data as { image_id: string; upload_url: string; url: string; expires_at: string }[];
    };

    it('spec §7 pre_sign_urls → PUT the bytes → GET them by url, immutable and nosniff, also under /public/api', async () => {
      const [signed] = await presign(me);
      expect(signed.url).toBe(`${t.url}/api${IMAGES}/${signed.image_id}`);
      expect(signed.upload_url.startsWith(`${t.url}/api/uploads/media/${signed.image_id}?expires=`)).toBe(true);
      expect(Date.parse(signed.expires_at) - t.clock.now()).toBe(900_000);
      expect((await fetch(signed.url)).status).toBe(404);
      expect(await put(signed.upload_url, PNG)).toMatchObject({
        status: 200,
        body: { data: { stored: true, size: PNG.length } },
      });
      for (const url of [signed.url, `${t.url}/public/api${IMAGES}/${signed.image_id}`]) {
        const served = await fetch(url);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/png');
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
        expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
      }
      const rows = await t.server.deps.db.query<{ stored_at: Date | null; size_bytes: number }>(
        'SELECT stored_at, size_bytes FROM media_images WHERE image_id = $1',
        [signed.image_id],
      );
      expect(rows[0].stored_at).not.toBeNull();
    });

    it('the upload URL is good for one PUT of the declared type: wrong type, wrong bytes, reuse, forgery and expiry are refused', async () => {
      const [a, b] = await presign(me, [file('section'), file('section', { content_type: 'image/jpeg' })]);
      expect(await put(a.upload_url, JPEG, 'image/jpeg')).toMatchObject({
        status: 422,
        body: { status: { err_code: ErrorCode.validationUser } },
      });
      expect(await put(a.upload_url, Buffer.from('<svg onload=alert(1)>'))).toMatchObject({
        status: 415,
        body: { status: { err_code: ErrorCode.imageTypeMismatch } },
      });
      expect(await put(a.upload_url, Buffer.concat([PNG, Buffer.alloc(5000)]))).toMatchObject({
        status: 413,
        body: { status: { err_code: ErrorCode.payloadTooLarge } },
      });
      const forged = a.upload_url.replace(
        /signature=([0-9a-f])/,
        (_m, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`,
      );
      expect(await put(forged, PNG)).toMatchObject({
        status: 403,
        body: { status: { err_code: ErrorCode.forbidden } },
      });
      expect((await put(a.upload_url, PNG)).status).toBe(200);
      expect(await put(a.upload_url, PNG)).toMatchObject({
        status: 409,
        body: { status: { err_code: ErrorCode.uploadAlreadyStored, err_message: 'Upload URL was already used' } },
      });
      t.clock.ms += 901_000;
      const expired = await put(b.upload_url, JPEG, 'image/jpeg');
      t.clock.ms -= 901_000;
      expect(expired).toMatchObject({ status: 403, body: { status: { err_message: 'Upload URL has expired' } } });
      const missing = await t.call('GET', `/api${IMAGES}/${b.image_id}`);
      expect([missing.status, errCode(missing)]).toEqual([404, ErrorCode.notFound]);
      for (const unknown of ['0123456789abcdef01234567', 'not-an-id']) {
        const result = await t.call('GET', `/public/api${IMAGES}/${unknown}`);
        expect([result.status, errCode(result)]).toEqual([404, ErrorCode.notFound]);
      }
    });

    it('spec §7 raw_content and pending-location presign: purposes are fixed per call; the pending one answers one object', async () => {
      const raw = await t.call('POST', `${O}/contents/raw_content/pre_sign_urls`, {
        token: me.idToken,
        body: { files: [file('raw', { content_type: 'image/jpeg', blurhash: null })] },
      });
      expect(raw.status).toBe(200);
      const pending = await t.call('POST', `${O}/locations/pending/pre_sign_url`, {
        token: me.idToken,
        body: { content_type: 'image/webp', width: 640, height: 480, blurhash: null, size_bytes: 2000 },
      });
      expect(pending.status).toBe(200);
      expect(Object.keys(pending.body.data).sort()).toEqual(['expires_at', 'image_id', 'upload_url', 'url']);
      const rows = await t.server.deps.db.query<{ purpose: string; content_type: string; owner_user_id: string }>(
        'SELECT purpose, content_type, owner_user_id FROM media_images WHERE image_id = ANY($1) ORDER BY purpose',
        [[raw.body.data[0].image_id, pending.body.data.image_id]],
      );
      expect(rows).toEqual([
        { purpose: 'pending-location', content_type: 'image/webp', owner_user_id: me.userId },
        { purpose: 'raw', content_type: 'image/jpeg', owner_user_id: me.userId },
      ]);
      const wrongPurpose = await t.call('POST', `${O}/contents/raw_content/pre_sign_urls`, {
        token: me.idToken,
        body: { files: [file('cover')] },
      });
      expect([wrongPurpose.status, errCode(wrongPurpose)]).toEqual([422, ErrorCode.contentValidationFailed]);
    });

    it('spec §8 4220607000: declared size over UPLOAD_MAX_BYTES, SVG, 0 or 11 files are refused; unknown fields are 4000102002; no token is 401', async () => {
      for (const files of [
        [file('cover', { size_bytes: 4097 })],
        [file('cover', { content_type: 'image/svg+xml' })],
        [],
        Array.from({ length: 11 }, () => file('section')),
      ]) {
        const bad = await t.call('POST', `${O}/contents/pre_sign_urls`, { token: me.idToken, body: { files } });
        expect([bad.status, errCode(bad)]).toEqual([422, ErrorCode.contentValidationFailed]);
      }
      const extra = await t.call('POST', `${O}/contents/pre_sign_urls`, {
        token: me.idToken,
        body: { files: [file('cover', { name: 'x.png' })] },
      });
      expect(errCode(extra)).toBe(ErrorCode.parameterNotAllowed);
      const anonymous = await t.call('POST', `${O}/contents/pre_sign_urls`, { body: { files: [file('cover')] } });
      expect([anonymous.status, errCode(anonymous)]).toEqual([401, ErrorCode.invalidToken]);
    });

    it('spec §8 5000101003: a storage failure while signing answers presigned URL failure and keeps no row', async () => {
      const user = await signedInUser(t);
      const deps = t.server.deps as { storage: { presignPut: (...args: unknown[]) => Promise<unknown> } };
      const original = deps.storage.presignPut;
      deps.storage.presignPut = async () => {
        throw new Error('bucket unreachable');
      };
      try {
        const failed = await t.call('POST', `${O}/contents/pre_sign_urls`, {
          token: user.idToken,
          body: { files: [file('cover')] },
        });
        expect([failed.status, errCode(failed)]).toEqual([500, ErrorCode.presignedUrlFailure]);
      } finally {
        deps.storage.presignPut = original;
      }
      const rows = await t.server.deps.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM media_images WHERE owner_user_id = $1',
        [user.userId],
      );
      expect(rows[0].n).toBe(0);
    });

    it("spec §7 editors collections: my stored images only, newest first, paged with total_count; never another user's", async () => {
      const owner = await signedInUser(t);
      const other = await signedInUser(t);
      const ids: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        t.clock.ms += 1000;
        const [signed] = await presign(owner, [file(i === 0 ? 'cover' : 'section')]);
        expect((await put(signed.upload_url, PNG)).status).toBe(200);
        ids.push(signed.image_id);
      }
      await presign(owner); // issued, never uploaded: not in the library
      const [theirs] = await presign(other);
      await put(theirs.upload_url, PNG);
      const first = await t.call('GET', LIBRARY, { token: owner.idToken });
      expect(first.body.total_count).toBe(3);
      const page = await t.call('GET', `${LIBRARY}?offset=1&limit=1`, { token: owner.idToken });
      expect(page.status).toBe(200);
      expect(page.body.paging).toEqual({ offset: 1, limit: 1 });
      expect(page.body.data.map((i: { image_id: string }) => i.image_id)).toEqual([ids[1]]);
      expect(first.body.data.map((i: { image_id: string }) => i.image_id)).toEqual([...ids].reverse());
      expect(first.body.data[2]).toEqual({
        image_id: ids[0],
        url: `${t.url}/api${IMAGES}/${ids[0]}`,
        blurhash: BLURHASH,
        width: 1,
        height: 1,
        purpose: 'cover',
        created_at: expect.any(String),
      });
      const theirLibrary = await t.call('GET', LIBRARY, { token: other.idToken });
      expect(theirLibrary.body.data.map((i: { image_id: string }) => i.image_id)).toEqual([theirs.image_id]);
      expect((await t.call('GET', LIBRARY)).status).toBe(401);
    });

    it("saveImage (seed covers): checked like an upload, stored through the storage port, served by the image service, listed in the owner's library", async () => {
      const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: 'teal' } })
        .jpeg()
        .toBuffer();
      const ref = await t.server.modules.media.useCases.media.saveImage({
        ownerUserId: me.userId,
        purpose: 'cover',
        contentType: 'image/jpeg',
        width: 1200,
        height: 800,
        blurhash: BLURHASH,
        bytes: photo,
      });
      expect(ref).toEqual({
        image_id: expect.stringMatching(/^[0-9a-f]{24}$/),
        url: `${t.url}/api${IMAGES}/${ref.image_id}`,
        blurhash: BLURHASH,
        width: 1200,
        height: 800,
      });
      const served = await fetch(ref.url);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
      const library = await t.call('GET', LIBRARY, { token: me.idToken });
      expect(library.body.data.map((i: { image_id: string }) => i.image_id)).toContain(ref.image_id);
      await expect(
        t.server.modules.media.useCases.media.saveImage({
          ownerUserId: me.userId,
          purpose: 'cover',
          contentType: 'image/png',
          width: 1,
          height: 1,
          blurhash: null,
          bytes: photo,
        }),
      ).rejects.toMatchObject({ code: ErrorCode.imageTypeMismatch, message: 'Upload bytes are not a image/png image' });
    });

    /** What is stored for an image: its row's state and whether any bytes (original or variant) exist. */
    const storedState = async (imageId: string) => {
      const [row] = await t.server.deps.db.query<{ stored_at: Date | null; width: number; height: number }>(
        'SELECT stored_at, width, height FROM media_images WHERE image_id = $1',
        [imageId],
      );
      const keys = [`media/${imageId}`, `media-variants/${imageId}/320.webp`, `media-variants/${imageId}/640.jpg`];
      const objects = await Promise.all(keys.map((key) => t.server.deps.storage.exists(key)));
      return { stored: row.stored_at !== null, width: row.width, height: row.height, objects };
    };
    const NOTHING_STORED = { stored: false, objects: [false, false, false] };

    it('the server reads what the bytes really are: a PNG declared image/jpeg, or no image at all, is 415 4150101013 and stores nothing; the URL still takes the right image', async () => {
      const [signed] = await presign(me, [file('cover', { content_type: 'image/jpeg', size_bytes: 2000 })]);
      expect(await put(signed.upload_url, PNG, 'image/jpeg')).toMatchObject({
        status: 415,
        body: {
          status: { err_code: ErrorCode.imageTypeMismatch, err_message: 'Upload bytes are not a image/jpeg image' },
        },
      });
      expect(await put(signed.upload_url, Buffer.from('%PDF-1.7 not an image'), 'image/jpeg')).toMatchObject({
        status: 415,
        body: { status: { err_code: ErrorCode.imageTypeMismatch } },
      });
      // A JPEG signature, then nothing a decoder can read: refused too, since it could never have variants.
      const broken = Buffer.concat([JPEG, Buffer.alloc(1000, 0x41)]);
      expect(await put(signed.upload_url, broken, 'image/jpeg')).toMatchObject({
        status: 415,
        body: { status: { err_code: ErrorCode.imageTypeMismatch } },
      });
      expect(await storedState(signed.image_id)).toMatchObject(NOTHING_STORED);
      expect((await t.call('GET', `/api${IMAGES}/${signed.image_id}`)).status).toBe(404);
      const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: 'navy' } })
        .jpeg()
        .toBuffer();
      expect((await put(signed.upload_url, jpeg, 'image/jpeg')).status).toBe(200);
    });

    it(`an image over ${IMAGE_MAX_PIXELS} pixels (40 megapixels) is 422 4220101014 however few bytes it has, and stores nothing`, async () => {
      // The probe's shape: presigned as a 1×1 image of the file's byte size, the header says 20000×20000.
      const [signed] = await presign(me, [file('cover', { size_bytes: BOMB.length })]);
      expect(await put(signed.upload_url, BOMB)).toMatchObject({
        status: 422,
        body: {
          status: {
            err_code: ErrorCode.imageTooManyPixels,
            err_message: 'Image is 20000×20000 (400 megapixels), over the limit of 40 megapixels',
          },
        },
      });
      expect(await storedState(signed.image_id)).toMatchObject(NOTHING_STORED);
      const variant = await fetch(`${signed.url}/w/640.webp`, { redirect: 'manual' });
      expect(variant.status).toBe(404);
      // Avatars pass the same check.
      const { presigned_avatar_url: avatarUrl, avatar_image_hash: hash } = (
        await t.call('POST', '/api/user-orchestration-service/v1/profiles/upload-avatar', { token: me.idToken })
      ).body.data;
      expect(await put(avatarUrl, BOMB)).toMatchObject({
        status: 422,
        body: { status: { err_code: ErrorCode.imageTooManyPixels } },
      });
      expect((await fetch(`${t.url}/api/uploads/avatar/${hash}`)).status).toBe(404);
      // An image declared over the limit is refused before a byte is sent, and no row is kept.
      const user = await signedInUser(t);
      const declared = await t.call('POST', `${O}/contents/pre_sign_urls`, {
        token: user.idToken,
        body: { files: [file('cover'), file('section', { width: 8000, height: 5001 })] },
      });
      expect([declared.status, errCode(declared)]).toEqual([422, ErrorCode.imageTooManyPixels]);
      const rows = await t.server.deps.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM media_images WHERE owner_user_id = $1',
        [user.userId],
      );
      expect(rows[0].n).toBe(0);
      expect((await presign(user, [file('section', { width: 8000, height: 5000 })])).length).toBe(1);
    });

    it('a body larger than the size_bytes declared at presign is 413 4130101015 and stores nothing; the declared size is stored', async () => {
      const [signed] = await presign(me, [file('cover', { size_bytes: 100 })]);
      // the probe's case: presigned for 100 bytes, a PUT of 2,070 (under UPLOAD_MAX_BYTES)
      const padded = Buffer.concat([PNG, Buffer.alloc(2000)]);
      expect(padded.length).toBe(2070);
      expect(await put(signed.upload_url, padded)).toMatchObject({
        status: 413,
        body: {
          status: {
            err_code: ErrorCode.uploadLargerThanDeclared,
            err_message: 'Upload is 2070 bytes, larger than the 100 bytes declared for this URL',
          },
        },
      });
      expect(await storedState(signed.image_id)).toMatchObject(NOTHING_STORED);
      expect((await put(signed.upload_url, PNG)).status).toBe(200);
    });

    it('an accepted image has its variants, and its row the real width and height instead of the declared ones', async () => {
      const photo = await sharp({ create: { width: 700, height: 400, channels: 3, background: 'olive' } })
        .png({ palette: true })
        .toBuffer();
      const [signed] = await presign(me, [file('section', { size_bytes: photo.length, width: 1, height: 1 })]);
      expect((await put(signed.upload_url, photo)).status).toBe(200);
      await t.server.modules.media.useCases.media.variantsIdle();
      expect(await storedState(signed.image_id)).toEqual({
        stored: true,
        width: 700,
        height: 400,
        objects: [true, true, true],
      });
      for (const file of ['320.webp', '640.jpg', '1024.webp']) {
        const served = await fetch(`${signed.url}/w/${file}`, { redirect: 'manual' });
        expect([file, served.status]).toEqual([file, 200]);
        const width = (await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width;
        expect([file, width]).toEqual([file, Math.min(700, Number(file.split('.')[0]))]);
      }
    });

    it('an image stored before uploads were checked is never redirected to nor served when it is over the pixel limit', async () => {
      const stored = async (bytes: Buffer) => {
        const [signed] = await presign(me);
        await t.server.deps.storage.put(`media/${signed.image_id}`, bytes, 'image/png');
        await t.server.deps.db.query('UPDATE media_images SET stored_at = now() WHERE image_id = $1', [
          signed.image_id,
        ]);
        return signed;
      };
      const bomb = await stored(BOMB);
      const variant = await fetch(`${bomb.url}/w/640.webp`, { redirect: 'manual' });
      expect(variant.status).toBe(422);
      expect(variant.headers.get('location')).toBeNull();
      expect((await variant.json()).status.err_code).toBe(ErrorCode.imageTooManyPixels);
      // nor served at its own address
      const original = await t.call('GET', `/public/api${IMAGES}/${bomb.image_id}`);
      expect([original.status, errCode(original)]).toEqual([422, ErrorCode.imageTooManyPixels]);
      // one within the limit that cannot be resized still falls back to its original
      const small = await stored(withPngSize(PNG, 300, 200));
      const fallback = await fetch(`${small.url}/w/640.webp`, { redirect: 'manual' });
      expect([fallback.status, fallback.headers.get('location')]).toEqual([302, small.url]);
    });

    it('an original is inspected once, not on every GET: the same bytes and answers (served, or 422 over the pixel limit) every time', async () => {
      // An original is written once and never changed, so its header is read once; each GET decoding it again cost
      // a decode per reader.
      const inspect = vi.spyOn(t.server.deps.images, 'inspect');
      try {
        const [signed] = await presign(me);
        expect((await put(signed.upload_url, PNG)).status).toBe(200);
        inspect.mockClear();
        for (let i = 0; i < 3; i++) {
          const served = await fetch(`${t.url}/public/api${IMAGES}/${signed.image_id}`);
          expect(served.status).toBe(200);
          expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
        }
        expect(inspect).toHaveBeenCalledTimes(1);

        const [bomb] = await presign(me);
        await t.server.deps.storage.put(`media/${bomb.image_id}`, BOMB, 'image/png');
        await t.server.deps.db.query('UPDATE media_images SET stored_at = now() WHERE image_id = $1', [bomb.image_id]);
        inspect.mockClear();
        for (let i = 0; i < 3; i++) {
          const refused = await t.call('GET', `/public/api${IMAGES}/${bomb.image_id}`);
          expect([refused.status, errCode(refused)]).toEqual([422, ErrorCode.imageTooManyPixels]);
        }
        expect(inspect).toHaveBeenCalledTimes(1);
      } finally {
        inspect.mockRestore();
      }
    });

    it('OpenAPI lists the presign calls, the library and the image service', async () => {
      const doc = (await t.call('GET', '/api/docs/openapi.json')).body;
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          `${O}/contents/pre_sign_urls`,
          `${O}/contents/raw_content/pre_sign_urls`,
          `${O}/locations/pending/pre_sign_url`,
          LIBRARY,
          `/api${IMAGES}/{imageId}`,
          `/public/api${IMAGES}/{imageId}`,
        ]),
      );
      // every refusal of an upload is documented on the PUT, and the variant route's pixel-limit answer
      const codesOf = (operation: { responses: Record<string, { content?: Record<string, { schema: object }> }> }) =>
        Object.fromEntries(
          Object.entries(operation.responses).map(([status, r]) => [
            status,
            (r.content?.['application/json']?.schema as { 'x-err-codes'?: number[] } | undefined)?.['x-err-codes'],
          ]),
        );
      const putCodes = codesOf(doc.paths['/api/uploads/{purpose}/{id}'].put);
      expect(putCodes['413']).toEqual(
        expect.arrayContaining([ErrorCode.payloadTooLarge, ErrorCode.uploadLargerThanDeclared]),
      );
      expect(putCodes['415']).toEqual([ErrorCode.imageTypeMismatch]);
      expect(putCodes['422']).toEqual(expect.arrayContaining([ErrorCode.validationUser, ErrorCode.imageTooManyPixels]));
      expect(doc.paths['/api/uploads/{purpose}/{id}'].put.description).toContain('40 megapixels');
      for (const base of ['/api', '/public/api'])
        for (const path of [`${base}${IMAGES}/{imageId}`, `${base}${IMAGES}/{imageId}/w/{file}`])
          expect(codesOf(doc.paths[path].get)['422']).toEqual(expect.arrayContaining([ErrorCode.imageTooManyPixels]));
      for (const presignCall of [
        'contents/pre_sign_urls',
        'contents/raw_content/pre_sign_urls',
        'locations/pending/pre_sign_url',
      ])
        expect(codesOf(doc.paths[`${O}/${presignCall}`].post)['422']).toContain(ErrorCode.imageTooManyPixels);
      expect(doc.paths[`${O}/contents/pre_sign_urls`].post.description).toContain(
        String(ErrorCode.uploadLargerThanDeclared),
      );
    });
  },
);

describe('content images with STORAGE=s3 (architecture: S3-compatible bucket, presigned URLs)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', {
      STORAGE: 's3',
      S3_BUCKET: 'travelogue',
      S3_REGION: 'ap-southeast-1',
      S3_ACCESS_KEY_ID: 'AKTEST',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://img.example.com',
    });
  });
  afterAll(async () => t?.close());

  it('presign answers a SigV4 bucket URL with the declared type signed in, and the public bucket URL', async () => {
    const user = await signedInUser(t);
    const result = await t.call('POST', `${O}/contents/pre_sign_urls`, {
      token: user.idToken,
      body: { files: [file('cover', { content_type: 'image/jpeg' })] },
    });
    expect(result.status).toBe(200);
    const [signed] = result.body.data;
    expect(signed.url).toBe(`https://img.example.com/media/${signed.image_id}`);
    const upload = new URL(signed.upload_url);
    expect(upload.origin + upload.pathname).toBe(
      `https://travelogue.s3.ap-southeast-1.amazonaws.com/media/${signed.image_id}`,
    );
    expect(upload.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host;if-none-match');
    expect(upload.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(upload.searchParams.get('X-Amz-Credential')).toMatch(/^AKTEST\/\d{8}\/ap-southeast-1\/s3\/aws4_request$/);
  });
});
