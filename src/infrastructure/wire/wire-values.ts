import type { ImageRefWire } from '../../contract/content.contract';
import { imageFromWire } from '../../contract/content.mapping';
import type { ImageRef } from '../../domain/content/content';
import type { LocalizedText } from '../../domain/polls/poll-rules';

/**
 * Small readers every mapper of this folder shares. Lenient on purpose: the reader also decodes the data a
 * server-rendered page embedded, so a missing text is empty, a missing count 0 and an image without a URL none.
 */
export const localizedFromWire = (value: unknown): LocalizedText => {
  const v = (value ?? {}) as { th?: unknown; en?: unknown };
  return { th: typeof v.th === 'string' ? v.th : '', en: typeof v.en === 'string' ? v.en : '' };
};

export const countFromWire = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

export const imageOrNull = (w: ImageRefWire | null | undefined): ImageRef | null =>
  w && w.url ? imageFromWire(w) : null;
