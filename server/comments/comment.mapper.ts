import type { AuthorRow, CommentRow } from './comments.ports';

export interface WireAuthor {
  readonly user_id: string;
  readonly username: string | null;
  readonly display_name: string | null;
  readonly avatar_image: string | null;
}

export interface WireComment {
  readonly comment_id: string;
  readonly content_id: string;
  readonly parent_comment_id: string | null;
  readonly text: string;
  readonly mentions: WireAuthor[];
  readonly author: WireAuthor;
  readonly created_at: string;
  readonly reply_count: number;
}

export const toWireAuthor = (row: AuthorRow): WireAuthor =>
  ({ user_id: row.user_id, username: row.username, display_name: row.display_name, avatar_image: row.avatar_image });

/** A comment on the wire; `authors` holds the mentioned users (their current names). */
export function toWireComment(row: CommentRow, authors: ReadonlyMap<string, WireAuthor>): WireComment {
  return {
    comment_id: row.comment_id,
    content_id: row.content_id,
    parent_comment_id: row.parent_comment_id,
    text: row.text,
    mentions: row.mention_user_ids.flatMap((id) => authors.get(id) ?? []),
    author: toWireAuthor({ ...row, user_id: row.author_user_id }),
    created_at: new Date(row.created_at).toISOString(),
    reply_count: Number(row.reply_count),
  };
}
