import type { QueueItemWire } from '../../src/contract/moderation.contract';
import { ADMIN_PATHS, fillPath } from '../../src/contract/wallet.paths';
import { contentPath } from '../../src/domain/feed/discovery';
import type { QueueRow } from './moderation.ports';

/** Where a moderator opens a report's target: the reader page, at the comment's anchor for a comment. */
function targetUrl(row: QueueRow): string | null {
  if (row.target_type === 'location' && row.target_id) return `/map/location/${encodeURIComponent(row.target_id)}`;
  if (!row.content_id || !row.content_kind) return null;
  const page = contentPath({ kind: row.content_kind, contentId: row.content_id });
  return row.target_type === 'comment' && row.target_id ? `${page}#comment-${encodeURIComponent(row.target_id)}` : page;
}

/** The upload kind of the admin uploads call: a place's photo, or an issue report's attachment. */
const uploadKind = (row: QueueRow): 'place' | 'report' => (row.kind === 'place' ? 'place' : 'report');

/** QueueItem (src/contract/moderation.contract.ts): which fields mean something depends on `kind` (see its doc comment). */
export const toQueueItem = (row: QueueRow): QueueItemWire => ({
  kind: row.kind,
  item_id: row.item_id,
  status: row.status,
  created_at: new Date(row.created_at).toISOString(),
  reporter: row.reporter,
  email: row.email,
  reason: row.reason,
  message: row.message ?? '',
  target_type: row.target_type,
  target_id: row.target_id,
  target_url: targetUrl(row),
  target_excerpt: row.target_excerpt,
  target_hidden: Boolean(row.target_hidden),
  place_closed_on_public_holidays: row.place_closed_on_public_holidays ?? null,
  target_author: row.target_author,
  attachments: (row.attachments ?? []).map((a) => ({
    upload_id: a.upload_id,
    url: fillPath(ADMIN_PATHS.upload, { kind: uploadKind(row), uploadId: a.upload_id }),
    content_type: a.content_type ?? null,
  })),
  note: row.note,
});
