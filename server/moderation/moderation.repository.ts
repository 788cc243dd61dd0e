import { publicContent } from '../kernel/public-content';
import type { ModerationStore, QueueRow } from './moderation.ports';

const VISIBLE_CONTENT = publicContent('c');

const authorJson = (
  alias: string,
  userColumn: string,
) => `CASE WHEN ${userColumn} IS NULL THEN NULL ELSE json_build_object(
  'user_id', ${userColumn}, 'username', ${alias}.username, 'display_name', ${alias}.display_name, 'avatar_image', ${alias}.avatar_image) END`;

/**
 * The four sources of the queue in one shape: readers' reports (abuse_reports), contact-us messages, issue
 * reports with their attachments (uploads of purpose report) and proposed places (locations with a proposer,
 * the photo as attachment). `base_status` is what an item without a mark is: open, or done for a decided place.
 */
const SOURCES = `
  SELECT 'report'::text AS kind, r.report_id AS item_id, r.created_at, r.reporter_user_id AS reporter_id, NULL::text AS email,
    r.reason, r.message, r.target_type, r.target_id, r.content_id, '[]'::json AS attachments, 'open'::text AS base_status
  FROM abuse_reports r
  UNION ALL
  SELECT 'contact', m.ticket_id, m.created_at, m.user_id, m.email, m.subject, m.message, NULL, NULL, NULL, '[]'::json, 'open'
  FROM contact_messages m
  UNION ALL
  SELECT 'issue', i.report_id, i.created_at, i.user_id, NULL, i.category, i.description, NULL, NULL, NULL,
    (SELECT COALESCE(json_agg(json_build_object('upload_id', a.id, 'content_type', u.content_type) ORDER BY a.ord), '[]'::json)
     FROM jsonb_array_elements_text(i.attachment_ids) WITH ORDINALITY AS a(id, ord)
     LEFT JOIN uploads u ON u.purpose = 'report' AND u.upload_id = a.id), 'open'
  FROM issue_reports i
  UNION ALL
  SELECT 'place', l.location_id, COALESCE(l.proposed_at, l.created_at), l.proposer_user_id, NULL, NULL, '', 'location', l.location_id, NULL,
    CASE WHEN l.photo_image_id IS NULL THEN '[]'::json
      ELSE json_build_array(json_build_object('upload_id', l.photo_image_id, 'content_type', pm.content_type)) END,
    CASE WHEN l.status = 'pending' THEN 'open' ELSE 'done' END
  FROM locations l LEFT JOIN media_images pm ON pm.image_id = l.photo_image_id
  WHERE l.proposer_user_id IS NOT NULL`;

/** Moderation's tables (migration 0011) and the queue's read model over the support, places and report tables. */
export const moderationRepository: ModerationStore = {
  async visibleTarget(q, type, targetId) {
    const rows =
      type === 'content'
        ? await q.query<{ content_id: string }>(
            `SELECT c.content_id FROM contents c WHERE c.content_id = $1 AND ${VISIBLE_CONTENT}`,
            [targetId],
          )
        : await q.query<{ content_id: string }>(
            `SELECT c.content_id FROM comments cm JOIN contents c ON c.content_id = cm.content_id
         WHERE cm.comment_id = $1 AND cm.deleted_at IS NULL AND cm.hidden_at IS NULL AND ${VISIBLE_CONTENT}`,
            [targetId],
          );
    return rows[0] ?? null;
  },

  async openReportOf(q, reporterUserId, type, targetId) {
    const rows = await q.query<{ report_id: string }>(
      `SELECT r.report_id FROM abuse_reports r
       LEFT JOIN moderation_marks m ON m.kind = 'report' AND m.item_id = r.report_id
       WHERE r.reporter_user_id = $1 AND r.target_type = $2 AND r.target_id = $3 AND COALESCE(m.status, 'open') = 'open'
       ORDER BY r.created_at LIMIT 1`,
      [reporterUserId, type, targetId],
    );
    return rows[0]?.report_id ?? null;
  },

  async lockReporterTarget(q, key) {
    await q.query('SELECT pg_advisory_xact_lock(7241011, hashtext($1))', [key]);
  },

  async insertReport(q, report, now) {
    await q.query(
      `INSERT INTO abuse_reports (report_id, reporter_user_id, target_type, target_id, content_id, reason, message, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        report.reportId,
        report.reporterUserId,
        report.targetType,
        report.targetId,
        report.contentId,
        report.reason,
        report.message,
        now,
      ],
    );
  },

  async queue(q, filter, offset, limit) {
    const params: unknown[] = [];
    const p = (value: unknown) => (params.push(value), `$${params.length}`);
    const where: string[] = [];
    if (filter.kind) where.push(`s.kind = ${p(filter.kind)}`);
    if (filter.itemId !== undefined) where.push(`s.item_id = ${p(filter.itemId)}`);
    if (filter.status) where.push(`COALESCE(mk.status, s.base_status) = ${p(filter.status)}`);
    const rows = await q.query<QueueRow & { total: number }>(
      `WITH items AS (
         SELECT s.*, COALESCE(mk.status, s.base_status) AS status, mk.note, count(*) OVER ()::int AS total
         FROM (${SOURCES}) s
         LEFT JOIN moderation_marks mk ON mk.kind = s.kind AND mk.item_id = s.item_id
         ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY s.created_at DESC, s.item_id DESC OFFSET ${p(offset)} LIMIT ${p(limit)}
       )
       SELECT i.kind, i.item_id, i.status, i.created_at, i.email, i.reason, i.message, i.target_type, i.target_id, i.note, i.total,
         i.attachments, ${authorJson('rp', 'i.reporter_id')} AS reporter,
         COALESCE(i.content_id, cm.content_id) AS content_id, c.kind AS content_kind,
         CASE i.target_type WHEN 'content' THEN v.document->>'title' WHEN 'comment' THEN cm.text
           WHEN 'location' THEN l.name_en || CASE WHEN l.name_th <> '' AND l.name_th <> l.name_en THEN ' / ' || l.name_th ELSE '' END END AS target_excerpt,
         CASE i.target_type WHEN 'content' THEN c.hidden_at IS NOT NULL WHEN 'comment' THEN cm.hidden_at IS NOT NULL ELSE false END AS target_hidden,
         CASE WHEN i.kind = 'place' AND jsonb_typeof(l.opening_hours) = 'object'
           THEN COALESCE(l.opening_hours->'closed_on_public_holidays' = 'true'::jsonb, false) END AS place_closed_on_public_holidays,
         ${authorJson('ta', "CASE i.target_type WHEN 'content' THEN c.author_user_id WHEN 'comment' THEN cm.author_user_id WHEN 'location' THEN l.proposer_user_id END")} AS target_author
       FROM items i
       LEFT JOIN profiles rp ON rp.user_id = i.reporter_id
       LEFT JOIN comments cm ON i.target_type = 'comment' AND cm.comment_id = i.target_id
       LEFT JOIN contents c ON c.content_id = COALESCE(i.content_id, cm.content_id)
       LEFT JOIN content_versions v ON v.content_id = c.content_id AND v.version = COALESCE(c.published_version, c.draft_version)
       LEFT JOIN locations l ON i.target_type = 'location' AND l.location_id = i.target_id
       LEFT JOIN profiles ta ON ta.user_id = CASE i.target_type WHEN 'content' THEN c.author_user_id WHEN 'comment' THEN cm.author_user_id
         WHEN 'location' THEN l.proposer_user_id END
       ORDER BY i.created_at DESC, i.item_id DESC`,
      params,
    );
    if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
    const [count] = await q.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (${SOURCES}) s LEFT JOIN moderation_marks mk ON mk.kind = s.kind AND mk.item_id = s.item_id
       ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}`,
      params.slice(0, params.length - 2),
    );
    return { rows, total: count.total };
  },

  async mark(q, kind, itemId, status, note, by, now) {
    await q.query(
      `INSERT INTO moderation_marks (kind, item_id, status, note, marked_by, marked_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (kind, item_id) DO UPDATE SET status = EXCLUDED.status, note = COALESCE(EXCLUDED.note, moderation_marks.note),
         marked_by = EXCLUDED.marked_by, marked_at = EXCLUDED.marked_at`,
      [kind, itemId, status, note, by, now],
    );
  },

  async hideTarget(q, table, id) {
    const rows =
      table === 'contents'
        ? await q.query<{ author_user_id: string; content_id: string }>(
            'SELECT author_user_id, content_id FROM contents WHERE content_id = $1 AND deleted_at IS NULL',
            [id],
          )
        : await q.query<{ author_user_id: string; content_id: string }>(
            'SELECT author_user_id, content_id FROM comments WHERE comment_id = $1 AND deleted_at IS NULL',
            [id],
          );
    return rows[0] ?? null;
  },

  async setHidden(q, table, id, hidden) {
    const key = table === 'contents' ? 'content_id' : 'comment_id';
    await q.query(`UPDATE ${table} SET hidden_at = $2, hidden_reason = $3, hidden_by = $4 WHERE ${key} = $1`, [
      id,
      hidden?.at ?? null,
      hidden?.reason ?? null,
      hidden?.by ?? null,
    ]);
  },

  async reportUploadNamed(q, uploadId) {
    const rows = await q.query('SELECT 1 FROM issue_reports WHERE attachment_ids ? $1 LIMIT 1', [uploadId]);
    return rows.length > 0;
  },

  async placePhotoNamed(q, imageId) {
    const rows = await q.query(
      'SELECT 1 FROM locations WHERE photo_image_id = $1 AND proposer_user_id IS NOT NULL LIMIT 1',
      [imageId],
    );
    return rows.length > 0;
  },
};
