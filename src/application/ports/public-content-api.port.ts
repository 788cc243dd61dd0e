import type { CommentView, ContentAuthor, PublicContent } from '../../domain/content/content';

/** One page of a paged public list (envelope `paging` + `total_count`, spec §7). */
export interface ReaderPage<T> {
  readonly items: readonly T[];
  readonly totalCount: number;
  readonly offset: number;
  readonly limit: number;
  /**
   * Paging by key: pass it back for the next page (read after the last row, not by offset); null
   * on the last page; undefined when the server pages this list by offset only.
   */
  readonly nextCursor?: string | null;
}

export interface ContentCounts {
  readonly contentId: string;
  readonly viewCount: number;
  readonly commentCount: number;
}

/** What deleting one's comment did: kept as its replies' "deleted" placeholder or gone, and the content's new count. */
export interface CommentDeletion {
  readonly keptAsPlaceholder: boolean;
  readonly commentCount: number;
}

/** The answer of POST contents/view: `counted` is false when this session was already counted. */
export interface ViewCount extends ContentCounts {
  readonly counted: boolean;
}

/**
 * The calls a public reader makes (content contract, spec §7 content query, view count, comments
 * and search-mention). Reads need no sign-in; writing a comment or searching mentions needs the reader's
 * ID token, which the adapter gets from the ReaderSession port only when such a call is made. Every
 * failure is an AppError (spec §8); a missing or unpublished content is 4040607004.
 */
export interface PublicContentApi {
  /** Reads the wire JSON the server embedded in the page (a PublicContent); null when it is not one. */
  decodeContent(embedded: unknown): PublicContent | null;
  getPublicContent(contentId: string): Promise<PublicContent>;
  getCounts(contentId: string): Promise<ContentCounts>;
  /** `referrer`: the page the reader came from, sent only with their consent to analytics. */
  countView(contentId: string, sessionId: string, referrer?: string): Promise<ViewCount>;
  /** A read of the view this session counted (stats-service); whether it was counted. */
  countRead(contentId: string, sessionId: string): Promise<boolean>;
  /** With `cursor` (a previous page's nextCursor) the page is read by key and `offset` is only echoed. */
  listComments(contentId: string, offset: number, limit: number, cursor?: string): Promise<ReaderPage<CommentView>>;
  listReplies(commentId: string, offset: number, limit: number, cursor?: string): Promise<ReaderPage<CommentView>>;
  postComment(contentId: string, text: string): Promise<CommentView>;
  postReply(commentId: string, text: string): Promise<CommentView>;
  /** The author changes the words of their comment or reply (signed in; 403 4030607013 for anyone else). */
  editComment(commentId: string, text: string): Promise<CommentView>;
  /** The author deletes their comment or reply; the answer says whether it stays as a placeholder and the new count. */
  deleteComment(commentId: string): Promise<CommentDeletion>;
  /**
   * The signed-in reader's user id, asked with a token the app already holds (ReaderSession.heldToken), so the
   * identity SDK is not loaded to find out; null when there is none or the server refuses it.
   */
  myUserId(): Promise<string | null>;
  /** Users whose name starts with `keyword` (spec §7 search-mention; defaults offset 0, limit 10 of §9). */
  searchMention(keyword: string): Promise<readonly ContentAuthor[]>;
}
