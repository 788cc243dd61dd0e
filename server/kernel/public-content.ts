/**
 * The one SQL condition for "readers can see this content": it has a published version, its author
 * has not deleted it and no moderator has hidden it. Every public read, count and list uses it (content, comments,
 * feed and search, sitemap, moderation's report targets, campaign entries), so the rule changes in one place.
 * It lives in the kernel because repositories may import only the kernel and their own module.
 *
 * `alias` is the `contents` table's alias in the query (none for an unaliased `FROM contents`).
 */
export const publicContent = (alias?: string): string => {
  const c = alias ? `${alias}.` : '';
  return `${c}deleted_at IS NULL AND ${c}hidden_at IS NULL AND ${c}published_version IS NOT NULL`;
};
