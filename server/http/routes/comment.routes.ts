import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { COMMENT_MAX_LENGTH, createCommentService } from '../../application/comment.service';
import type { ServerDeps } from '../../application/deps';
import type { JsonSchema, RouteDef } from '../route-table';
import { object } from '../schemas';

const SERVICE = '/content-platform/comment-service/v1';

const id = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' };
const nullableString = { type: ['string', 'null'] };
const authorProperties = { user_id: { type: 'string' }, username: nullableString, display_name: nullableString, avatar_image: nullableString };
/** Contract `Author`: what a comment shows of a profile (spec §3). */
const authorSchema = object(authorProperties, Object.keys(authorProperties));
const commentProperties: Record<string, JsonSchema> = {
  comment_id: { type: 'string' },
  content_id: { type: 'string' },
  parent_comment_id: { ...nullableString, description: 'The top-level comment of a reply; null for a comment.' },
  text: { type: 'string', description: 'Plain text (render as text, never as HTML); @username tokens stay in it.' },
  mentions: { type: 'array', items: authorSchema, description: 'Users named with @username that exist, in order of first mention.' },
  author: authorSchema,
  created_at: { type: 'string', format: 'date-time' },
  reply_count: { type: 'integer', minimum: 0 },
};
const commentSchema = object(commentProperties, Object.keys(commentProperties));
const paging = object({
  offset: { type: 'integer', minimum: 0, default: 0 },
  limit: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
});
const textBody = object({ text: { type: 'string', description: `1..${COMMENT_MAX_LENGTH} characters after trimming.` } }, ['text']);

const postRules = `Sign-in required. text is trimmed and must be 1..${COMMENT_MAX_LENGTH} characters (else 422 4220607000 with data {content_id, message}); `
  + 'it is stored as plain text. Every @username resolving case-insensitively to a profile is listed in `mentions`; unknown names stay plain text. '
  + 'The content\'s comment_count (comments and replies together) rises in the same transaction. '
  + 'At most COMMENT_RATE_LIMIT_MAX posts per user per COMMENT_RATE_LIMIT_WINDOW_MS (default 20 a minute; 429 4290104009 over it).';
const readErrors = [ErrorCode.contentNotFound, ErrorCode.contentValidationFailed];
const postErrors = [...readErrors, ErrorCode.userNotFound, ErrorCode.tooManyRequests];

/** Spec §7 content-platform comments (contents/{contentId}/comments, comments/{commentId}/replies); shapes ours. */
export const commentRoutes = (deps: ServerDeps): RouteDef[] => {
  const comments = createCommentService(deps);
  return [
    {
      method: 'GET', path: `${SERVICE}/contents/:contentId/comments`, area: 'content', auth: 'none', public: true, tag: 'content-platform',
      summary: 'Comments on a published content, oldest first (spec §7 comments)',
      description: 'Top-level comments only (replies: comments/{commentId}/replies), paged (limit 1..50, default 20). '
        + '404 4040607004 when the content is missing, deleted or not published.',
      params: object({ contentId: id }, ['contentId']), querystring: paging,
      data: commentSchema, paged: true, errors: readErrors,
      handler: ({ params, query }) => comments.listComments(params.contentId, query.offset, query.limit),
    },
    {
      method: 'POST', path: `${SERVICE}/contents/:contentId/comments`, area: 'content', auth: 'required', tag: 'content-platform',
      summary: 'Comment on a published content (spec §7 comments)',
      description: `${postRules} 404 4040607004 when the content is missing, deleted or not published.`,
      params: object({ contentId: id }, ['contentId']), body: textBody,
      data: commentSchema, errors: postErrors,
      handler: ({ identity, params, body }) => comments.comment(identity!, params.contentId, body.text),
    },
    {
      method: 'GET', path: `${SERVICE}/comments/:commentId/replies`, area: 'content', auth: 'none', public: true, tag: 'content-platform',
      summary: 'Replies to a comment, oldest first (spec §7 comment replies)',
      description: 'Paged (limit 1..50, default 20). A reply has no replies of its own: answers to it are stored under its top-level comment. '
        + '404 4040607004 when the comment is missing or its content is not published.',
      params: object({ commentId: id }, ['commentId']), querystring: paging,
      data: commentSchema, paged: true, errors: readErrors,
      handler: ({ params, query }) => comments.listReplies(params.commentId, query.offset, query.limit),
    },
    {
      method: 'POST', path: `${SERVICE}/comments/:commentId/replies`, area: 'content', auth: 'required', tag: 'content-platform',
      summary: 'Reply to a comment (spec §7 comment replies)',
      description: `${postRules} A reply to a reply attaches to the top-level comment, whose reply_count rises with it. `
        + '404 4040607004 when the comment is missing or its content is not published.',
      params: object({ commentId: id }, ['commentId']), body: textBody,
      data: commentSchema, errors: postErrors,
      handler: ({ identity, params, body }) => comments.reply(identity!, params.commentId, body.text),
    },
  ];
};
