import {
  variantsFor,
  VARIANT_FORMATS,
  type VariantFormat,
  type VariantWidth,
} from '../../src/domain/content/responsive-image';
import type { ImageResizer } from '../kernel/image-resizer.port';
import type { ObjectStorage } from '../kernel/storage.port';

export const VARIANT_CONTENT_TYPES: Readonly<Record<VariantFormat, string>> = { webp: 'image/webp', jpg: 'image/jpeg' };

/**
 * Storage key of one variant: deterministic, next to the original's `media/<id>` — in a folder of its
 * own because in the local store `media/<id>` is a file, not a directory.
 */
export const variantKey = (imageId: string, label: VariantWidth, format: VariantFormat): string =>
  `media-variants/${imageId}/${label}.${format}`;

/**
 * Produces and stores variants, one image at a time, off the request path: an upload enqueues its image and
 * is answered at once. A request for a variant not stored yet makes it then (`ensure`), sharing the work with
 * the queue, so a variant URL never stays 404. Failures are logged and leave the original alone.
 */
export function createVariantQueue(
  storage: Pick<ObjectStorage, 'read' | 'put' | 'exists'>,
  resizer: ImageResizer,
  log: (message: string, error?: unknown) => void,
) {
  const pending = new Map<string, Promise<Buffer | null>>();
  const queue: { imageId: string; originalKey: string }[] = [];
  let running: Promise<void> | null = null;

  /** The stored variant, or a fresh one stored now; null when the original is missing or undecodable. */
  function ensure(
    imageId: string,
    originalKey: string,
    label: VariantWidth,
    format: VariantFormat,
    original?: Buffer,
  ): Promise<Buffer | null> {
    const key = variantKey(imageId, label, format);
    const existing = pending.get(key);
    if (existing) return existing;
    const work = (async () => {
      const stored = await storage.read(key);
      if (stored) return stored;
      const bytes = original ?? (await storage.read(originalKey));
      if (!bytes) return null;
      const variant = await resizer.resize(bytes, label, format);
      if (!variant) return null;
      await storage.put(key, variant, VARIANT_CONTENT_TYPES[format]);
      return variant;
    })().finally(() => pending.delete(key));
    pending.set(key, work);
    return work;
  }

  async function produceAll(imageId: string, originalKey: string): Promise<void> {
    const original = await storage.read(originalKey);
    if (!original) return;
    const width = await resizer.widthOf(original);
    if (width === null) return log(`image ${imageId}: not decodable, no variants`);
    for (const variant of variantsFor(width)) {
      for (const format of VARIANT_FORMATS) await ensure(imageId, originalKey, variant.label, format, original);
    }
  }

  async function drain(): Promise<void> {
    for (let next = queue.shift(); next; next = queue.shift()) {
      try {
        await produceAll(next.imageId, next.originalKey);
      } catch (error) {
        log(`image ${next.imageId}: variants failed`, error);
      }
    }
    running = null;
  }

  return {
    ensure,
    /** Queues every variant of a just-stored image; returns at once. */
    enqueue(imageId: string, originalKey: string): void {
      queue.push({ imageId, originalKey });
      running ??= new Promise<void>((resolve) => setImmediate(resolve)).then(drain);
    },
    /** Resolves when the queue is empty (shutdown; tests that read the stored variants). */
    async idle(): Promise<void> {
      while (running) await running;
    },
  };
}

export type VariantQueue = ReturnType<typeof createVariantQueue>;
