import type { AuthorWire } from '../../src/contract/content.contract';
import type { CommentWire } from '../../src/contract/comments.contract';
import type { AuthorRow, CommentRow } from './comments.ports';

export const toWireAuthor = (row: AuthorRow): AuthorWire => ({
  user_id: row.user_id,
  username: row.username,
  display_name: row.display_name,
  avatar_image: row.avatar_image,
});

/**
 * A comment on the wire; `authors` holds the mentioned users (their current names). A comment a moderator hid
 * keeps its place in the thread (its replies stay) with its text and mentions withheld and `removed`;
 * one its author deleted is listed only as its replies' placeholder, `deleted`, its words already erased.
 */
export function toWireComment(row: CommentRow, authors: ReadonlyMap<string, AuthorWire>): CommentWire {
  const deleted = Boolean(row.author_deleted_at);
  const removed = !deleted && Boolean(row.hidden_at);
  const withheld = removed || deleted;
  return {
    comment_id: row.comment_id,
    content_id: row.content_id,
    parent_comment_id: row.parent_comment_id,
    text: withheld ? '' : row.text,
    mentions: withheld ? [] : row.mention_user_ids.flatMap((id) => authors.get(id) ?? []),
    removed,
    deleted,
    edited_at: !withheld && row.edited_at ? new Date(row.edited_at).toISOString() : null,
    author: toWireAuthor({ ...row, user_id: row.author_user_id }),
    created_at: new Date(row.created_at).toISOString(),
    reply_count: Number(row.reply_count),
  };
}
