import type { CommentView, ContentAuthor } from '../../domain/content/content';
import { MentionSearchDefaults } from '../../domain/constants/business-constants';
import { AppError } from '../../domain/errors/app-error';
import { ErrorCode, errorCatalogue } from '../../domain/errors/error-codes';
import {
  COMMENT_PROBLEM_MESSAGES,
  commentText,
  commentTextProblem,
  completeMentionAtEnd,
  mentionQueryAtEnd,
  type CommentTextProblem,
} from '../../domain/content/comment-rules';
import type { CommentDeletion, PublicContentApi, ReaderPage } from '../ports/public-content-api.port';
import type { ReaderSession } from '../ports/reader-session.port';

export const COMMENT_PAGE_SIZE = 10;
export { COMMENT_MAX_LENGTH } from '../../domain/content/comment-rules';

/**
 * Comments and replies under a public content: anyone reads them; writing asks for a sign-in
 * ("sign-in asked only when writing one"), so the identity SDK is only loaded when the reader writes.
 */
export class CommentsService {
  private me: Promise<string | null> | null = null;

  constructor(
    private readonly api: Pick<
      PublicContentApi,
      | 'listComments'
      | 'listReplies'
      | 'postComment'
      | 'postReply'
      | 'searchMention'
      | 'editComment'
      | 'deleteComment'
      | 'myUserId'
    >,
    private readonly session: ReaderSession,
  ) {}

  /** `cursor`: the previous page's nextCursor, when the server gave one (paging by key). */
  listComments(
    contentId: string,
    offset = 0,
    limit = COMMENT_PAGE_SIZE,
    cursor?: string,
  ): Promise<ReaderPage<CommentView>> {
    return this.api.listComments(contentId, offset, limit, cursor);
  }

  listReplies(
    commentId: string,
    offset = 0,
    limit = COMMENT_PAGE_SIZE,
    cursor?: string,
  ): Promise<ReaderPage<CommentView>> {
    return this.api.listReplies(commentId, offset, limit, cursor);
  }

  /** Whether to show the writing box at once; false shows "Sign in to comment" instead. */
  mayWrite(): boolean {
    return this.session.mayBeSignedIn();
  }

  /** Why `text` may not be posted (the server's own rule contract), or null when it may. */
  textProblem(text: string): CommentTextProblem | null {
    return commentTextProblem(text);
  }

  /**
   * Null when nobody is signed in after all (the remembered sign-in had expired): ask to sign in.
   * A text the rules refuse is never sent: it fails as the server would refuse it (4220607000); the form
   * keeps its send button off before that.
   */
  async write(target: { contentId: string } | { commentId: string }, text: string): Promise<CommentView | null> {
    const trimmed = checkedText(text);
    if ((await this.session.getIdToken()) === null) return null;
    return 'commentId' in target
      ? this.api.postReply(target.commentId, trimmed)
      : this.api.postComment(target.contentId, trimmed);
  }

  /**
   * Who is reading, to offer Edit and Delete on their own comments: asked once per page with a token the app
   * already holds (no identity SDK on load); null for anonymous readers. The server checks ownership anyway.
   */
  myUserId(): Promise<string | null> {
    if (!this.session.mayBeSignedIn()) return Promise.resolve(null);
    this.me ??= this.api.myUserId().catch(() => null);
    return this.me;
  }

  /** The author's new words, under the rules of a new comment (refused here as the server would: 4220607000). */
  edit(commentId: string, text: string): Promise<CommentView> {
    return this.api.editComment(commentId, checkedText(text));
  }

  /** The author deletes their comment or reply (the reader asked them to confirm first). */
  remove(commentId: string): Promise<CommentDeletion> {
    return this.api.deleteComment(commentId);
  }

  /** The partial username being typed after `@` at the caret, or null when the caret is not in a mention. */
  mentionQuery(textBeforeCaret: string): string | null {
    return mentionQueryAtEnd(textBeforeCaret);
  }

  /** Suggestions for a mention; an empty list when nobody is signed in (the search is a signed-in call). */
  async suggestMentions(keyword: string): Promise<readonly ContentAuthor[]> {
    if (keyword === '' || !this.session.mayBeSignedIn()) return [];
    return (await this.api.searchMention(keyword)).slice(0, MentionSearchDefaults.limit);
  }
}

/** The text as it will be stored, or the failure the server would answer (4220607000) without a round trip. */
function checkedText(text: string): string {
  const problem = commentTextProblem(text);
  if (problem) {
    const code = ErrorCode.contentValidationFailed;
    throw new AppError({
      code,
      messageKey: errorCatalogue[code].messageKey,
      message: COMMENT_PROBLEM_MESSAGES[problem],
      details: { problem },
    });
  }
  return commentText(text);
}

/** Replaces the mention being typed at the end of `textBeforeCaret` with the chosen `@username `. */
export function completeMention(textBeforeCaret: string, username: string): string {
  return completeMentionAtEnd(textBeforeCaret, username);
}
