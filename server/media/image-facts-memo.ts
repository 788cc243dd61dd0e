import type { ImageFacts } from '../kernel/image-resizer.port';

/**
 * What each stored original's header said, remembered per stored image: an original is written once (its upload
 * URL is single-use) and never changed, so inspecting it again on every GET only repeats the same decode. Keyed by
 * image id and the time it was stored (bytes put back under the same id after a delete are a new key). Bounded:
 * the least recently used entry goes once MAX_ENTRIES are held (each is a few numbers). A lookup that fails is not
 * remembered, so the next request tries again.
 */
export const IMAGE_FACTS_MAX_ENTRIES = 2000;

export interface ImageFactsMemo {
  /** The facts for this stored image: remembered, or read with `inspect` once (concurrent reads share one). */
  get(imageId: string, storedAt: Date | null, inspect: () => Promise<ImageFacts | null>): Promise<ImageFacts | null>;
  readonly size: number;
}

export function createImageFactsMemo(maxEntries = IMAGE_FACTS_MAX_ENTRIES): ImageFactsMemo {
  const entries = new Map<string, Promise<ImageFacts | null>>();
  return {
    get(imageId, storedAt, inspect) {
      const key = `${imageId}@${storedAt?.getTime() ?? 'unstored'}`;
      const known = entries.get(key);
      if (known) {
        // Most recently used last (a Map keeps insertion order).
        entries.delete(key);
        entries.set(key, known);
        return known;
      }
      const reading = inspect();
      entries.set(key, reading);
      reading.catch(() => {
        if (entries.get(key) === reading) entries.delete(key);
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return reading;
    },
    get size() {
      return entries.size;
    },
  };
}
