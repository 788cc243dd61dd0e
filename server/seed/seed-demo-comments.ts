import { randomBytes } from 'node:crypto';
import { commentRepository } from '../comments/comment.repository';
import type { CommentUseCases } from '../comments/comments.use-cases';
import type { Kernel } from '../kernel/deps';
import type { DemoAuthor, DemoComment } from './demo-content-types';

const HOUR = 3_600_000;

/** Same id shape as comments.use-cases.ts (hex milliseconds, sequence, random) so the posting order holds. */
const commentId = (ms: number, seq: number) =>
  `${Math.floor(ms).toString(16).padStart(12, '0')}${seq.toString(16).padStart(6, '0')}${randomBytes(5).toString('hex')}`;

/**
 * Comments and replies of a published demo, through the comment repository so contents.comment_count and
 * reply_count move as they do for a posted comment (dates backdated); mentions resolve through the comment use cases.
 * Returns how many were written.
 */
export async function writeDemoComments(
  deps: Pick<Kernel, 'db'>,
  commentUseCases: Pick<CommentUseCases, 'mentionedUserIds'>,
  authors: ReadonlyMap<DemoAuthor, string>,
  contentId: string,
  publishedMs: number,
  nowMs: number,
  comments: readonly DemoComment[],
): Promise<number> {
  let count = 0;
  const insert = async (author: DemoAuthor, text: string, hoursAfter: number, parentCommentId: string | null) => {
    const authorUserId = authors.get(author);
    if (!authorUserId) return null;
    const mentionUserIds = await commentUseCases.mentionedUserIds(text);
    const createdAt = new Date(Math.min(nowMs - 60_000, publishedMs + hoursAfter * HOUR));
    const id = commentId(createdAt.getTime(), count);
    await deps.db.transaction((tx) =>
      commentRepository.insert(tx, {
        commentId: id,
        contentId,
        parentCommentId,
        authorUserId,
        text,
        mentionUserIds,
        createdAt,
      }),
    );
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
