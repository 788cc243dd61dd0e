/**
 * Search in both languages of a content (README "Two languages"): a content's search row also holds the words of
 * its readable translation (one with a title) with the same weights as its primary words, so a query in either
 * language finds it, once.
 *
 * - `search_documents.languages`: the languages readers can read the content in (primary first), what the
 *   search's `language` filter matches;
 * - every search row is dropped, so the lazy index (server/feed) rebuilds each one with its translation on the
 *   next feed read (the same path as a first start and as migration 0029).
 */
export const migration0030 = {
  id: 30,
  name: 'search-translations',
  sql: `
    ALTER TABLE search_documents ADD COLUMN languages jsonb NOT NULL DEFAULT '[]';
    DELETE FROM search_documents;
  `,
};
