import { TRENDING, YOU_MAY_LIKE } from '../../src/domain/search/ranking';
import type { ContainsPart } from '../../src/domain/search/segment';
import { containsAllSql } from '../kernel/contains-sql';
import type { Queryable } from '../kernel/database.port';
import { keyParam, sortKeyColumn, type KeysetRows, type KeysetWindow } from '../kernel/keyset';
import { publicContent } from '../kernel/public-content';
import type {
  CreatorRow,
  FeedContentRow,
  FeedStore,
  IndexDocument,
  LocationRow,
  ReaderSignalsRow,
  RowPage,
  SearchFilters,
  StaleDocument,
  TrendingCategoryRow,
} from './feed.ports';

/** A search row is current when it was built from the content's published version and the content is neither deleted nor hidden. */
const LIVE = `${publicContent('c')} AND c.published_version = sd.version`;
const FROM_LIVE = `search_documents sd JOIN contents c ON c.content_id = sd.content_id AND ${LIVE}`;
/**
 * The one rule of "a content of this category": a live search row (FROM_LIVE) listing it. The category page,
 * its count, the search filter and the trending chips' count all use it, so the chip and the page agree.
 */
const inCategory = (categoryIds: string, categoryId: string) => `${categoryIds} ? ${categoryId}`;

/** The title and summary of each translation of the version `v` (null: none), never their sections' words. */
const TRANSLATED_HEADS = `(SELECT jsonb_object_agg(t.key, jsonb_build_object('title', t.value->>'title', 'summary', t.value->>'summary'))
  FROM jsonb_each(CASE WHEN jsonb_typeof(v.document->'translations') = 'object' THEN v.document->'translations' ELSE '{}'::jsonb END) t
  WHERE jsonb_typeof(t.value) = 'object')`;

/** What a list shows of a content: its published version's title, summary and cover, its author and counters. */
const DETAIL_COLUMNS = `c.content_id, c.kind, c.revision, c.draft_version, c.updated_at, c.published_at, c.view_count, c.comment_count,
  c.author_user_id, p.username, p.display_name, p.avatar_image,
  v.document->>'title' AS title, v.document->>'summary' AS summary, v.document->'cover' AS cover,
  sd.language, ${TRANSLATED_HEADS} AS translations, sd.category_ids, sd.location_ids, sd.places`;

/**
 * Added to the rank of a content whose own text (title, summary, body) holds the whole query: ts_rank is below 1
 * with these weights, so such a content ranks above every content found only through its places' names.
 */
const TEXT_MATCH_BONUS = 1;

/** Contents a reader engaged with (commented on or opened signed in); `u` is the reader's parameter. */
const engagedIds = (u: string) =>
  `SELECT content_id FROM comments WHERE author_user_id = ${u} AND deleted_at IS NULL UNION SELECT content_id FROM content_reads WHERE user_id = ${u}`;
const engaged = (u: string) => `(${engagedIds(u)})`;

/**
 * One page of `matched` (content_id, rank and the order keys), with the details of the page's rows and the
 * total: one statement, the total still there when the page is past the end.
 */
async function pageOf(
  q: Queryable,
  matched: string,
  order: (t: string) => string,
  params: unknown[],
  offset: number,
  limit: number,
): Promise<RowPage<FeedContentRow>> {
  const n = params.length;
  const rows = await q.query<FeedContentRow & { total: number; present: string | null }>(
    `WITH matched AS (${matched}),
     page AS (SELECT m.* FROM matched m ORDER BY ${order('m')} OFFSET $${n + 1} LIMIT $${n + 2})
     SELECT tot.total, d.* FROM (SELECT count(*)::int AS total FROM matched) tot
     LEFT JOIN (
       SELECT ${DETAIL_COLUMNS}, page.rank::float8 AS rank, c.content_id AS present
       FROM page
       JOIN contents c ON c.content_id = page.content_id
       JOIN content_versions v ON v.content_id = c.content_id AND v.version = c.published_version
       JOIN search_documents sd ON sd.content_id = c.content_id
       LEFT JOIN profiles p ON p.user_id = c.author_user_id
     ) d ON true
     ORDER BY ${order('d')}`,
    [...params, offset, limit],
  );
  return { rows: rows.filter((r) => r.present !== null), total: rows[0]?.total ?? 0 };
}

const byRank = (t: string) => `${t}.rank DESC, ${t}.published_at DESC, ${t}.content_id`;

/** The trending score of every content with events in the window ($1 now, $2 days), formula of src/domain/search/ranking.ts. */
const TRENDING_SCORES = `
  SELECT content_id, sum(w * power(2::float8, -extract(epoch FROM ($1::timestamptz - at))::float8 / 3600.0 / ${TRENDING.halfLifeHours})) AS score
  FROM (
    SELECT content_id, ${TRENDING.weights.view}::float8 AS w, viewed_at AS at FROM content_views
      WHERE viewed_at >= $1::timestamptz - make_interval(days => $2::int) AND viewed_at <= $1::timestamptz
    UNION ALL
    SELECT content_id, ${TRENDING.weights.comment}::float8, created_at FROM comments
      WHERE deleted_at IS NULL AND author_deleted_at IS NULL AND hidden_at IS NULL AND created_at >= $1::timestamptz - make_interval(days => $2::int) AND created_at <= $1::timestamptz
    -- poll votes (TRENDING.weights.pollVote) join here when polls land: UNION ALL SELECT content_id, w, voted_at FROM ...
  ) events GROUP BY content_id`;

export const feedRepository: FeedStore = {
  async staleDocuments(q, limit) {
    return q.query<StaleDocument>(
      `WITH stale AS (
         SELECT c.content_id, c.published_version FROM contents c
         WHERE c.deleted_at IS NULL AND c.published_version IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM search_documents sd WHERE sd.content_id = c.content_id AND sd.version = c.published_version)
         ORDER BY c.content_id LIMIT $1
       )
       SELECT s.content_id, s.published_version AS version, v.document, v.location_ids,
         coalesce((
           SELECT jsonb_agg(jsonb_build_object('th', l.name_th, 'en', l.name_en) ORDER BY x.n)
           FROM jsonb_array_elements_text(v.location_ids) WITH ORDINALITY x(location_id, n)
           JOIN locations l ON l.location_id = x.location_id AND l.status = 'approved'
         ), '[]'::jsonb) AS places
       FROM stale s JOIN content_versions v ON v.content_id = s.content_id AND v.version = s.published_version
       ORDER BY s.content_id`,
      [limit],
    );
  },

  async saveDocuments(q, docs: readonly IndexDocument[], now) {
    if (docs.length === 0) return;
    await q.query(
      `INSERT INTO search_documents (content_id, version, language, languages, category_ids, location_ids, places, document, indexed_at)
       SELECT d.content_id, d.version, d.language, d.languages, d.category_ids, d.location_ids, d.places,
         setweight(to_tsvector('english', d.title_tokens), 'A') || setweight(to_tsvector('english', d.summary_tokens), 'B')
           || setweight(to_tsvector('english', d.body_tokens), 'C') || setweight(to_tsvector('english', d.place_tokens), 'D'),
         $2
       FROM jsonb_to_recordset($1::jsonb) AS d(content_id text, version int, language text, languages jsonb, category_ids jsonb, location_ids jsonb,
         places jsonb, title_tokens text, summary_tokens text, body_tokens text, place_tokens text)
       ON CONFLICT (content_id) DO UPDATE SET version = EXCLUDED.version, language = EXCLUDED.language, languages = EXCLUDED.languages,
         category_ids = EXCLUDED.category_ids, location_ids = EXCLUDED.location_ids, places = EXCLUDED.places,
         document = EXCLUDED.document, indexed_at = EXCLUDED.indexed_at`,
      [JSON.stringify(docs), now],
    );
  },

  async addVocabulary(q, pairs) {
    if (pairs.length === 0) return;
    await q.query(
      `INSERT INTO search_vocabulary (variant, word)
       SELECT p->>0, p->>1 FROM jsonb_array_elements($1::jsonb) p ON CONFLICT DO NOTHING`,
      [JSON.stringify(pairs)],
    );
  },

  async vocabularyMatches(q, variants) {
    if (variants.length === 0) return [];
    const rows = await q.query<{ word: string }>(
      `SELECT DISTINCT word FROM search_vocabulary WHERE variant IN (SELECT jsonb_array_elements_text($1::jsonb)) ORDER BY word`,
      [JSON.stringify(variants)],
    );
    return rows.map((r) => r.word);
  },

  async search(q, filters: SearchFilters, offset, limit) {
    const params: unknown[] = [];
    const param = (value: unknown) => (params.push(value), `$${params.length}`);
    const where = [LIVE];
    let rank = '0::float8';
    let from = FROM_LIVE;
    if (filters.tsquery !== null) {
      from += `, to_tsquery('english', ${param(filters.tsquery)}) query`;
      where.push('sd.document @@ query');
      rank = 'ts_rank(sd.document, query)::float8';
      if (filters.textTsquery !== null) {
        from += `, to_tsquery('english', ${param(filters.textTsquery)}) text_query`;
        rank = `(${rank} + CASE WHEN sd.document @@ text_query THEN ${TEXT_MATCH_BONUS} ELSE 0 END)`;
      }
    }
    if (filters.kind) where.push(`c.kind = ${param(filters.kind)}`);
    if (filters.language) where.push(`sd.languages ? ${param(filters.language)}`);
    if (filters.categoryId) where.push(inCategory('sd.category_ids', param(filters.categoryId)));
    if (filters.locationId) where.push(`sd.location_ids ? ${param(filters.locationId)}`);
    const matched = `SELECT sd.content_id, c.published_at, c.view_count, ${rank} AS rank FROM ${from} WHERE ${where.join(' AND ')}`;
    return pageOf(q, matched, byRank, params, offset, limit);
  },

  async trending(q, now, days, excludeFor, offset, limit) {
    const params: unknown[] = [now, days];
    const exclude = excludeFor === null ? '' : `AND c.author_user_id <> $3 AND sd.content_id NOT IN ${engaged('$3')}`;
    if (excludeFor !== null) params.push(excludeFor);
    const matched = `SELECT sd.content_id, c.published_at, c.view_count, coalesce(s.score, 0)::float8 AS rank
      FROM ${FROM_LIVE} LEFT JOIN (${TRENDING_SCORES}) s ON s.content_id = sd.content_id
      WHERE true ${exclude}`;
    return pageOf(q, matched, byRank, params, offset, limit);
  },

  async trendingCategories(q, now, days, limit) {
    return q.query<TrendingCategoryRow>(
      `WITH scored AS (
         SELECT sd.category_ids, coalesce(s.score, 0)::float8 AS score
         FROM ${FROM_LIVE} LEFT JOIN (${TRENDING_SCORES}) s ON s.content_id = sd.content_id
       )
       SELECT cat.category_id, cat.name_en, cat.name_th, coalesce(sum(scored.score), 0)::float8 AS score,
         count(scored.category_ids)::int AS content_count
       FROM categories cat LEFT JOIN scored ON ${inCategory('scored.category_ids', 'cat.category_id')}
       GROUP BY cat.category_id, cat.name_en, cat.name_th, cat.sort_order
       HAVING count(scored.category_ids) > 0
       ORDER BY score DESC, cat.sort_order, cat.category_id LIMIT $3`,
      [now, days, limit],
    );
  },

  async readerSignals(q, userId) {
    const [row] = await q.query<ReaderSignalsRow>(
      `WITH mine AS (${engagedIds('$1')} UNION SELECT content_id FROM contents WHERE author_user_id = $1),
       docs AS (SELECT sd.category_ids, sd.location_ids FROM ${FROM_LIVE} WHERE sd.content_id IN (SELECT content_id FROM mine))
       SELECT
         coalesce((SELECT jsonb_agg(category_id ORDER BY category_id) FROM user_interests WHERE user_id = $1), '[]'::jsonb) AS interests,
         coalesce((SELECT jsonb_agg(DISTINCT x) FROM docs, jsonb_array_elements_text(docs.category_ids) x), '[]'::jsonb) AS categories,
         coalesce((SELECT jsonb_agg(DISTINCT x) FROM docs, jsonb_array_elements_text(docs.location_ids) x), '[]'::jsonb) AS places`,
      [userId],
    );
    return row;
  },

  async youMayLike(q, userId, signals, now, offset, limit) {
    const { interest, category, place } = YOU_MAY_LIKE.weights;
    const overlap = (column: string, set: string) =>
      `(SELECT count(DISTINCT x) FROM jsonb_array_elements_text(sd.${column}) x WHERE ${set}::jsonb ? x)`;
    const matched = `SELECT sd.content_id, c.published_at, c.view_count,
        (${interest} * ${overlap('category_ids', '$2')} + ${category} * ${overlap('category_ids', '$3')}
          + ${place} * ${overlap('location_ids', '$4')}
          + power(2::float8, -greatest(0, extract(epoch FROM ($5::timestamptz - c.published_at))::float8) / 86400.0 / ${YOU_MAY_LIKE.freshnessHalfLifeDays}))::float8 AS rank
      FROM ${FROM_LIVE}
      WHERE c.author_user_id <> $1 AND sd.content_id NOT IN ${engaged('$1')}`;
    return pageOf(
      q,
      matched,
      (t) => `${t}.rank DESC, ${t}.content_id`,
      [
        userId,
        JSON.stringify(signals.interests),
        JSON.stringify(signals.categories),
        JSON.stringify(signals.places),
        now,
      ],
      offset,
      limit,
    );
  },

  async categoryExists(q, categoryId) {
    return (await q.query('SELECT 1 FROM categories WHERE category_id = $1', [categoryId])).length > 0;
  },

  async publicLocationExists(q, locationId) {
    return (
      (await q.query("SELECT 1 FROM locations WHERE location_id = $1 AND status = 'approved'", [locationId])).length > 0
    );
  },

  /**
   * The time-ordered public lists (paging by key): a category's or a place's contents, newest first
   * publication first (ties: content_id, descending), `limit + 1` rows. By offset with count(*), or after a
   * cursor's (published_at, content_id) without OFFSET or count(*).
   */
  async newest(q, filter, window: KeysetWindow): Promise<KeysetRows<FeedContentRow & { sort_key: string }>> {
    const [where, key] =
      'categoryId' in filter
        ? [inCategory('sd.category_ids', '$1'), filter.categoryId]
        : ['sd.location_ids ? $1', filter.locationId];
    const select = `SELECT ${DETAIL_COLUMNS}, 0::float8 AS rank, ${sortKeyColumn('c.published_at')}
      FROM ${FROM_LIVE}
      JOIN content_versions v ON v.content_id = c.content_id AND v.version = c.published_version
      LEFT JOIN profiles p ON p.user_id = c.author_user_id
      WHERE ${where}`;
    const order = 'ORDER BY c.published_at DESC, c.content_id DESC';
    if (window.after) {
      const rows = await q.query<FeedContentRow & { sort_key: string }>(
        `${select} AND (c.published_at, c.content_id) < (${keyParam('$2')}, $3) ${order} LIMIT $4`,
        [key, window.after.key, window.after.id, window.limit + 1],
      );
      return { rows, total: null };
    }
    const rows = await q.query<FeedContentRow & { sort_key: string }>(`${select} ${order} OFFSET $2 LIMIT $3`, [
      key,
      window.offset,
      window.limit + 1,
    ]);
    const [count] = await q.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${FROM_LIVE} WHERE ${where}`, [
      key,
    ]);
    return { rows, total: count.total };
  },

  async categoryContents(q, categoryId, sort, offset, limit) {
    const rank = sort === 'most_read' ? 'c.view_count::float8' : '0::float8';
    const matched = `SELECT sd.content_id, c.published_at, c.view_count, ${rank} AS rank FROM ${FROM_LIVE} WHERE ${inCategory('sd.category_ids', '$1')}`;
    const order =
      sort === 'most_read'
        ? (t: string) => `${t}.view_count DESC, ${t}.published_at DESC, ${t}.content_id`
        : (t: string) => `${t}.published_at DESC, ${t}.content_id`;
    return pageOf(q, matched, order, [categoryId], offset, limit);
  },

  async searchLocations(q, parts, lang, offset, limit) {
    const hay = 'l.search_text';
    const where = containsAllSql(hay, parts, 2);
    const name = lang === 'th' ? 'l.name_th' : 'l.name_en';
    const whole = `$1`;
    const rows = await q.query<LocationRow & { total: number }>(
      `SELECT l.location_id, l.name_en, l.name_th, l.address, l.lat, l.lng, l.time_zone, l.opening_hours, l.category_id,
         l.district_th, l.district_en, l.province_th, l.province_en,
         l.photo_image_id, pm.blurhash AS photo_blurhash, pm.width AS photo_width, pm.height AS photo_height,
         count(*) OVER ()::int AS total
       FROM locations l LEFT JOIN media_images pm ON pm.image_id = l.photo_image_id WHERE l.status = 'approved' AND ${where.sql}
       ORDER BY CASE
           WHEN lower(l.name_en) = ${whole} OR lower(l.name_th) = ${whole} THEN 0
           WHEN strpos(lower(l.name_en), ${whole}) = 1 OR strpos(lower(l.name_th), ${whole}) = 1 THEN 1
           WHEN strpos(lower(l.name_en || ' ' || l.name_th), ${whole}) > 0 THEN 2
           ELSE 3 END,
         lower(${name}), l.location_id
       OFFSET $${2 + where.params.length} LIMIT $${3 + where.params.length}`,
      [wholeQuery(parts), ...where.params, offset, limit],
    );
    return { rows, total: rows[0]?.total ?? (offset > 0 ? await countLocations(q, hay, parts) : 0) };
  },

  async searchCreators(q, parts, offset, limit) {
    const hay = `lower(coalesce(p.display_name, '') || ' ' || coalesce(p.username, ''))`;
    const where = containsAllSql(hay, parts, 2);
    const from = `profiles p JOIN (
        SELECT author_user_id, count(*)::int AS published_count FROM contents
        WHERE ${publicContent()} GROUP BY author_user_id
      ) pc ON pc.author_user_id = p.user_id`;
    const rows = await q.query<CreatorRow & { total: number }>(
      `SELECT p.user_id, p.username, p.display_name, p.avatar_image, pc.published_count, count(*) OVER ()::int AS total
       FROM ${from} WHERE ${where.sql}
       ORDER BY CASE
           WHEN lower(coalesce(p.username, '')) = $1 OR lower(coalesce(p.display_name, '')) = $1 THEN 0
           WHEN strpos(lower(coalesce(p.username, '')), $1) = 1 OR strpos(lower(coalesce(p.display_name, '')), $1) = 1 THEN 1
           ELSE 2 END,
         pc.published_count DESC, p.user_id
       OFFSET $${2 + where.params.length} LIMIT $${3 + where.params.length}`,
      [wholeQuery(parts), ...where.params, offset, limit],
    );
    if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
    const counted = containsAllSql(hay, parts, 1);
    const [count] = await q.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM ${from} WHERE ${counted.sql}`,
      counted.params,
    );
    return { rows, total: count.total };
  },

  async recordRead(q, userId, contentId, at) {
    const rows = await q.query(
      `INSERT INTO content_reads (user_id, content_id, read_at)
       SELECT $1, c.content_id, $3 FROM contents c WHERE c.content_id = $2 AND ${publicContent('c')}
       ON CONFLICT (user_id, content_id) DO UPDATE SET read_at = EXCLUDED.read_at RETURNING content_id`,
      [userId, contentId, at],
    );
    return rows.length > 0;
  },
};

/** The query as typed, its parts joined (a Thai run whole): what an exact or leading name match is ranked by. */
const wholeQuery = (parts: readonly ContainsPart[]): string => parts.map((part) => part[0].join(' ')).join(' ');

async function countLocations(q: Queryable, hay: string, parts: readonly ContainsPart[]): Promise<number> {
  const where = containsAllSql(hay, parts, 1);
  const [row] = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM locations l WHERE l.status = 'approved' AND ${where.sql}`,
    where.params,
  );
  return row.total;
}
