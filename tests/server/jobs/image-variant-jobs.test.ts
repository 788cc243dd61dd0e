import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharpImageResizer } from '../../../server/adapters/sharp-image-resizer';
import {
  createVariantMaker,
  IMAGE_VARIANTS_QUEUE,
  variantKey,
  type ImageVariantsJob,
} from '../../../server/media/image-variants';
import { DATABASES, signedInUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/test-server';

const O = '/api/content-platform/content-orchestration-service/v1';

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

describe.each(DATABASES)('image variants on the durable job queue (%s)', (kind) => {
  let t: TestServer;
  let me: SignedInUser;
  beforeAll(async () => {
    t = await startTestServer(kind);
    me = await signedInUser(t);
  });
  afterAll(async () => t?.close());

  const upload = async (bytes: Buffer, width: number, height: number): Promise<string> => {
    const signed = await t.call('POST', `${O}/contents/pre_sign_urls`, {
      token: me.idToken,
      body: {
        files: [
          { purpose: 'cover', content_type: 'image/jpeg', width, height, blurhash: null, size_bytes: bytes.length },
        ],
      },
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const { image_id: imageId, upload_url: uploadUrl } = signed.body.data[0] as {
      image_id: string;
      upload_url: string;
    };
    const put = await fetch(uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: new Uint8Array(bytes),
    });
    expect(put.status).toBe(200);
    return imageId;
  };

  const jobsOf = (imageId: string) =>
    t.server.deps.db.query<{ state: string }>(
      `SELECT state::text AS state FROM pgboss.job WHERE name = $1 AND data->>'imageId' = $2`,
      [IMAGE_VARIANTS_QUEUE, imageId],
    );

  it('a stored upload sends one variants job with the row that says it is stored; a worker completes it and every variant is there', async () => {
    const imageId = await upload(await jpeg(900, 600), 900, 600);
    expect(await jobsOf(imageId)).toHaveLength(1);
    await t.server.modules.media.useCases.media.variantsIdle();
    expect(await jobsOf(imageId)).toEqual([{ state: 'completed' }]);
    for (const label of [320, 640, 1024] as const)
      for (const format of ['webp', 'jpg'] as const)
        expect(await t.server.deps.storage.exists(variantKey(imageId, label, format)), `${label}.${format}`).toBe(true);
  });

  it('a variants job delivered again makes no variant twice: only one that is missing is made', async () => {
    const imageId = await upload(await jpeg(700, 500), 700, 500);
    await t.server.modules.media.useCases.media.variantsIdle();
    const storage = t.server.deps.storage;
    const puts: string[] = [];
    const counting = {
      read: (key: string) => storage.read(key),
      put: async (key: string, bytes: Buffer, contentType: string) => {
        puts.push(key);
        await storage.put(key, bytes, contentType);
      },
    };
    const maker = createVariantMaker(counting, sharpImageResizer, () => undefined);
    const job = { id: 'redelivered', name: IMAGE_VARIANTS_QUEUE, data: { imageId, originalKey: `media/${imageId}` } };
    await maker.makeVariants([job as { id: string; name: string; data: ImageVariantsJob }]);
    expect(puts).toEqual([]);
    await t.server.deps.localFiles.discard(variantKey(imageId, 640, 'jpg'));
    await maker.makeVariants([job]);
    expect(puts).toEqual([variantKey(imageId, 640, 'jpg')]);
  });
});
