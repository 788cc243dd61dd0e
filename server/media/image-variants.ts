import {
  variantsFor,
  VARIANT_FORMATS,
  type VariantFormat,
  type VariantWidth,
} from '../../src/domain/content/responsive-image';
import type { ImageResizer } from '../kernel/image-resizer.port';
import type { Job } from '../kernel/job-queue.port';
import type { ObjectStorage } from '../kernel/storage.port';

export const VARIANT_CONTENT_TYPES: Readonly<Record<VariantFormat, string>> = { webp: 'image/webp', jpg: 'image/jpeg' };

/**
 * Storage key of one variant: deterministic, next to the original's `media/<id>` — in a folder of its
 * own because in the local store `media/<id>` is a file, not a directory.
 */
export const variantKey = (imageId: string, label: VariantWidth, format: VariantFormat): string =>
  `media-variants/${imageId}/${label}.${format}`;

/** The durable queue (kernel/job-queue.port.ts) an upload's stored image is sent to, in the transaction storing it. */
export const IMAGE_VARIANTS_QUEUE = 'image-variants';

/** One job: every variant of one stored image. */
export interface ImageVariantsJob {
  readonly imageId: string;
  readonly originalKey: string;
}

/**
 * Produces and stores variants off the request path: an upload sends its image to IMAGE_VARIANTS_QUEUE and is
 * answered at once; a worker (`makeVariants`) makes them, on whichever instance takes the job, after a restart
 * too. A request for a variant not stored yet makes it then (`ensure`), sharing the work in progress in this
 * process, so a variant URL never stays 404.
 *
 * Exactly once although a job may run twice (at-least-once delivery): a variant's storage key is its
 * idempotency key. `makeVariants` makes only the variants absent from storage, so a job run again after a crash,
 * or after the image was requested, makes nothing twice. A failure (storage down) fails the job, which is retried
 * with backoff; an original that is gone or does not decode completes it with nothing to make.
 */
export function createVariantMaker(
  storage: Pick<ObjectStorage, 'read' | 'put'>,
  resizer: ImageResizer,
  log: (message: string) => void,
) {
  const pending = new Map<string, Promise<Buffer | null>>();

  /** `make` for `key` once at a time in this process: a second caller (a request, the job) gets the first one's result. */
  function shared(key: string, make: () => Promise<Buffer | null>): Promise<Buffer | null> {
    const existing = pending.get(key);
    if (existing) return existing;
    const work = make().finally(() => pending.delete(key));
    pending.set(key, work);
    return work;
  }

  async function resizeAndStore(key: string, bytes: Buffer, label: VariantWidth, format: VariantFormat) {
    const variant = await resizer.resize(bytes, label, format);
    if (!variant) return null;
    await storage.put(key, variant, VARIANT_CONTENT_TYPES[format]);
    return variant;
  }

  /** The stored variant, or a fresh one stored now; null when the original is missing or undecodable. */
  function ensure(
    imageId: string,
    originalKey: string,
    label: VariantWidth,
    format: VariantFormat,
    original?: Buffer,
  ): Promise<Buffer | null> {
    const key = variantKey(imageId, label, format);
    return shared(key, async () => {
      const stored = await storage.read(key);
      if (stored) return stored;
      const bytes = original ?? (await storage.read(originalKey));
      return bytes ? resizeAndStore(key, bytes, label, format) : null;
    });
  }

  /** The job handler: every variant of each image that is not stored yet. */
  async function makeVariants(jobs: readonly Job<ImageVariantsJob>[]): Promise<void> {
    for (const { data } of jobs) {
      const original = await storage.read(data.originalKey);
      if (!original) continue;
      const width = await resizer.widthOf(original);
      if (width === null) {
        log(`image ${data.imageId}: not decodable, no variants`);
        continue;
      }
      for (const variant of variantsFor(width))
        for (const format of VARIANT_FORMATS)
          await ensure(data.imageId, data.originalKey, variant.label, format, original);
    }
  }

  return { ensure, makeVariants };
}

export type VariantMaker = ReturnType<typeof createVariantMaker>;
