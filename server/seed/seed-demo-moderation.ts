import type { Kernel } from '../kernel/deps';
import { newId } from '../kernel/ids';
import { publicContent } from '../kernel/public-content';
import { nowDate } from '../kernel/deps';
import { moderationRepository } from '../moderation/moderation.repository';

/** Who reports and what they say: a demo reader's report on another demo user's comment. */
const DEMO_REPORT = {
  reporterUsername: 'alice',
  reason: 'other',
  message: 'This reads like an advert for a tour company. Could a moderator take a look?',
} as const;

/**
 * Seed: one open reader's report on a demo comment, so the moderator's queue has something in it on a
 * fresh `npm start`. Idempotent: nothing is added once the demo reporter has any report. True when one was added.
 */
export async function seedDemoReport(deps: Pick<Kernel, 'db' | 'clock'>): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [reporter] = await tx.query<{ user_id: string }>('SELECT user_id FROM profiles WHERE username = $1', [
      DEMO_REPORT.reporterUsername,
    ]);
    if (!reporter) return false;
    const existing = await tx.query('SELECT 1 FROM abuse_reports WHERE reporter_user_id = $1 LIMIT 1', [
      reporter.user_id,
    ]);
    if (existing.length > 0) return false;
    const [comment] = await tx.query<{ comment_id: string }>(
      `SELECT cm.comment_id FROM comments cm JOIN contents c ON c.content_id = cm.content_id
       WHERE cm.author_user_id <> $1 AND cm.deleted_at IS NULL AND cm.hidden_at IS NULL
         AND ${publicContent('c')}
       ORDER BY cm.created_at, cm.comment_id LIMIT 1`,
      [reporter.user_id],
    );
    if (!comment) return false;
    const target = await moderationRepository.visibleTarget(tx, 'comment', comment.comment_id);
    if (!target) return false;
    await moderationRepository.insertReport(
      tx,
      {
        reportId: newId(),
        reporterUserId: reporter.user_id,
        targetType: 'comment',
        targetId: comment.comment_id,
        contentId: target.content_id,
        reason: DEMO_REPORT.reason,
        message: DEMO_REPORT.message,
      },
      nowDate(deps),
    );
    return true;
  });
}
