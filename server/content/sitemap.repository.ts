import type { Queryable } from '../kernel/database.port';
import { publicContent } from '../kernel/public-content';
import type { SitemapContentRow, SitemapProfileRow, SitemapStore } from './sitemap.ports';

const PUBLIC = publicContent('c');
const LASTMOD = 'COALESCE(v.published_at, v.updated_at, c.published_at, c.updated_at)';
/** The titles of the public version's translations by language (null: none): the use case decides which are readable. */
const TRANSLATION_TITLES = `(SELECT jsonb_object_agg(t.key, t.value->'title')
  FROM jsonb_each(CASE WHEN jsonb_typeof(v.document->'translations') = 'object' THEN v.document->'translations' ELSE '{}'::jsonb END) t
  WHERE jsonb_typeof(t.value) = 'object')`;

/** What /sitemap.xml lists: ids, kinds, usernames and dates only, bounded by `limit`. */
export const sitemapRepository: SitemapStore = {
  publishedContents: (q: Queryable, limit: number) =>
    q.query<SitemapContentRow>(
      `SELECT c.content_id, c.kind, ${LASTMOD} AS lastmod, v.document->>'language' AS language,
         ${TRANSLATION_TITLES} AS translation_titles
       FROM contents c
       JOIN content_versions v ON v.content_id = c.content_id AND v.version = c.published_version
       WHERE ${PUBLIC}
       ORDER BY c.published_at DESC NULLS LAST, c.content_id LIMIT $1`,
      [limit],
    ),

  creatorProfiles: (q: Queryable, limit: number) =>
    q.query<SitemapProfileRow>(
      `SELECT p.username, GREATEST(max(${LASTMOD}), p.updated_at) AS lastmod
       FROM contents c
       JOIN content_versions v ON v.content_id = c.content_id AND v.version = c.published_version
       JOIN profiles p ON p.user_id = c.author_user_id
       WHERE ${PUBLIC} AND p.username IS NOT NULL AND p.username <> ''
       GROUP BY p.user_id, p.username, p.updated_at
       ORDER BY lastmod DESC, p.username LIMIT $1`,
      [limit],
    ),
};
