import type {
  CommentDeletion,
  ContentCounts,
  PublicContentApi,
  ReaderPage,
  ViewCount,
} from '../../src/application/ports/public-content-api.port';
import type { CommentView, ContentAuthor, PublicContent } from '../../src/domain/content/content';
import { AppError } from '../../src/domain/errors/app-error';
import { ErrorCode } from '../../src/domain/errors/error-codes';

const notFound = () => new AppError({ code: ErrorCode.contentNotFound, messageKey: 'errors.contentNotFound' });

/**
 * The public reader's API in memory, with the server's rules that matter to the reader: one view per
 * (content, session), comments oldest first and paged, replies attached to their top-level comment.
 */
export class InMemoryPublicContentApi implements PublicContentApi {
  readonly contents = new Map<string, PublicContent>();
  readonly views = new Map<string, Set<string>>();
  /** content:session pairs whose read was counted. */
  readonly reads = new Set<string>();
  readonly comments: CommentView[] = [];
  readonly users: ContentAuthor[] = [];
  readonly calls: string[] = [];
  /** The signed-in author of new comments. */
  writer: ContentAuthor = { userId: 'reader-1', username: 'reader', displayName: 'Reader', avatarImage: null };
  /** Who the held token says is reading (myUserId); null: nobody is signed in. */
  me: string | null = null;
  failNext: Partial<Record<keyof PublicContentApi, unknown>> = {};
  /** Failures that last until removed (StrictMode runs effects twice: a one-off failure would be retried unseen). */
  failing: Partial<Record<keyof PublicContentApi, unknown>> = {};
  private sequence = 0;
  /** Top-level comments listed as "deleted" placeholders: they no longer count. */
  private placeholders = 0;

  add(content: PublicContent): this {
    this.contents.set(content.contentId, content);
    return this;
  }

  decodeContent(embedded: unknown): PublicContent | null {
    const candidate = embedded as Partial<PublicContent> | null;
    return candidate && typeof candidate.contentId === 'string' ? (candidate as PublicContent) : null;
  }

  async getPublicContent(contentId: string): Promise<PublicContent> {
    this.record('getPublicContent', contentId);
    const content = this.contents.get(contentId);
    if (!content) throw notFound();
    return content;
  }

  async getCounts(contentId: string): Promise<ContentCounts> {
    this.record('getCounts', contentId);
    return this.counts(contentId);
  }

  async countView(contentId: string, sessionId: string, referrer?: string): Promise<ViewCount> {
    this.record('countView', referrer ? `${contentId}:${sessionId}:${referrer}` : `${contentId}:${sessionId}`);
    const sessions = this.views.get(contentId) ?? new Set<string>();
    const counted = !sessions.has(sessionId);
    sessions.add(sessionId);
    this.views.set(contentId, sessions);
    return { ...this.counts(contentId), counted };
  }

  /** Counted once per view a session counted, as on the server. */
  async countRead(contentId: string, sessionId: string): Promise<boolean> {
    this.record('countRead', `${contentId}:${sessionId}`);
    if (!this.views.get(contentId)?.has(sessionId)) return false;
    const key = `${contentId}:${sessionId}`;
    if (this.reads.has(key)) return false;
    this.reads.add(key);
    return true;
  }

  async listComments(contentId: string, offset: number, limit: number): Promise<ReaderPage<CommentView>> {
    this.record('listComments', `${contentId}:${offset}:${limit}`);
    return page(
      this.comments.filter((c) => c.contentId === contentId && c.parentCommentId === null),
      offset,
      limit,
    );
  }

  async listReplies(commentId: string, offset: number, limit: number): Promise<ReaderPage<CommentView>> {
    this.record('listReplies', `${commentId}:${offset}:${limit}`);
    return page(
      this.comments.filter((c) => c.parentCommentId === commentId),
      offset,
      limit,
    );
  }

  async postComment(contentId: string, text: string): Promise<CommentView> {
    this.record('postComment', text);
    return this.store(contentId, null, text);
  }

  async postReply(commentId: string, text: string): Promise<CommentView> {
    this.record('postReply', text);
    const parent = this.comments.find((c) => c.commentId === commentId);
    if (!parent) throw notFound();
    const top = parent.parentCommentId ?? parent.commentId;
    const index = this.comments.findIndex((c) => c.commentId === top);
    this.comments[index] = { ...this.comments[index], replyCount: this.comments[index].replyCount + 1 };
    return this.store(parent.contentId, top, text);
  }

  /** The server's rules: the author only (403 4030607013), a deleted comment is gone (404). */
  async editComment(commentId: string, text: string): Promise<CommentView> {
    this.record('editComment', `${commentId}:${text}`);
    const index = this.ownIndex(commentId);
    this.comments[index] = { ...this.comments[index], text, editedAt: new Date(Date.UTC(2025, 0, 2)).toISOString() };
    return this.comments[index];
  }

  /** With replies it stays as their placeholder, else it goes; a placeholder goes with its last reply. */
  async deleteComment(commentId: string): Promise<CommentDeletion> {
    this.record('deleteComment', commentId);
    const comment = this.comments[this.ownIndex(commentId)];
    const keptAsPlaceholder = comment.parentCommentId === null && comment.replyCount > 0;
    this.comments.splice(this.comments.indexOf(comment), 1);
    if (keptAsPlaceholder) this.comments.push({ ...comment, text: '', mentions: [], deleted: true });
    if (comment.parentCommentId) {
      const parent = this.comments.findIndex((c) => c.commentId === comment.parentCommentId);
      const left = { ...this.comments[parent], replyCount: this.comments[parent].replyCount - 1 };
      if (left.deleted && left.replyCount === 0) {
        this.comments.splice(parent, 1);
        this.placeholders -= 1;
      } else this.comments[parent] = left;
    }
    if (keptAsPlaceholder) this.placeholders += 1;
    return { keptAsPlaceholder, commentCount: this.counts(comment.contentId).commentCount };
  }

  async myUserId(): Promise<string | null> {
    this.record('myUserId', '');
    return this.me;
  }

  private ownIndex(commentId: string): number {
    const index = this.comments.findIndex((c) => c.commentId === commentId && !c.deleted);
    if (index < 0) throw notFound();
    if (this.comments[index].author.userId !== this.me)
      throw new AppError({ code: ErrorCode.commentForbidden, messageKey: 'errors.commentForbidden' });
    return index;
  }

  async searchMention(keyword: string): Promise<readonly ContentAuthor[]> {
    this.record('searchMention', keyword);
    return this.users.filter((u) => u.username?.toLowerCase().startsWith(keyword.toLowerCase()));
  }

  comment(contentId: string, text: string, author: ContentAuthor = this.writer, replyCount = 0): CommentView {
    const stored = this.store(contentId, null, text, author);
    const index = this.comments.indexOf(stored);
    this.comments[index] = { ...stored, replyCount };
    return this.comments[index];
  }

  private store(contentId: string, parent: string | null, text: string, author = this.writer): CommentView {
    this.sequence += 1;
    const mentions = this.users.filter((u) => u.username && text.includes(`@${u.username}`));
    const comment: CommentView = {
      commentId: `comment-${this.sequence}`,
      contentId,
      parentCommentId: parent,
      text,
      mentions,
      author,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, this.sequence)).toISOString(),
      replyCount: 0,
    };
    this.comments.push(comment);
    return comment;
  }

  private counts(contentId: string): ContentCounts {
    const content = this.contents.get(contentId);
    if (!content) throw notFound();
    const comments = this.comments.filter((c) => c.contentId === contentId && c.parentCommentId === null).length;
    return {
      contentId,
      viewCount: content.viewCount + (this.views.get(contentId)?.size ?? 0),
      commentCount: content.commentCount + comments - this.placeholders,
    };
  }

  private record(method: keyof PublicContentApi, detail: string): void {
    this.calls.push(`${method}:${detail}`);
    if (this.failing[method] !== undefined) throw this.failing[method];
    const failure = this.failNext[method];
    if (failure !== undefined) {
      delete this.failNext[method];
      throw failure;
    }
  }
}

function page<T>(all: readonly T[], offset: number, limit: number): ReaderPage<T> {
  return { items: all.slice(offset, offset + limit), totalCount: all.length, offset, limit };
}
