import { COMMENT_MAX_LENGTH } from '../domain/content/comment-rules';
import { Author, Id, PagingCursor, PagingOffset } from './content.contract';
import { Closed, DateTime, NullableString, Type, type Static } from './schema';

/** Comments and replies of spec §7 (content-platform comment-service); shapes ours. */
export const Comment = Closed({
  comment_id: Type.String(),
  content_id: Type.String(),
  parent_comment_id: NullableString({ description: 'The top-level comment of a reply; null for a comment.' }),
  text: Type.String({ description: 'Plain text (render as text, never as HTML); @username tokens stay in it.' }),
  mentions: Type.Array(Author, { description: 'Users named with @username that exist, in order of first mention.' }),
  author: Author,
  created_at: Type.String({ format: 'date-time' }),
  reply_count: Type.Integer({ minimum: 0 }),
  removed: Type.Optional(
    Type.Boolean({
      description:
        'Removed by a moderator (the server always sends it): text is empty and mentions too; show "removed by a moderator". Its replies stay.',
    }),
  ),
  edited_at: Type.Optional(
    DateTime({
      description:
        'When the author last edited the text (the server always sends it); null when never edited. Show "edited".',
    }),
  ),
  deleted: Type.Optional(
    Type.Boolean({
      description:
        'Deleted by its author, or its author deleted their account (the server always sends it): text is empty and mentions too; ' +
        'show a "deleted" placeholder. Only a comment with replies is still listed this way (its replies stay under it). ' +
        'author is the deleted account when the account is gone (username and display_name null).',
    }),
  ),
});
export type CommentWire = Static<typeof Comment>;

export const CommentText = Closed({
  text: Type.String({ description: `1..${COMMENT_MAX_LENGTH} characters (code points) after trimming.` }),
});
export type CommentTextWire = Static<typeof CommentText>;
export const CommentPaging = Closed({
  offset: PagingOffset,
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  cursor: Type.Optional(PagingCursor),
});
export const ContentCommentsParams = Closed({ contentId: Id });
export const CommentRepliesParams = Closed({ commentId: Id });
/** One comment or reply of the caller's (edit, delete). */
export const CommentParams = Closed({ commentId: Id });
export const CommentDeleted = Closed({
  comment_id: Type.String(),
  content_id: Type.String(),
  kept_as_placeholder: Type.Boolean({
    description:
      'True when the comment has replies: it stays in its thread as "deleted"; false when it left every list.',
  }),
  comment_count: Type.Integer({ minimum: 0, description: "The content's comment count after the deletion." }),
});
export type CommentDeletedWire = Static<typeof CommentDeleted>;
