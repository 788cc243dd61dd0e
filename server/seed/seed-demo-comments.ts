import { randomBytes } from 'node:crypto';
import { mentionCandidates } from '../application/comment.service';
import type { ServerDeps } from '../application/deps';
import { commentRepository } from '../persistence/comment.repository';
import type { DemoAuthor, DemoComment } from './demo-content-types';

const HOUR = 3_600_000;

/** Same id shape as comment.service (hex milliseconds, sequence, random) so the posting order holds. */
const commentId = (ms: number, seq: number) =>
  `${Math.floor(ms).toString(16).padStart(12, '0')}${seq.toString(16).padStart(6, '0')}${randomBytes(5).toString('hex')}`;

/**
 * Comments and replies of a published demo, through the comment repository so contents.comment_count and
 * reply_count move as they do for a posted comment; mentions resolve like comment.service resolves them.
 * Returns how many were written.
 */
export async function writeDemoComments(
  deps: ServerDeps, authors: ReadonlyMap<DemoAuthor, string>, contentId: string, publishedMs: number, nowMs: number, comments: readonly DemoComment[],
): Promise<number> {
  let count = 0;
  const insert = async (author: DemoAuthor, text: string, hoursAfter: number, parentCommentId: string | null) => {
    const authorUserId = authors.get(author);
    if (!authorUserId) return null;
    const named = mentionCandidates(text);
    const found = new Map((await commentRepository.authorsByUsernames(deps.db, named.flat())).map((a) => [a.username?.toLowerCase(), a.user_id]));
    const mentionUserIds = [...new Set(named.flatMap((names) => names.map((n) => found.get(n)).find(Boolean) ?? []))];
    const createdAt = new Date(Math.min(nowMs - 60_000, publishedMs + hoursAfter * HOUR));
    const id = commentId(createdAt.getTime(), count);
    await deps.db.transaction((tx) => commentRepository.insert(tx, { commentId: id, contentId, parentCommentId, authorUserId, text, mentionUserIds, createdAt }));
    count += 1;
    return id;
  };
  for (const comment of comments) {
    const parent = await insert(comment.author, comment.text, comment.hoursAfter, null);
    if (!parent) continue;
    for (const reply of comment.replies ?? []) await insert(reply.author, reply.text, reply.hoursAfter, parent);
  }
  return count;
}
