import type { Queryable } from '../kernel/database.port';
import type { Job, JobQueue } from '../kernel/job-queue.port';
import type { NotificationStore } from './notifications.ports';

/** The queue the business writes send into (in their own transaction) and whose handler writes notifications. */
export const NOTIFICATIONS_QUEUE = 'notifications';

/** Followers told per statement when a content is published (one INSERT … SELECT each). */
export const FAN_OUT_CHUNK = 1000;

/** What happened, as the job carries it: ids only; the handler reads the rest when it runs. */
export type NotificationJob =
  | {
      readonly kind: 'new_follower';
      readonly followerUserId: string;
      readonly creatorUserId: string;
      readonly at: string;
    }
  | { readonly kind: 'new_content'; readonly contentId: string; readonly authorUserId: string; readonly at: string }
  | { readonly kind: 'comment'; readonly commentId: string }
  | { readonly kind: 'reply'; readonly commentId: string; readonly repliedToCommentId: string }
  | {
      readonly kind: 'place_reviewed';
      readonly locationId: string;
      readonly status: 'approved' | 'refused';
      /** The moderator's words, for a refusal; null otherwise. */
      readonly reason: string | null;
      /** Who decided: never told of their own decision (and never named to the proposer). */
      readonly reviewerUserId: string | null;
      readonly at: string;
    }
  | {
      readonly kind: 'report_handled';
      readonly itemKind: 'report' | 'issue';
      readonly itemId: string;
      /** Who marked it done: never told of their own handling (and never named to the reporter). */
      readonly handlerUserId: string;
      readonly at: string;
    };

/**
 * Where the business writes tell of an event, inside their transaction (`tx`): the job exists iff the write
 * committed. Each send has a singleton key, so a retried request enqueues once while the first job is kept.
 */
export interface NotificationSender {
  followed(tx: Queryable, event: { followerUserId: string; creatorUserId: string; at: Date }): Promise<void>;
  /** A content's first publication (a republish tells nobody). */
  firstPublished(tx: Queryable, event: { contentId: string; authorUserId: string; at: Date }): Promise<void>;
  /** A new comment (`repliedToCommentId` null) or a reply to the comment named; its @mentions are told too. */
  commented(tx: Queryable, event: { commentId: string; repliedToCommentId: string | null }): Promise<void>;
  /** A moderator approved or refused a proposed place (a decision is final: once per place). */
  placeReviewed(
    tx: Queryable,
    event: {
      locationId: string;
      status: 'approved' | 'refused';
      reason: string | null;
      reviewerUserId: string | null;
      at: Date;
    },
  ): Promise<void>;
  /** A moderator marked a reader's report or an issue report done (again, maybe: the rows are keyed per report). */
  reportHandled(
    tx: Queryable,
    event: { itemKind: 'report' | 'issue'; itemId: string; handlerUserId: string; at: Date },
  ): Promise<void>;
}

export function notificationSender(jobs: Pick<JobQueue, 'send'>): NotificationSender {
  const send = (tx: Queryable, job: NotificationJob, singletonKey: string) =>
    jobs.send(NOTIFICATIONS_QUEUE, job, { tx, singletonKey }).then(() => undefined);
  return {
    followed: (tx, e) =>
      send(
        tx,
        {
          kind: 'new_follower',
          followerUserId: e.followerUserId,
          creatorUserId: e.creatorUserId,
          at: e.at.toISOString(),
        },
        `new_follower:${e.followerUserId}:${e.creatorUserId}`,
      ),
    firstPublished: (tx, e) =>
      send(
        tx,
        { kind: 'new_content', contentId: e.contentId, authorUserId: e.authorUserId, at: e.at.toISOString() },
        `new_content:${e.contentId}`,
      ),
    commented: (tx, e) =>
      e.repliedToCommentId === null
        ? send(tx, { kind: 'comment', commentId: e.commentId }, `comment:${e.commentId}`)
        : send(
            tx,
            { kind: 'reply', commentId: e.commentId, repliedToCommentId: e.repliedToCommentId },
            `reply:${e.commentId}`,
          ),
    placeReviewed: (tx, e) =>
      send(
        tx,
        {
          kind: 'place_reviewed',
          locationId: e.locationId,
          status: e.status,
          reason: e.reason,
          reviewerUserId: e.reviewerUserId,
          at: e.at.toISOString(),
        },
        `place_reviewed:${e.locationId}`,
      ),
    reportHandled: (tx, e) =>
      send(
        tx,
        {
          kind: 'report_handled',
          itemKind: e.itemKind,
          itemId: e.itemId,
          handlerUserId: e.handlerUserId,
          at: e.at.toISOString(),
        },
        // One job per marking done (an item re-opened before its job ran tells nobody then, so closing it again must
        // send anew); the rows' dedupe key tells each reporter once however often it is closed.
        `report_handled:${e.itemKind}:${e.itemId}:${e.at.getTime()}`,
      ),
  };
}

/**
 * The handler: each job writes its notifications keyed by (recipient, dedupe key), so a job delivered again, or a
 * fan-out resumed after a crash, makes no second row. A publish's fan-out pages the author's followers by key
 * (follows_creator) and tells FAN_OUT_CHUNK of them per statement, never one
 * statement per follower.
 */
export function notificationJobHandler(db: Queryable, store: NotificationStore, options: { chunkSize?: number } = {}) {
  const chunkSize = options.chunkSize ?? FAN_OUT_CHUNK;

  async function handle(job: NotificationJob): Promise<void> {
    switch (job.kind) {
      case 'new_follower':
        await store.insertNewFollower(db, job.creatorUserId, job.followerUserId, new Date(job.at));
        return;
      // A comment or reply tells its recipient, and its mentions everyone else it names.
      case 'comment':
        await store.insertComment(db, job.commentId);
        await store.insertMentions(db, job.commentId, null);
        return;
      case 'reply':
        await store.insertReply(db, job.commentId, job.repliedToCommentId);
        await store.insertMentions(db, job.commentId, job.repliedToCommentId);
        return;
      case 'place_reviewed':
        await store.insertPlaceReviewed(db, {
          locationId: job.locationId,
          status: job.status,
          reason: job.reason,
          reviewerUserId: job.reviewerUserId,
          at: new Date(job.at),
        });
        return;
      case 'report_handled':
        await store.insertReportHandled(db, {
          itemKind: job.itemKind,
          itemId: job.itemId,
          handlerUserId: job.handlerUserId,
          at: new Date(job.at),
        });
        return;
      case 'new_content': {
        if (!(await store.contentIsPublic(db, job.contentId))) return;
        const content = { contentId: job.contentId, authorUserId: job.authorUserId, at: new Date(job.at) };
        // An entry of a campaign: its author is told it counts (nothing for a content of no campaign).
        await store.insertCampaignEntry(db, job.contentId, content.at);
        let after = null;
        for (;;) {
          const chunk = await store.fanOutChunk(db, content, after, chunkSize);
          if (chunk.seen < chunkSize || !chunk.after) return;
          after = chunk.after;
        }
      }
    }
  }

  return async (jobs: readonly Job<NotificationJob>[]): Promise<void> => {
    for (const job of jobs) await handle(job.data);
  };
}
