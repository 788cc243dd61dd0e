import type { ContentDocument } from './content';

/**
 * Why the server refused a save for a reason other than a conflict (4220607000, or 4000607032 for a
 * pending location: spec §8 and the content contract, "4220607000 carries content_id and message"). The
 * editor shows its own framing plus the server's message, and names the section at fault when it can.
 */
export interface SaveRefusal {
  readonly code: number | string;
  /** The server's message as sent (English, technical): shown as the detail under the translated text. */
  readonly message: string | null;
  /** Index (0-based) in the document that was sent, or null when no section is named. */
  readonly sectionIndex: number | null;
  readonly sectionId: string | null;
}

/**
 * Finds the section a server message names. The rules of content-rules.ts say `sections[2].note is
 * longer…`; the reference checks of the server list `Unknown location_id: L1, L2` / `Unknown image_id (…): I1`,
 * so those map to the first section that uses one of the ids. `sent` is the document of that save (the
 * one being typed may have been reordered since).
 */
export function saveRefusalOf(code: number | string, message: string | null, sent: ContentDocument): SaveRefusal {
  const index = message ? sectionIndexIn(message, sent) : null;
  const section = index === null ? undefined : sent.sections[index];
  return { code, message, sectionIndex: section ? index : null, sectionId: section?.sectionId ?? null };
}

function sectionIndexIn(message: string, sent: ContentDocument): number | null {
  const named = /\bsections\[(\d+)\]/.exec(message);
  if (named) return Number(named[1]);
  const unknown = /Unknown (location_id|image_id)[^:]*:\s*(.+)$/.exec(message);
  if (!unknown) return null;
  const ids = new Set(unknown[2].split(',').map((id) => id.trim()));
  const index = sent.sections.findIndex((section) =>
    unknown[1] === 'image_id'
      ? section.type === 'image' && ids.has(section.image.imageId)
      : (section.type === 'location' && ids.has(section.locationId ?? '')) ||
        (section.type === 'day' && section.stops.some((stop) => ids.has(stop.locationId ?? ''))),
  );
  return index < 0 ? null : index;
}
