import type { Queryable } from '../kernel/database.port';
import { publicContent } from '../kernel/public-content';
import type { AuthorCounts, ContentListStore, ContentView, ListFilter, ListPage } from './content.ports';
import { CONTENT_COLUMNS, versionJson, WORKING_VERSION } from './content.repository';

/** What a list row shows of a version: the document without its sections (lists stay small). */
const LIST_VERSION_JSON = versionJson(`v.document || '{"sections": []}'::jsonb`);

const FILTERS: Record<ListFilter, string> = {
  all: `c.status <> 'reserved'`,
  draft: 'c.draft_version IS NOT NULL',
  published: 'c.published_version IS NOT NULL',
};

/** Public contents matching `where` (on $1 = `key`), their published version each, newest first publication first. */
async function listPublic(q: Queryable, where: string, key: string, offset: number, limit: number): Promise<ListPage> {
  const condition = `${where} AND ${publicContent('c')}`;
  const rows = await q.query<ContentView>(
    `SELECT ${CONTENT_COLUMNS}, ${LIST_VERSION_JSON}
     FROM contents c
     JOIN content_versions v ON v.content_id = c.content_id AND v.version = c.published_version
     LEFT JOIN profiles p ON p.user_id = c.author_user_id
     WHERE ${condition} ORDER BY c.published_at DESC, c.content_id OFFSET $2 LIMIT $3`,
    [key, offset, limit],
  );
  const [count] = await q.query<{ total: number }>(`SELECT count(*)::int AS total FROM contents c WHERE ${condition}`, [key]);
  return { rows, total: count.total };
}

/** Lists of contents: the author's own (my contents) and a creator's public ones, with their counts. */
export const contentListRepository: ContentListStore = {
  /** The author's own contents (reserved ones are ids never saved, so they are not listed), newest update first. */
  async listOwn(q: Queryable, authorUserId: string, filter: ListFilter, offset: number, limit: number): Promise<ListPage> {
    const where = `c.author_user_id = $1 AND c.deleted_at IS NULL AND ${FILTERS[filter]}`;
    const rows = await q.query<ContentView>(
      `SELECT ${CONTENT_COLUMNS}, ${LIST_VERSION_JSON}
       FROM contents c
       LEFT JOIN content_versions v ON v.content_id = c.content_id AND v.version = ${WORKING_VERSION}
       LEFT JOIN profiles p ON p.user_id = c.author_user_id
       WHERE ${where} ORDER BY c.updated_at DESC, c.content_id OFFSET $2 LIMIT $3`,
      [authorUserId, offset, limit],
    );
    const [count] = await q.query<{ total: number }>(`SELECT count(*)::int AS total FROM contents c WHERE ${where}`, [authorUserId]);
    return { rows, total: count.total };
  },

  /** A creator's public contents: the published version of each, newest first publication first. */
  listPublished: (q: Queryable, authorUserId: string, offset: number, limit: number): Promise<ListPage> =>
    listPublic(q, 'c.author_user_id = $1', authorUserId, offset, limit),

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

  /** A campaign's entries: the same public list, of the contents written for the campaign. */
  listOfCampaign: (q: Queryable, campaignId: string, offset: number, limit: number): Promise<ListPage> =>
    listPublic(q, 'c.campaign_id = $1', campaignId, offset, limit),
};
