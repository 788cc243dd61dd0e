import {
  Comment,
  CommentDeleted,
  CommentParams,
  CommentPaging,
  CommentRepliesParams,
  CommentText,
  ContentCommentsParams,
} from '../../src/contract/comments.contract';
import type { TSchema } from '../../src/contract/schema';
import { COMMENT_MAX_LENGTH } from '../../src/domain/content/comment-rules';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { defineRoute, type AnyRoute, type Received } from '../http/route-table';
import type { VerifiedIdentity } from '../kernel/identity.port';
import type { CommentUseCases } from './comments.use-cases';

const SERVICE = '/content-platform/comment-service/v1';

const postRules =
  `Sign-in required. text is trimmed and must be 1..${COMMENT_MAX_LENGTH} characters (else 422 4220607000 with data {content_id, message}); ` +
  'it is stored as plain text. Every @username resolving case-insensitively to a profile is listed in `mentions`; unknown names stay plain text. ' +
  "The content's comment_count (comments and replies together) rises in the same transaction. " +
  'At most COMMENT_RATE_LIMIT_MAX posts per user per COMMENT_RATE_LIMIT_WINDOW_MS (default 20 a minute; 429 4290104009 over it).';
/** Paging by key, the same on both lists. */
const keysetPaging =
  ' Paged by offset/limit with total_count (spec §7), and by key: paging.next_cursor (null on the last page) sent back as ' +
  "`cursor` reads the next page after the last row's (created_at, comment_id) on an index, without OFFSET; offset is then ignored and " +
  'total_count is the count taken on the first page (carried in the cursor; count(*) runs only on a page without a cursor). ' +
  'A malformed cursor, or one of another list, is 422 4220607000.';
const readErrors = [ErrorCode.contentNotFound, ErrorCode.contentValidationFailed];
const postErrors = [...readErrors, ErrorCode.userNotFound, ErrorCode.tooManyRequests];

interface ListSide {
  readonly summary: string;
  readonly description: string;
}

/**
 * One comment list of spec §7 (a content's comments, a comment's replies): read publicly and paged, written
 * signed-in; both sides share the path, the parent id parameter (`parentIdOf` reads it), the comment shape and
 * the error codes.
 */
function commentListRoutes<P extends TSchema>(
  path: string,
  params: P,
  parentIdOf: (params: Received<P>) => string,
  read: ListSide & { list: (parentId: string, offset: number, limit: number, cursor?: string) => Promise<unknown> },
  write: ListSide & { post: (identity: VerifiedIdentity, parentId: string, text: string) => Promise<unknown> },
): AnyRoute[] {
  const common = {
    path: `${SERVICE}${path}`,
    area: 'content',
    tag: 'content-platform',
    params,
    data: Comment,
  } as const;
  return [
    defineRoute({
      ...common,
      method: 'GET',
      auth: 'none',
      public: true,
      summary: read.summary,
      description: read.description,
      querystring: CommentPaging,
      paged: true,
      errors: readErrors,
      handler: ({ params, query }) => read.list(parentIdOf(params), query.offset, query.limit, query.cursor),
    }),
    defineRoute({
      ...common,
      method: 'POST',
      auth: 'required',
      summary: write.summary,
      description: write.description,
      body: CommentText,
      errors: postErrors,
      handler: ({ identity, params, body }) => write.post(identity, parentIdOf(params), body.text),
    }),
  ];
}

const ownErrors = [ErrorCode.contentNotFound, ErrorCode.commentForbidden, ErrorCode.userNotFound];

/** Editing and deleting one's own comment or reply (ours): the author only, checked on the server. */
const ownCommentRoutes = (comments: CommentUseCases): AnyRoute[] => [
  defineRoute({
    method: 'PATCH',
    path: `${SERVICE}/comments/:commentId`,
    area: 'content',
    auth: 'required',
    tag: 'content-platform',
    summary: 'Edit my comment or reply (ours)',
    description:
      'Author only: 403 4030607013 for anyone else, and for a comment a moderator removed. The text follows the rules of a new comment ' +
      `(trimmed, 1..${COMMENT_MAX_LENGTH} characters, no control characters: 422 4220607000 with data {content_id, message}); ` +
      '@mentions are resolved afresh. edited_at is stamped (the same text again changes nothing). Counts towards the posting limit ' +
      '(429 4290104009). 404 4040607004 when the comment does not exist, was deleted, or its content is not published.',
    params: CommentParams,
    body: CommentText,
    data: Comment,
    errors: [...ownErrors, ErrorCode.contentValidationFailed, ErrorCode.tooManyRequests],
    handler: ({ identity, params, body }) => comments.edit(identity, params.commentId, body.text),
  }),
  defineRoute({
    method: 'DELETE',
    path: `${SERVICE}/comments/:commentId`,
    area: 'content',
    auth: 'required',
    tag: 'content-platform',
    summary: 'Delete my comment or reply (ours)',
    description:
      'Author only: 403 4030607013 for anyone else. The words are erased at once. A comment with replies stays in its thread as a ' +
      '"deleted" placeholder (deleted: true, no text) with its replies under it (kept_as_placeholder: true); one without replies, ' +
      "and every reply, leaves every list; a placeholder whose last reply is deleted leaves too. The content's comment_count " +
      '(comments and replies together, answered here) falls by one in the same transaction, and every instance hears of it. ' +
      '404 4040607004 when the comment does not exist or was deleted already.',
    params: CommentParams,
    data: CommentDeleted,
    errors: ownErrors,
    handler: ({ identity, params }) => comments.remove(identity, params.commentId),
  }),
];

/** Spec §7 content-platform comments (contents/{contentId}/comments, comments/{commentId}/replies); shapes ours. */
export const commentRoutes = (comments: CommentUseCases): AnyRoute[] => {
  return [
    ...ownCommentRoutes(comments),
    ...commentListRoutes(
      '/contents/:contentId/comments',
      ContentCommentsParams,
      (params) => params.contentId,
      {
        summary: 'Comments on a published content, oldest first (spec §7 comments)',
        description:
          'Top-level comments only (replies: comments/{commentId}/replies), paged (limit 1..50, default 20). ' +
          '404 4040607004 when the content is missing, deleted or not published.' +
          keysetPaging,
        list: (contentId, offset, limit, cursor) => comments.listComments(contentId, offset, limit, cursor),
      },
      {
        summary: 'Comment on a published content (spec §7 comments)',
        description: `${postRules} 404 4040607004 when the content is missing, deleted or not published.`,
        post: (identity, contentId, text) => comments.comment(identity, contentId, text),
      },
    ),
    ...commentListRoutes(
      '/comments/:commentId/replies',
      CommentRepliesParams,
      (params) => params.commentId,
      {
        summary: 'Replies to a comment, oldest first (spec §7 comment replies)',
        description:
          'Paged (limit 1..50, default 20). A reply has no replies of its own: answers to it are stored under its top-level comment. ' +
          '404 4040607004 when the comment is missing or its content is not published.' +
          keysetPaging,
        list: (commentId, offset, limit, cursor) => comments.listReplies(commentId, offset, limit, cursor),
      },
      {
        summary: 'Reply to a comment (spec §7 comment replies)',
        description:
          `${postRules} A reply to a reply attaches to the top-level comment, whose reply_count rises with it. ` +
          '404 4040607004 when the comment is missing or its content is not published.',
        post: (identity, commentId, text) => comments.reply(identity, commentId, text),
      },
    ),
  ];
};
