/**
 * Paging by key: one index per list read by a cursor, in the list's own order, so a keyset page
 * `(time, id) > / < (key, id)` is an index range read of `limit + 1` entries instead of an OFFSET scan
 * (server/kernel/keyset.ts). Comments oldest first; my contents by update time and public lists by first
 * publication, newest first. The older two-column indexes stay for the other reads that use them.
 */
export const migration0014 = {
  id: 14,
  name: 'keyset-paging',
  sql: `
    CREATE INDEX comments_content_keyset ON comments (content_id, created_at, comment_id)
      WHERE parent_comment_id IS NULL AND deleted_at IS NULL;
    CREATE INDEX comments_parent_keyset ON comments (parent_comment_id, created_at, comment_id)
      WHERE deleted_at IS NULL;
    CREATE INDEX contents_author_keyset ON contents (author_user_id, updated_at DESC, content_id DESC)
      WHERE deleted_at IS NULL;
    CREATE INDEX contents_author_published_keyset ON contents (author_user_id, published_at DESC, content_id DESC)
      WHERE deleted_at IS NULL AND published_version IS NOT NULL;
    CREATE INDEX contents_campaign_keyset ON contents (campaign_id, published_at DESC, content_id DESC)
      WHERE campaign_id IS NOT NULL AND deleted_at IS NULL AND published_version IS NOT NULL;
  `,
};
