import type { ContentKind } from '../../src/domain/content/content';
import type { Queryable } from '../kernel/database.port';
import { keyParam, sortKeyColumn, type KeysetWindow } from '../kernel/keyset';
import { publicContent } from '../kernel/public-content';
import type { AuthorCounts, ContentListStore, ContentView, ListFilter, ListPage } from './content.ports';
import { CONTENT_COLUMNS, versionJson, WORKING_VERSION } from './content.repository';

/** What a list row shows of a version: the document without its sections (lists stay small). */
const LIST_VERSION_JSON = versionJson(`v.document || '{"sections": []}'::jsonb`);

/** A kind filter of the author's own list, written out per kind (closed set: nothing from the request enters the SQL). */
const KINDS: Record<ContentKind, string> = { article: `c.kind = 'article'`, trip: `c.kind = 'trip'` };

const FILTERS: Record<ListFilter, string> = {
  all: `c.status <> 'reserved'`,
  draft: 'c.draft_version IS NOT NULL',
  published: 'c.published_version IS NOT NULL',
};

/**
 * One page, newest `time` first (ties: content_id, also descending), `limit + 1` rows (kernel/keyset.ts).
 * `where` filters on $1 = `key`. An offset page uses OFFSET and counts the list; a keyset page reads after
 * the cursor's (time, content_id) on the matching index of migration 0014, without OFFSET or count(*).
 */
async function listPage(
  q: Queryable,
  from: string,
  where: string,
  time: string,
  key: string,
  window: KeysetWindow,
  extraColumns = '',
): Promise<ListPage> {
  const select = `SELECT ${CONTENT_COLUMNS}, ${LIST_VERSION_JSON}, ${sortKeyColumn(time)}${extraColumns} FROM ${from} WHERE ${where}`;
  const order = `ORDER BY ${time} DESC, c.content_id DESC`;
  if (window.after) {
    const rows = await q.query<ContentView & { sort_key: string }>(
      `${select} AND (${time}, c.content_id) < (${keyParam('$2')}, $3) ${order} LIMIT $4`,
      [key, window.after.key, window.after.id, window.limit + 1],
    );
    return { rows, total: null };
  }
  const rows = await q.query<ContentView & { sort_key: string }>(`${select} ${order} OFFSET $2 LIMIT $3`, [
    key,
    window.offset,
    window.limit + 1,
  ]);
  const [count] = await q.query<{ total: number }>(`SELECT count(*)::int AS total FROM contents c WHERE ${where}`, [
    key,
  ]);
  return { rows, total: count.total };
}

/**
 * How many readers keep each content (the owner's "saved by N" in my contents): counted in the same query, one
 * probe of the saved_items_target index (kind, target_id) per listed row, so a page stays one read.
 */
const SAVED_COUNT = `, (SELECT count(*)::int FROM saved_items si WHERE si.kind = 'content' AND si.target_id = c.content_id) AS saved_count`;

const PUBLIC_FROM = `contents c
  JOIN content_versions v ON v.content_id = c.content_id AND v.version = c.published_version
  LEFT JOIN profiles p ON p.user_id = c.author_user_id`;

/** Public contents matching `where` (on $1 = `key`), their published version each, newest first publication first. */
const listPublic = (q: Queryable, where: string, key: string, window: KeysetWindow): Promise<ListPage> =>
  listPage(q, PUBLIC_FROM, `${where} AND ${publicContent('c')}`, 'c.published_at', key, window);

/** Lists of contents: the author's own (my contents) and a creator's public ones, with their counts. */
export const contentListRepository: ContentListStore = {
  /** The author's own contents (reserved ones are ids never saved, so they are not listed), newest update first. */
  listOwn: (
    q: Queryable,
    authorUserId: string,
    filter: ListFilter,
    window: KeysetWindow,
    kind: ContentKind | null = null,
  ): Promise<ListPage> =>
    listPage(
      q,
      `contents c
       LEFT JOIN content_versions v ON v.content_id = c.content_id AND v.version = ${WORKING_VERSION}
       LEFT JOIN profiles p ON p.user_id = c.author_user_id`,
      `c.author_user_id = $1 AND c.deleted_at IS NULL AND ${FILTERS[filter]}${kind ? ` AND ${KINDS[kind]}` : ''}`,
      'c.updated_at',
      authorUserId,
      window,
      SAVED_COUNT,
    ),

  /** A creator's public contents: the published version of each, newest first publication first. */
  listPublished: (q: Queryable, authorUserId: string, window: KeysetWindow): Promise<ListPage> =>
    listPublic(q, 'c.author_user_id = $1', authorUserId, window),

  /** A published content with a draft counts in both `drafts` and `published`. */
  async countsOf(q: Queryable, authorUserId: string): Promise<AuthorCounts> {
    const [row] = await q.query<AuthorCounts>(
      `SELECT count(*) FILTER (WHERE ${FILTERS.all})::int AS total, count(*) FILTER (WHERE ${FILTERS.draft})::int AS drafts,
         count(*) FILTER (WHERE ${FILTERS.published})::int AS published
       FROM contents c WHERE c.author_user_id = $1 AND c.deleted_at IS NULL`,
      [authorUserId],
    );
    return row;
  },

  /**
   * The "Following" feed: public contents of the creators the user follows (follows, migration 0022), newest first
   * publication first. Per creator followed, at most the rows the page needs are read on
   * contents_author_published_keyset (a LATERAL read after the cursor), then merged: a page costs
   * (creators followed) × (page size) index entries at most, however much each creator wrote.
   */
  async listFollowedBy(q: Queryable, followerUserId: string, window: KeysetWindow): Promise<ListPage> {
    const after = window.after ? `AND (c.published_at, c.content_id) < (${keyParam('$3')}, $4)` : '';
    const perCreator = window.after ? '$2' : '$2::int + $3::int';
    const sql = `SELECT x.* FROM follows f
      JOIN users u ON u.user_id = f.creator_user_id AND u.deleted_at IS NULL
      CROSS JOIN LATERAL (
        SELECT ${CONTENT_COLUMNS}, ${LIST_VERSION_JSON}, ${sortKeyColumn('c.published_at')}
        FROM ${PUBLIC_FROM}
        WHERE c.author_user_id = f.creator_user_id AND ${publicContent('c')} ${after}
        ORDER BY c.published_at DESC, c.content_id DESC
        LIMIT ${perCreator}
      ) x
      WHERE f.follower_user_id = $1
      ORDER BY x.published_at DESC, x.content_id DESC`;
    type Row = ListPage['rows'][number];
    if (window.after) {
      const rows = await q.query<Row>(`${sql} LIMIT $2`, [
        followerUserId,
        window.limit + 1,
        window.after.key,
        window.after.id,
      ]);
      return { rows, total: null };
    }
    const rows = await q.query<Row>(`${sql} OFFSET $3 LIMIT $2`, [followerUserId, window.limit + 1, window.offset]);
    const [count] = await q.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM follows f
       JOIN users u ON u.user_id = f.creator_user_id AND u.deleted_at IS NULL
       JOIN contents c ON c.author_user_id = f.creator_user_id AND ${publicContent('c')}
       WHERE f.follower_user_id = $1`,
      [followerUserId],
    );
    return { rows, total: count.total };
  },

  /** A campaign's entries: the same public list, of the contents written for the campaign. */
  listOfCampaign: (q: Queryable, campaignId: string, window: KeysetWindow): Promise<ListPage> =>
    listPublic(q, 'c.campaign_id = $1', campaignId, window),
};
