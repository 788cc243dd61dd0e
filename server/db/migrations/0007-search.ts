/**
 * Discovery: the search index, its typo vocabulary, signed-in read history, and indexes for the
 * trending windows.
 *
 * - `search_documents`: one row per published content, for the published version it was built from
 *   (`version`). Built lazily by the feed module (server/feed/feed.repository.ts): before each feed read,
 *   rows whose version differs from contents.published_version are rebuilt, so publishing, republishing and
 *   deleting need no call into the feed. `document` is a tsvector of Thai-segmented, space-joined tokens
 *   (src/domain/search/segment.ts) parsed with the `english` configuration (Thai words pass through as they
 *   are, Latin words are stemmed: "trips" → "trip"); title weight A, summary B, body C; GIN-indexed.
 * - `search_vocabulary`: the Latin words of titles and summaries with each one-letter deletion of them
 *   (symmetric delete), so a one-letter typo in a query word finds its word by equality lookups.
 * - `content_reads`: contents a signed-in reader opened (you-may-like never offers them again).
 */
export const migration0007 = {
  id: 7,
  name: 'search',
  sql: `
    CREATE TABLE search_documents (
      content_id    text PRIMARY KEY REFERENCES contents(content_id),
      version       integer NOT NULL,
      language      text NOT NULL,
      category_ids  jsonb NOT NULL DEFAULT '[]',
      location_ids  jsonb NOT NULL DEFAULT '[]',
      document      tsvector NOT NULL,
      indexed_at    timestamptz NOT NULL
    );
    CREATE INDEX search_documents_document ON search_documents USING GIN (document);
    CREATE INDEX search_documents_categories ON search_documents USING GIN (category_ids);

    CREATE TABLE search_vocabulary (
      variant  text NOT NULL,
      word     text NOT NULL,
      PRIMARY KEY (variant, word)
    );

    CREATE TABLE content_reads (
      user_id     text NOT NULL REFERENCES users(user_id),
      content_id  text NOT NULL REFERENCES contents(content_id),
      read_at     timestamptz NOT NULL,
      PRIMARY KEY (user_id, content_id)
    );

    CREATE INDEX content_views_viewed_at ON content_views (viewed_at);
    CREATE INDEX comments_created_at ON comments (created_at) WHERE deleted_at IS NULL;
    CREATE INDEX comments_author ON comments (author_user_id)
  `,
} as const;
