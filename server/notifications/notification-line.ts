import { topicOfKind } from '../../src/domain/notifications/notification-preferences';
import type { Kernel } from '../kernel/deps';
import type { Job, JobToSend } from '../kernel/job-queue.port';
import type { NotificationMailStore } from './notification-mail.ports';
import { langOf, tell } from './notification-words';

/** The queue of LINE pushes (only worked, and only sent into, when LINE_MESSAGING_TOKEN is set). */
export const LINE_QUEUE = 'notification-line';

export interface LineJob {
  readonly notificationId: string;
}

/**
 * LINE's X-Line-Retry-Key of a notification's push, the same for every retry: the notification's id, a UUID
 * (gen_random_uuid() in every insert), as LINE wants the key.
 */
export const lineRetryKey = (notificationId: string): string => notificationId;

/**
 * Notifications by LINE: one text message per notification (what happened, in the recipient's language, and the
 * link), pushed through the Messaging API to the LINE user ID of a person who signed in with LINE or linked it,
 * for the topics they turned on (LINE is off by default). A row's `line_status` makes a job delivered again push
 * nothing; a push retried after a crash carries the same X-Line-Retry-Key, so LINE shows it once. LINE refusing
 * the push for good (400) marks the row 'refused'; anything that may pass (unreachable, 429, 5xx) fails the job,
 * which the queue retries with backoff.
 */
export function createNotificationLine(
  kernel: Pick<Kernel, 'db' | 'jobs' | 'lineMessaging' | 'config'>,
  store: NotificationMailStore,
) {
  const { db, jobs, lineMessaging } = kernel;

  async function pushOne(notificationId: string): Promise<void> {
    if (!lineMessaging) return;
    const item = await store.item(db, notificationId);
    const topic = item ? topicOfKind(item.kind) : null;
    if (!item || !topic || item.line_status !== null) return;
    const recipient = await store.recipient(db, item.recipient_user_id, topic, 'line');
    if (!recipient?.line_user_id || recipient.opted_out) return;
    const told = tell(langOf(recipient), kernel.config.publicUrl, item);
    const outcome = await lineMessaging.push(
      recipient.line_user_id,
      `${told.what}\n${told.link}`,
      lineRetryKey(notificationId),
    );
    await store.setLineStatus(db, notificationId, outcome);
  }

  const handle = async (batch: readonly Job<LineJob>[]): Promise<void> => {
    for (const job of batch) await pushOne(job.data.notificationId);
  };

  return {
    enabled: lineMessaging !== null,
    handle,
    jobsFor: (notificationIds: readonly string[]): JobToSend<LineJob>[] =>
      notificationIds.map((id) => ({ data: { notificationId: id }, singletonKey: `line:${id}` })),
    startJobs: () =>
      // One push per job: a failing push (LINE down, 429) fails and retries only itself, never the pushes beside it.
      lineMessaging ? jobs.work(LINE_QUEUE, handle, { batchSize: 1, concurrency: 1 }) : Promise.resolve(),
  };
}

export type NotificationLine = ReturnType<typeof createNotificationLine>;
