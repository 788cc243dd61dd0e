import { COMMENT_MAX_LENGTH } from '../domain/content/comment-rules';
import { Author, Id, PagingCursor, PagingOffset } from './content.contract';
import { Closed, NullableString, Type, type Static } from './schema';

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
        'Removed by a moderator (issue 10; the server always sends it): text is empty and mentions too; show "removed by a moderator". Its replies stay.',
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
