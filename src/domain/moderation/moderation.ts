/**
 * Moderation (spec §6 leaves roles other than visitor and signed-in user "not shown", so ours):
 * a `moderator` role held in our database, readers' reports of a content or a comment, and the queue a
 * moderator works through. Pure data.
 */

export const ROLES = ['moderator'] as const;
export type Role = (typeof ROLES)[number];

export const REPORT_TARGETS = ['content', 'comment'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate',
  'violence',
  'nudity',
  'misinformation',
  'copyright',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_MESSAGE_MAX = 1000;

/** What lands in the moderator's queue: readers' reports, contact-us messages, issue reports, proposed places. */
export const QUEUE_KINDS = ['report', 'contact', 'issue', 'place'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];

export const QUEUE_STATUSES = ['open', 'done'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/** A report with "other" needs words; the others may come with a note. */
export function reportProblem(reason: ReportReason, message: string): string | null {
  if ([...message].length > REPORT_MESSAGE_MAX) return `message: longer than ${REPORT_MESSAGE_MAX} characters`;
  if (reason === 'other' && message.trim() === '') return 'message: say what is wrong';
  return null;
}
