import type { CommentWire } from '../../src/contract/comments.contract';
import {
  COMMENT_PROBLEM_MESSAGES,
  commentText,
  commentTextProblem,
  mentionCandidates,
} from '../../src/domain/content/comment-rules';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import type { Queryable } from '../kernel/database.port';
import { nowDate, type Kernel } from '../kernel/deps';
import type { VerifiedIdentity } from '../kernel/identity.port';
import { newId } from '../kernel/ids';
import { keysetPage, openWindow } from '../kernel/keyset';
import type { Paged } from '../kernel/paged';
import type { UserUseCases } from '../users/users.use-cases';
import { toWireAuthor, toWireComment } from './comment.mapper';
import type { CommentRow, CommentStore } from './comments.ports';

/** Time-ordered ids: posting order survives equal timestamps (a frozen test clock, or two posts in one ms). */
export function commentIdGenerator() {
  let lastMs = 0;
  let seq = 0;
  return (ms: number): string => {
    if (ms > lastMs) [lastMs, seq] = [ms, 0];
    else seq += 1;
    return `${lastMs.toString(16).padStart(12, '0')}${seq.toString(16).padStart(6, '0')}${newId(5)}`;
  };
}

/** Per-user fixed window on posting (ours: spam control; 429 4290104009 over it). */
function postingLimiter(deps: Pick<Kernel, 'clock' | 'config'>) {
  const windows = new Map<string, { start: number; count: number }>();
  return (userId: string): void => {
    const now = deps.clock.now();
    const { commentRateLimitMax: max, commentRateLimitWindowMs: windowMs } = deps.config;
    if (windows.size > 10_000) for (const [id, w] of windows) if (now - w.start >= windowMs) windows.delete(id);
    const current = windows.get(userId);
    const window = current && now - current.start < windowMs ? current : { start: now, count: 0 };
    if (window.count >= max) {
      throw failure(
        ErrorCode.tooManyRequests,
        `At most ${max} comments per ${Math.round(windowMs / 1000)} s; retry in ${Math.ceil((window.start + windowMs - now) / 1000)} s`,
      );
    }
    windows.set(userId, { start: window.start, count: window.count + 1 });
  };
}

const contentMissing = (contentId: string) =>
  failure(ErrorCode.contentNotFound, `Content ${contentId} does not exist or is not published`, {
    content_id: contentId,
  });

/** Plain text (never HTML: the reader renders it as text), trimmed, 1..2000 code points (domain comment-rules); 4220607000 otherwise. */
function checkedText(contentId: string, text: string): string {
  const problem = commentTextProblem(text);
  if (problem) {
    const message = COMMENT_PROBLEM_MESSAGES[problem];
    throw failure(ErrorCode.contentValidationFailed, message, { content_id: contentId, message });
  }
  return commentText(text);
}

/** Spec §7 comments on a content and replies to a comment, with @mentions resolved to profiles. */
export function createCommentUseCases(
  deps: Pick<Kernel, 'db' | 'clock' | 'config' | 'changes'>,
  store: CommentStore,
  users: Pick<UserUseCases, 'requireUser'>,
) {
  const nextId = commentIdGenerator();
  const takePostingSlot = postingLimiter(deps);

  async function toWireComments(q: Queryable, rows: readonly CommentRow[]): Promise<CommentWire[]> {
    const ids = [...new Set(rows.flatMap((row) => row.mention_user_ids))];
    const authors = new Map((await store.authorsByIds(q, ids)).map((row) => [row.user_id, toWireAuthor(row)]));
    return rows.map((row) => toWireComment(row, authors));
  }

  /** The top-level comment a new reply hangs under, with its content (published, else 404). */
  async function threadOf(
    q: Queryable,
    commentId: string,
  ): Promise<{ contentId: string; topId: string; removed: boolean }> {
    const comment = await store.findById(q, commentId);
    if (!comment) throw failure(ErrorCode.contentNotFound, `Comment ${commentId} does not exist`);
    if (!(await store.isPublished(q, comment.content_id))) throw contentMissing(comment.content_id);
    return {
      contentId: comment.content_id,
      topId: comment.parent_comment_id ?? comment.comment_id,
      removed: Boolean(comment.hidden_at),
    };
  }

  /** The users named by `@username` in `text` that exist, in order of first mention (domain mention syntax). */
  async function mentionedUserIds(q: Queryable, text: string): Promise<string[]> {
    const named = mentionCandidates(text);
    const found = new Map((await store.authorsByUsernames(q, named.flat())).map((a) => [a.username!.toLowerCase(), a]));
    return [...new Set(named.flatMap((names) => names.map((n) => found.get(n)).find(Boolean)?.user_id ?? []))];
  }

  async function post(
    identity: VerifiedIdentity,
    target: { contentId: string } | { commentId: string },
    rawText: string,
  ) {
    const posted = await deps.db.transaction(async (tx) => {
      const user = await users.requireUser(tx, identity);
      let contentId: string;
      let parentId: string | null = null;
      if ('contentId' in target) {
        contentId = target.contentId;
        if (!(await store.isPublished(tx, contentId))) throw contentMissing(contentId);
      } else {
        const thread = await threadOf(tx, target.commentId);
        // A comment a moderator removed (issue 10) keeps its replies but takes no new ones.
        if (thread.removed)
          throw failure(ErrorCode.contentNotFound, `Comment ${target.commentId} was removed by a moderator`);
        [contentId, parentId] = [thread.contentId, thread.topId];
      }
      const text = checkedText(contentId, rawText);
      const mentionIds = await mentionedUserIds(tx, text);
      takePostingSlot(user.user_id);
      const now = nowDate(deps);
      const commentId = nextId(now.getTime());
      await store.insert(tx, {
        commentId,
        contentId,
        parentCommentId: parentId,
        authorUserId: user.user_id,
        text,
        mentionUserIds: mentionIds,
        createdAt: now,
      });
      const [wire] = await toWireComments(tx, [(await store.findById(tx, commentId))!]);
      return { wire, contentId };
    });
    // The content's comment_count moved: readers' caches hear of it after the commit (issue 11).
    await deps.changes.publish('content', posted.contentId);
    return posted.wire;
  }

  return {
    /** Oldest first; by offset, or by key after `cursor` (kernel/keyset.ts: 422 for a bad one). */
    async listComments(contentId: string, offset: number, limit: number, cursor?: string): Promise<Paged<CommentWire>> {
      const window = openWindow(`comments:${contentId}`, offset, limit, cursor, { content_id: contentId });
      if (!(await store.isPublished(deps.db, contentId))) throw contentMissing(contentId);
      const page = await store.listTopLevel(deps.db, contentId, window);
      return keysetPage(
        window,
        page,
        (row) => row.comment_id,
        (rows) => toWireComments(deps.db, rows),
      );
    },

    /** Replies of a reply are always empty: replies to a reply are stored under its top-level comment. */
    async listReplies(commentId: string, offset: number, limit: number, cursor?: string): Promise<Paged<CommentWire>> {
      const window = openWindow(`replies:${commentId}`, offset, limit, cursor, { content_id: null });
      await threadOf(deps.db, commentId);
      const page = await store.listReplies(deps.db, commentId, window);
      return keysetPage(
        window,
        page,
        (row) => row.comment_id,
        (rows) => toWireComments(deps.db, rows),
      );
    },

    comment: (identity: VerifiedIdentity, contentId: string, text: string) => post(identity, { contentId }, text),
    reply: (identity: VerifiedIdentity, commentId: string, text: string) => post(identity, { commentId }, text),

    /** The users a text mentions, as a posted comment resolves them (the demo seed's comments). */
    mentionedUserIds: (text: string) => mentionedUserIds(deps.db, text),
  };
}

export type CommentUseCases = ReturnType<typeof createCommentUseCases>;
