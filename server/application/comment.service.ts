import { randomBytes } from 'node:crypto';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { apiError } from '../http/api-error';
import type { VerifiedIdentity } from '../identity/firebase-identity';
import { commentRepository, type AuthorRow, type CommentRow } from '../persistence/comment.repository';
import type { Queryable } from '../persistence/database';
import { requireUser } from './auth.service';
import { nowDate, type ServerDeps } from './deps';

/** Contract: comment text is 1..2000 characters once trimmed (counted as Unicode code points, so Thai counts fairly). */
export const COMMENT_MAX_LENGTH = 2000;

export interface WireAuthor {
  readonly user_id: string;
  readonly username: string | null;
  readonly display_name: string | null;
  readonly avatar_image: string | null;
}

export interface WireComment {
  readonly comment_id: string;
  readonly content_id: string;
  readonly parent_comment_id: string | null;
  readonly text: string;
  readonly mentions: WireAuthor[];
  readonly author: WireAuthor;
  readonly created_at: string;
  readonly reply_count: number;
}

/** A usable `@username` (usernames are `[A-Za-z0-9._]{3,30}`), not the middle of an email address. */
const MENTION = /(?<![A-Za-z0-9._@])@([A-Za-z0-9._]{3,30})/g;
/** C0 controls other than tab and newlines: invisible, and Postgres refuses NUL outright. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * `@name` tokens in order of first use, lower-cased. A token ending in dots ("thanks @nok.") also tries
 * the name without them, since a sentence's full stop is likelier than a username ending in one.
 */
export function mentionCandidates(text: string): string[][] {
  const seen = new Set<string>();
  const tokens: string[][] = [];
  for (const match of text.matchAll(MENTION)) {
    const token = match[1].toLowerCase();
    if (seen.has(token)) continue;
    seen.add(token);
    const trimmed = token.replace(/\.+$/, '');
    tokens.push(trimmed !== token && trimmed.length >= 3 ? [token, trimmed] : [token]);
  }
  return tokens;
}

/** Time-ordered ids: posting order survives equal timestamps (a frozen test clock, or two posts in one ms). */
function idGenerator() {
  let lastMs = 0;
  let seq = 0;
  return (ms: number): string => {
    if (ms > lastMs) [lastMs, seq] = [ms, 0];
    else seq += 1;
    return `${lastMs.toString(16).padStart(12, '0')}${seq.toString(16).padStart(6, '0')}${randomBytes(5).toString('hex')}`;
  };
}

/** Per-user fixed window on posting (ours: spam control; 429 4290104009 over it). */
function postingLimiter(deps: Pick<ServerDeps, 'clock' | 'config'>) {
  const windows = new Map<string, { start: number; count: number }>();
  return (userId: string): void => {
    const now = deps.clock.now();
    const { commentRateLimitMax: max, commentRateLimitWindowMs: windowMs } = deps.config;
    if (windows.size > 10_000) for (const [id, w] of windows) if (now - w.start >= windowMs) windows.delete(id);
    const current = windows.get(userId);
    const window = current && now - current.start < windowMs ? current : { start: now, count: 0 };
    if (window.count >= max) {
      throw apiError(ErrorCode.tooManyRequests, `At most ${max} comments per ${Math.round(windowMs / 1000)} s; retry in ${Math.ceil((window.start + windowMs - now) / 1000)} s`);
    }
    windows.set(userId, { start: window.start, count: window.count + 1 });
  };
}

const toWireAuthor = (row: AuthorRow): WireAuthor =>
  ({ user_id: row.user_id, username: row.username, display_name: row.display_name, avatar_image: row.avatar_image });

function toWireComment(row: CommentRow, authors: ReadonlyMap<string, WireAuthor>): WireComment {
  return {
    comment_id: row.comment_id,
    content_id: row.content_id,
    parent_comment_id: row.parent_comment_id,
    text: row.text,
    mentions: row.mention_user_ids.flatMap((id) => authors.get(id) ?? []),
    author: toWireAuthor({ ...row, user_id: row.author_user_id }),
    created_at: new Date(row.created_at).toISOString(),
    reply_count: Number(row.reply_count),
  };
}

async function toWireComments(q: Queryable, rows: readonly CommentRow[]): Promise<WireComment[]> {
  const ids = [...new Set(rows.flatMap((row) => row.mention_user_ids))];
  const authors = new Map((await commentRepository.authorsByIds(q, ids)).map((row) => [row.user_id, toWireAuthor(row)]));
  return rows.map((row) => toWireComment(row, authors));
}

const contentMissing = (contentId: string) =>
  apiError(ErrorCode.contentNotFound, `Content ${contentId} does not exist or is not published`, { content_id: contentId });

/** Plain text (never HTML: the reader renders it as text), trimmed, 1..2000 characters; 4220607000 otherwise. */
function checkedText(contentId: string, text: string): string {
  const trimmed = text.trim();
  const length = [...trimmed].length;
  const problem = length === 0 ? 'text is empty'
    : length > COMMENT_MAX_LENGTH ? `text is longer than ${COMMENT_MAX_LENGTH} characters`
      : CONTROL.test(trimmed) ? 'text contains control characters' : null;
  if (problem) throw apiError(ErrorCode.contentValidationFailed, problem, { content_id: contentId, message: problem });
  return trimmed;
}

/** Spec §7 comments on a content and replies to a comment, with @mentions resolved to profiles. */
export function createCommentService(deps: ServerDeps) {
  const nextId = idGenerator();
  const takePostingSlot = postingLimiter(deps);

  /** The top-level comment a new reply hangs under, with its content (published, else 404). */
  async function threadOf(q: Queryable, commentId: string): Promise<{ contentId: string; topId: string }> {
    const comment = await commentRepository.findById(q, commentId);
    if (!comment) throw apiError(ErrorCode.contentNotFound, `Comment ${commentId} does not exist`);
    if (!(await commentRepository.isPublished(q, comment.content_id))) throw contentMissing(comment.content_id);
    return { contentId: comment.content_id, topId: comment.parent_comment_id ?? comment.comment_id };
  }

  async function post(identity: VerifiedIdentity, target: { contentId: string } | { commentId: string }, rawText: string) {
    return deps.db.transaction(async (tx) => {
      const user = await requireUser(tx, identity);
      let contentId: string;
      let parentId: string | null = null;
      if ('contentId' in target) {
        contentId = target.contentId;
        if (!(await commentRepository.isPublished(tx, contentId))) throw contentMissing(contentId);
      } else {
        const thread = await threadOf(tx, target.commentId);
        [contentId, parentId] = [thread.contentId, thread.topId];
      }
      const text = checkedText(contentId, rawText);
      const named = mentionCandidates(text);
      const found = new Map((await commentRepository.authorsByUsernames(tx, named.flat())).map((a) => [a.username!.toLowerCase(), a]));
      const mentionIds = [...new Set(named.flatMap((names) => names.map((n) => found.get(n)).find(Boolean)?.user_id ?? []))];
      takePostingSlot(user.user_id);
      const now = nowDate(deps);
      const commentId = nextId(now.getTime());
      await commentRepository.insert(tx, {
        commentId, contentId, parentCommentId: parentId, authorUserId: user.user_id, text, mentionUserIds: mentionIds, createdAt: now,
      });
      const [wire] = await toWireComments(tx, [(await commentRepository.findById(tx, commentId))!]);
      return wire;
    });
  }

  return {
    async listComments(contentId: string, offset: number, limit: number) {
      if (!(await commentRepository.isPublished(deps.db, contentId))) throw contentMissing(contentId);
      const page = await commentRepository.listTopLevel(deps.db, contentId, offset, limit);
      return { items: await toWireComments(deps.db, page.rows), offset, limit, total: page.total };
    },

    /** Replies of a reply are always empty: replies to a reply are stored under its top-level comment. */
    async listReplies(commentId: string, offset: number, limit: number) {
      await threadOf(deps.db, commentId);
      const page = await commentRepository.listReplies(deps.db, commentId, offset, limit);
      return { items: await toWireComments(deps.db, page.rows), offset, limit, total: page.total };
    },

    comment: (identity: VerifiedIdentity, contentId: string, text: string) => post(identity, { contentId }, text),
    reply: (identity: VerifiedIdentity, commentId: string, text: string) => post(identity, { commentId }, text),
  };
}
