import type { CommentDeletedWire, CommentWire } from '../../src/contract/comments.contract';
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
import type { CommentEvents, CommentRow, CommentStore } from './comments.ports';

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
  events: CommentEvents | null = null,
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
  ): Promise<{ contentId: string; topId: string; removed: boolean; deleted: boolean }> {
    const comment = await store.findById(q, commentId);
    if (!comment) throw failure(ErrorCode.contentNotFound, `Comment ${commentId} does not exist`);
    if (!(await store.isPublished(q, comment.content_id))) throw contentMissing(comment.content_id);
    return {
      contentId: comment.content_id,
      topId: comment.parent_comment_id ?? comment.comment_id,
      removed: Boolean(comment.hidden_at),
      deleted: Boolean(comment.author_deleted_at),
    };
  }

  /**
   * The caller's own live comment: 404 4040607004 when it does not exist (or its author deleted it already),
   * 403 4030607013 when someone else wrote it. The server is the lock: the reader's buttons are a convenience.
   */
  async function ownComment(q: Queryable, identity: VerifiedIdentity, commentId: string) {
    const user = await users.requireUser(q, identity);
    const comment = await store.findById(q, commentId);
    if (!comment || comment.author_deleted_at)
      throw failure(ErrorCode.contentNotFound, `Comment ${commentId} does not exist`);
    if (comment.author_user_id !== user.user_id)
      throw failure(ErrorCode.commentForbidden, 'Only its author may edit or delete a comment', {
        comment_id: commentId,
      });
    return { user, comment };
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
        // A comment a moderator removed, or one its author deleted, keeps its replies but takes no new ones.
        if (thread.removed)
          throw failure(ErrorCode.contentNotFound, `Comment ${target.commentId} was removed by a moderator`);
        if (thread.deleted)
          throw failure(ErrorCode.contentNotFound, `Comment ${target.commentId} was deleted by its author`);
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
      await events?.commented(tx, {
        commentId,
        repliedToCommentId: 'commentId' in target ? target.commentId : null,
      });
      const [wire] = await toWireComments(tx, [(await store.findById(tx, commentId))!]);
      return { wire, contentId };
    });
    // The content's comment_count moved: readers' caches hear of it after the commit.
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

    /**
     * The author changes their words: the create rules again (domain comment-rules: trimmed, 1..2000 code
     * points, no control characters; 422 4220607000), mentions resolved afresh, `edited_at` stamped. The same
     * text again changes nothing. Counts as a post for the posting limit (an edit is as visible as a post).
     * Only on a published content (404 otherwise), never on a comment a moderator removed (403).
     */
    async edit(identity: VerifiedIdentity, commentId: string, rawText: string): Promise<CommentWire> {
      return deps.db.transaction(async (tx) => {
        const { user, comment } = await ownComment(tx, identity, commentId);
        if (comment.hidden_at)
          throw failure(ErrorCode.commentForbidden, 'A comment a moderator removed cannot be edited', {
            comment_id: commentId,
          });
        if (!(await store.isPublished(tx, comment.content_id))) throw contentMissing(comment.content_id);
        const text = checkedText(comment.content_id, rawText);
        if (text !== comment.text) {
          const mentionIds = await mentionedUserIds(tx, text);
          takePostingSlot(user.user_id);
          await store.updateText(tx, commentId, text, mentionIds, nowDate(deps));
        }
        // Comment lists are read from the database on every request (never cached, `no-store`): the next read
        // on any instance shows the new words, so nothing needs telling. The content's count did not move.
        const [wire] = await toWireComments(tx, [(await store.findById(tx, commentId))!]);
        return wire;
      });
    },

    /**
     * The author deletes their comment or reply, on any content (even one no longer published: their words
     * are theirs to take back). The words are erased; with replies it stays as their "deleted" placeholder,
     * without it leaves every list. The content's comment_count falls by one in the same transaction and the
     * change is told to every instance's public-content cache after the commit.
     */
    async remove(identity: VerifiedIdentity, commentId: string): Promise<CommentDeletedWire> {
      const answer = await deps.db.transaction(async (tx) => {
        const { comment } = await ownComment(tx, identity, commentId);
        await store.removeComments(tx, [commentId], nowDate(deps));
        return {
          comment_id: commentId,
          content_id: comment.content_id,
          kept_as_placeholder: (await store.findById(tx, commentId)) !== null,
          comment_count: await store.commentCount(tx, comment.content_id),
        };
      });
      await deps.changes.publish('content', answer.content_id);
      return answer;
    },

    /**
     * Every live comment of a deleted account, inside the account deletion's transaction: words erased, threads
     * others replied to kept as placeholders (the author shows as a deleted user). Answers the contents whose
     * comment counts moved; the caller tells the change feed after its commit.
     */
    async eraseAuthor(tx: Queryable, userId: string, now: Date): Promise<string[]> {
      return store.removeComments(tx, await store.liveCommentIdsOf(tx, userId), now);
    },

    /** The users a text mentions, as a posted comment resolves them (the demo seed's comments). */
    mentionedUserIds: (text: string) => mentionedUserIds(deps.db, text),
  };
}

export type CommentUseCases = ReturnType<typeof createCommentUseCases>;
