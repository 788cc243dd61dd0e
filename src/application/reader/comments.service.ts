import type { CommentView, ContentAuthor } from '../../domain/content/content';
import { MentionSearchDefaults } from '../../domain/constants/business-constants';
import type { PublicContentApi, ReaderPage } from '../ports/public-content-api.port';
import type { ReaderSession } from '../ports/reader-session.port';

export const COMMENT_PAGE_SIZE = 10;
export const COMMENT_MAX_LENGTH = 2000;
/** A mention is `@` followed by username characters, at the start or after white space. */
const MENTION_AT_END = /(?:^|\s)@([\p{L}\p{N}._-]{1,30})$/u;

/**
 * Comments and replies under a public content (issue 4): anyone reads them; writing asks for a sign-in
 * ("sign-in asked only when writing one"), so the identity SDK is only loaded when the reader writes.
 */
export class CommentsService {
  constructor(
    private readonly api: Pick<PublicContentApi, 'listComments' | 'listReplies' | 'postComment' | 'postReply' | 'searchMention'>,
    private readonly session: ReaderSession,
  ) {}

  listComments(contentId: string, offset = 0, limit = COMMENT_PAGE_SIZE): Promise<ReaderPage<CommentView>> {
    return this.api.listComments(contentId, offset, limit);
  }

  listReplies(commentId: string, offset = 0, limit = COMMENT_PAGE_SIZE): Promise<ReaderPage<CommentView>> {
    return this.api.listReplies(commentId, offset, limit);
  }

  /** Whether to show the writing box at once; false shows "Sign in to comment" instead. */
  mayWrite(): boolean {
    return this.session.mayBeSignedIn();
  }

  /** Null when nobody is signed in after all (the remembered sign-in had expired): ask to sign in. */
  async write(target: { contentId: string } | { commentId: string }, text: string): Promise<CommentView | null> {
    const trimmed = text.trim();
    if (trimmed === '' || trimmed.length > COMMENT_MAX_LENGTH) return null;
    if ((await this.session.getIdToken()) === null) return null;
    return 'commentId' in target ? this.api.postReply(target.commentId, trimmed) : this.api.postComment(target.contentId, trimmed);
  }

  /** The partial username being typed after `@` at the caret, or null when the caret is not in a mention. */
  mentionQuery(textBeforeCaret: string): string | null {
    return MENTION_AT_END.exec(textBeforeCaret)?.[1] ?? null;
  }

  /** Suggestions for a mention; an empty list when nobody is signed in (the search is a signed-in call). */
  async suggestMentions(keyword: string): Promise<readonly ContentAuthor[]> {
    if (keyword === '' || !this.session.mayBeSignedIn()) return [];
    return (await this.api.searchMention(keyword)).slice(0, MentionSearchDefaults.limit);
  }
}

/** Replaces the mention being typed at the end of `textBeforeCaret` with the chosen `@username `. */
export function completeMention(textBeforeCaret: string, username: string): string {
  return textBeforeCaret.replace(/@[\p{L}\p{N}._-]*$/u, `@${username} `);
}
