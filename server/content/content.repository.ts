import type { PlaceWire } from '../../src/contract/content.contract';
import type { Queryable } from '../kernel/database.port';
import { publicContent } from '../kernel/public-content';
import type {
  ContentRow,
  ContentStore,
  ContentView,
  PointerColumns,
  PublicStamp,
  StoredDocument,
  StoredImage,
  VersionRow,
} from './content.ports';

export const CONTENT_COLUMNS = `c.content_id, c.author_user_id, c.kind, c.status, c.revision, c.draft_version, c.published_version,
  c.latest_version, c.view_count, c.comment_count, c.created_at, c.updated_at, c.published_at, c.deleted_at, c.campaign_id, c.hidden_at,
  p.username, p.display_name, p.avatar_image`;

/**
 * The version as one JSON value, so a missing version is one null instead of a dozen. `document` is the
 * whole stored document (migration 0006); a list row passes `v.document - 'sections'` to stay small.
 */
export const versionJson = (document = 'v.document') => `CASE WHEN v.version IS NULL THEN NULL ELSE json_build_object(
  'version', v.version, 'state', v.state, 'document', ${document}, 'location_ids', v.location_ids, 'v_created_at', v.created_at,
  'v_updated_at', v.updated_at, 'v_published_at', v.published_at) END AS version_row`;
const VERSION_JSON = versionJson();

/** Which version a list row or an editor read shows: the working draft, else the published one. */
export const WORKING_VERSION = 'COALESCE(c.draft_version, c.published_version)';

/**
 * The trip a copy was made from (`c.based_on_content_id`) as one JSON value: its published title and its creator,
 * only while readers can see it (the public-content rule), so a hidden, deleted or unpublished origin reads as null.
 */
const BASED_ON_JSON = `(SELECT json_build_object('content_id', o.content_id, 'title', COALESCE(ov.document->>'title', ''),
    'author', json_build_object('user_id', o.author_user_id, 'username', op.username, 'display_name', op.display_name,
      'avatar_image', op.avatar_image))
  FROM contents o JOIN content_versions ov ON ov.content_id = o.content_id AND ov.version = o.published_version
  LEFT JOIN profiles op ON op.user_id = o.author_user_id
  WHERE o.content_id = c.based_on_content_id AND ${publicContent('o')}) AS based_on`;

const placesJson = (languageColumn: string) => `(SELECT COALESCE(json_agg(json_build_object(
    'location_id', l.location_id, 'name', CASE WHEN ${languageColumn} = 'th' THEN l.name_th ELSE l.name_en END,
    'name_en', l.name_en, 'name_th', l.name_th,
    'address', l.address, 'lat', l.lat, 'lng', l.lng, 'time_zone', l.time_zone, 'opening_hours', l.opening_hours, 'status', l.status)
    ORDER BY ids.ord), '[]'::json)
  FROM jsonb_array_elements_text(v.location_ids) WITH ORDINALITY AS ids(id, ord)
  JOIN locations l ON l.location_id = ids.id) AS places`;

const json = (value: unknown): string => JSON.stringify(value);

/** Contents and their version snapshots (migrations 0005, 0006). Every write of the service runs inside one transaction. */
export const contentRepository: ContentStore = {
  async insertReserved(
    q: Queryable,
    row: {
      contentId: string;
      authorUserId: string;
      kind: string;
      campaignId?: string | null;
      basedOnContentId?: string | null;
    },
    now: Date,
  ): Promise<void> {
    await q.query(
      `INSERT INTO contents (content_id, author_user_id, kind, status, revision, latest_version, created_at, updated_at, campaign_id,
         based_on_content_id)
       VALUES ($1, $2, $3, 'reserved', 1, 0, $4, $4, $5, $6)`,
      [row.contentId, row.authorUserId, row.kind, now, row.campaignId ?? null, row.basedOnContentId ?? null],
    );
  },

  /** Locks the content row for the rest of the transaction: concurrent writes of one content queue here. */
  async lock(q: Queryable, contentId: string): Promise<ContentRow | null> {
    const rows = await q.query<ContentRow>('SELECT * FROM contents WHERE content_id = $1 FOR UPDATE', [contentId]);
    return rows[0] ?? null;
  },

  /**
   * The optimistic-concurrency guard: only a write that read `revision` wins; null when another write got
   * there first. `pointers` are what the lifecycle step (src/domain/content/lifecycle.ts) answered.
   */
  async advance(
    q: Queryable,
    contentId: string,
    revision: number,
    pointers: PointerColumns,
    now: Date,
  ): Promise<ContentRow | null> {
    const rows = await q.query<ContentRow>(
      `UPDATE contents SET revision = revision + 1, updated_at = $3, status = $4, draft_version = $5, published_version = $6,
         latest_version = $7, published_at = $8, deleted_at = $9
       WHERE content_id = $1 AND revision = $2 RETURNING *`,
      [
        contentId,
        revision,
        now,
        pointers.status,
        pointers.draft_version,
        pointers.published_version,
        pointers.latest_version,
        pointers.published_at,
        pointers.deleted_at,
      ],
    );
    return rows[0] ?? null;
  },

  async insertVersion(
    q: Queryable,
    contentId: string,
    version: number,
    doc: StoredDocument,
    locationIds: readonly string[],
    now: Date,
  ): Promise<void> {
    await q.query(
      `INSERT INTO content_versions (content_id, version, state, document, location_ids, created_at, updated_at)
       VALUES ($1, $2, 'draft', $3::jsonb, $4::jsonb, $5, $5)`,
      [contentId, version, json(doc), json(locationIds), now],
    );
  },

  async updateDraft(
    q: Queryable,
    contentId: string,
    version: number,
    doc: StoredDocument,
    locationIds: readonly string[],
    now: Date,
  ): Promise<void> {
    await q.query(
      `UPDATE content_versions SET document = $3::jsonb, location_ids = $4::jsonb, updated_at = $5
       WHERE content_id = $1 AND version = $2 AND state = 'draft'`,
      [contentId, version, json(doc), json(locationIds), now],
    );
  },

  /** create_draft: the next version starts as a copy of the published one. */
  async copyAsDraft(q: Queryable, contentId: string, from: number, to: number, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO content_versions (content_id, version, state, document, location_ids, created_at, updated_at)
       SELECT content_id, $3, 'draft', document, location_ids, $4, $4
       FROM content_versions WHERE content_id = $1 AND version = $2`,
      [contentId, from, to, now],
    );
  },

  /** Publish: the old published version becomes superseded first (one published row per content). */
  async publishDraft(q: Queryable, contentId: string, version: number, now: Date): Promise<void> {
    await q.query(`UPDATE content_versions SET state = 'superseded' WHERE content_id = $1 AND state = 'published'`, [
      contentId,
    ]);
    await q.query(
      `UPDATE content_versions SET state = 'published', published_at = $3, updated_at = $3 WHERE content_id = $1 AND version = $2`,
      [contentId, version, now],
    );
  },

  async deleteDraft(q: Queryable, contentId: string, version: number): Promise<void> {
    await q.query(`DELETE FROM content_versions WHERE content_id = $1 AND version = $2 AND state = 'draft'`, [
      contentId,
      version,
    ]);
  },

  /**
   * A content with one version: a number, its working version (null) or its published one. Deleted ones
   * too (callers decide); `version_row` is null when there is no such version.
   */
  async view(q: Queryable, contentId: string, version: number | null | 'published'): Promise<ContentView | null> {
    const which = version === null ? WORKING_VERSION : version === 'published' ? 'c.published_version' : '$2';
    const rows = await q.query<ContentView>(
      `SELECT ${CONTENT_COLUMNS}, c.based_on_content_id, ${BASED_ON_JSON}, ${VERSION_JSON}
       FROM contents c
       LEFT JOIN content_versions v ON v.content_id = c.content_id AND v.version = ${which}
       LEFT JOIN profiles p ON p.user_id = c.author_user_id
       WHERE c.content_id = $1`,
      typeof version === 'number' ? [contentId, version] : [contentId],
    );
    return rows[0] ?? null;
  },

  /**
   * What changes without a new version (counts, first publication, the author's public profile): one
   * primary-key read, made by public-content-cache.ts on a miss only (a hit reads nothing). Null when deleted, hidden by a moderator or never published.
   */
  async publicStamp(q: Queryable, contentId: string): Promise<PublicStamp | null> {
    const rows = await q.query<PublicStamp>(
      `SELECT c.content_id, c.kind, c.author_user_id, c.published_version, c.published_at, c.view_count, c.comment_count, c.campaign_id,
         p.username, p.display_name, p.avatar_image, c.based_on_content_id, ${BASED_ON_JSON}
       FROM contents c LEFT JOIN profiles p ON p.user_id = c.author_user_id
       WHERE c.content_id = $1 AND ${publicContent('c')}`,
      [contentId],
    );
    return rows[0] ?? null;
  },

  /**
   * One version with its resolved places, in the version's language (the costly part of a reader's read).
   * A published version row never changes again (only drafts are edited) and approved locations are never updated,
   * so the result may be kept as long as the content's published_version still names it (the cache skips a result
   * naming a pending place: its status changes on review).
   */
  async versionWithPlaces(
    q: Queryable,
    contentId: string,
    version: number,
  ): Promise<{ version_row: VersionRow; places: PlaceWire[] } | null> {
    const rows = await q.query<{ version_row: VersionRow; places: PlaceWire[] }>(
      `SELECT ${VERSION_JSON}, ${placesJson("v.document->>'language'")}
       FROM content_versions v WHERE v.content_id = $1 AND v.version = $2`,
      [contentId, version],
    );
    return rows[0] ?? null;
  },

  /** One view per (content, session): true when this session had not been counted yet. */
  async recordView(q: Queryable, contentId: string, sessionId: string, now: Date): Promise<boolean> {
    const rows = await q.query(
      `INSERT INTO content_views (content_id, session_id, viewed_at) VALUES ($1, $2, $3)
       ON CONFLICT (content_id, session_id) DO NOTHING RETURNING session_id`,
      [contentId, sessionId, now],
    );
    return rows.length === 1;
  },

  /** The view count of a published, live content; null when it is deleted, never published or unknown. */
  async publishedViewCount(q: Queryable, contentId: string): Promise<number | null> {
    const rows = await q.query<{ view_count: string | number }>(
      `SELECT view_count FROM contents WHERE content_id = $1 AND ${publicContent()}`,
      [contentId],
    );
    return rows.length === 0 ? null : Number(rows[0].view_count);
  },

  async incrementViews(q: Queryable, contentId: string): Promise<number> {
    const rows = await q.query<{ view_count: number | string }>(
      'UPDATE contents SET view_count = view_count + 1 WHERE content_id = $1 RETURNING view_count',
      [contentId],
    );
    return Number(rows[0].view_count);
  },

  /** Existing ids among `ids` of a table keyed by text (images of the caller, locations, categories). */
  async ownedImages(q: Queryable, ownerUserId: string, ids: readonly string[]): Promise<StoredImage[]> {
    if (ids.length === 0) return [];
    return q.query<StoredImage>(
      `SELECT image_id, width, height, blurhash FROM media_images
       WHERE owner_user_id = $1 AND image_id IN (SELECT jsonb_array_elements_text($2::jsonb))`,
      [ownerUserId, json(ids)],
    );
  },

  async usableLocationIds(q: Queryable, userId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await q.query<{ id: string }>(
      `SELECT location_id AS id FROM locations WHERE location_id IN (SELECT jsonb_array_elements_text($1::jsonb))
         AND (status = 'approved' OR (status = 'pending' AND proposer_user_id = $2))`,
      [json(ids), userId],
    );
    return new Set(rows.map((row) => row.id));
  },

  async usablePollIds(q: Queryable, userId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await q.query<{ id: string }>(
      `SELECT poll_id AS id FROM polls WHERE poll_id IN (SELECT jsonb_array_elements_text($1::jsonb))
         AND (standalone OR owner_user_id = $2)`,
      [json(ids), userId],
    );
    return new Set(rows.map((row) => row.id));
  },

  async knownIds(q: Queryable, table: 'locations' | 'categories', ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const column = table === 'locations' ? 'location_id' : 'category_id';
    const rows = await q.query<{ id: string }>(
      `SELECT ${column} AS id FROM ${table} WHERE ${column} IN (SELECT jsonb_array_elements_text($1::jsonb))`,
      [json(ids)],
    );
    return new Set(rows.map((row) => row.id));
  },
};
