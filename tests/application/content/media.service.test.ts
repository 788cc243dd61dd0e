import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_EDGE } from '../../../src/application/content/media.service';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { anEditorHarness } from '../../builders/editor-services.builder';

const photo = (w: number, h: number) => new Blob([`${w}x${h}`]);

describe('MediaService — cover upload: rotate, compress, blurhash placeholder, progress', () => {
  it('picks a photo with a preview; each rotation turns 90° more and frees the old preview', async () => {
    const h = anEditorHarness();
    const picked = await h.media.pick(photo(4000, 3000));
    expect(picked).toMatchObject({ quarterTurns: 0, previewUrl: 'blob:preview-1' });
    const turned = await h.media.rotate(await h.media.rotate(picked));
    expect(turned.quarterTurns).toBe(2);
    expect([...h.imageProcessor.previews]).toEqual([turned.previewUrl]);
    h.media.discard(turned);
    expect(h.imageProcessor.previews.size).toBe(0);
    expect(h.imageProcessor.released).toHaveLength(1);
  });

  it('uploads a compressed cover (≤1920 px, turned) with its blurhash and reports progress 0 → 1', async () => {
    const h = anEditorHarness();
    const picked = await h.media.rotate(await h.media.pick(photo(4000, 3000)));
    const progress: number[] = [];
    const ref = await h.media.upload(picked, 'cover', { onProgress: (f) => progress.push(f) });
    expect(ref).toEqual({
      imageId: 'image-1',
      url: 'http://localhost/api/content-platform/image-service/v1/images/image-1',
      blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj1',
      width: 1440,
      height: 1920,
    });
    expect(h.mediaUpload.presigned).toEqual([
      {
        purpose: 'cover',
        contentType: 'image/webp',
        width: 1440,
        height: 1920,
        blurhash: ref.blurhash,
        sizeBytes: expect.any(Number),
      },
    ]);
    expect(h.imageProcessor.renders.at(-1)).toMatchObject({ quarterTurns: 1, maxEdge: IMAGE_MAX_EDGE.cover });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('keeps the original next to it when asked (raw_content presign), progress over both', async () => {
    const h = anEditorHarness();
    const picked = await h.media.pick(photo(1000, 800));
    const progress: number[] = [];
    await h.media.upload(picked, 'section', { keepOriginal: true, onProgress: (f) => progress.push(f) });
    expect(h.mediaUpload.presigned.map((p) => p.purpose)).toEqual(['section', 'raw']);
    expect(h.mediaUpload.uploaded.size).toBe(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });

  it("a proposed place's photo (≤1600 px) is presigned by locations/pending/pre_sign_url, never kept raw", async () => {
    const h = anEditorHarness();
    const picked = await h.media.pick(photo(3200, 2400));
    const ref = await h.media.upload(picked, 'pending-location', { keepOriginal: true });
    expect(h.mediaUpload.presigned).toEqual([]);
    expect(h.mediaUpload.pendingLocationPresigned).toEqual([
      { contentType: 'image/webp', width: 1600, height: 1200, blurhash: ref.blurhash, sizeBytes: expect.any(Number) },
    ]);
    expect(ref).toMatchObject({ imageId: 'image-1', width: 1600, height: 1200 });
    expect(h.mediaUpload.uploaded.size).toBe(1);
  });

  it('an aborted upload rejects and says so', async () => {
    const h = anEditorHarness();
    const picked = await h.media.pick(photo(800, 600));
    const controller = new AbortController();
    controller.abort();
    await expect(h.media.upload(picked, 'section', { signal: controller.signal })).rejects.toMatchObject({
      details: { aborted: true },
    });
  });

  it('spec §8 "load image failed" when the browser cannot decode the file; a failed presign is its §8 code', async () => {
    const h = anEditorHarness();
    await expect(h.media.pick(new Blob(['not an image']))).rejects.toMatchObject({
      messageKey: 'errors.web.loadImage',
    });
    h.mediaUpload.failures.fail('presign', { status: { err_code: ErrorCode.presignedUrlFailure, err_message: 'x' } });
    const picked = await h.media.pick(photo(800, 600));
    await expect(h.media.upload(picked, 'cover')).rejects.toMatchObject({ code: ErrorCode.presignedUrlFailure });
  });
});
