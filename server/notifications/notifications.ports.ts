import type { NotificationKind } from '../../src/contract/notifications.contract';
import type { Queryable } from '../kernel/database.port';
import type { KeysetRows, KeysetWindow } from '../kernel/keyset';

/**
 * A notification as the list shows it: the row, its actor's public profile (no actor for a moderator's decision),
 * its content's public title and its place's default name.
 */
export interface NotificationRow {
  readonly notification_id: string;
  readonly kind: NotificationKind;
  readonly actor_user_id: string | null;
  readonly username: string | null;
  readonly display_name: string | null;
  readonly avatar_image: string | null;
  readonly content_id: string | null;
  readonly comment_id: string | null;
  /** The published version's title; null when the content is not public (any more). */
  readonly title: string | null;
  readonly location_id: string | null;
  /** The place's default (English) name; null without a place. */
  readonly place_name: string | null;
  /** A refusal's reason as the moderator wrote it; null otherwise. */
  readonly reason: string | null;
  /** The campaign a content was written for (campaign_entry). */
  readonly campaign_id: string | null;
  readonly read_at: Date | null;
  readonly created_at: Date;
  /** created_at in microseconds (kernel/keyset.ts). */
  readonly sort_key: string;
}

/** One chunk of a fan-out: how many followers it read, how many rows it made, and where the next starts. */
export interface FanOutChunk {
  readonly seen: number;
  readonly made: number;
  readonly after: { readonly key: string; readonly id: string } | null;
}

/** Notifications (migration 0023), as the use cases and the jobs need them. */
export interface NotificationStore {
  /** Newest first, `limit + 1` rows (kernel/keyset.ts), on notifications_recipient. */
  list(q: Queryable, recipientId: string, window: KeysetWindow): Promise<KeysetRows<NotificationRow>>;
  /** An index-only count on notifications_unread. */
  unreadCount(q: Queryable, recipientId: string): Promise<number>;
  /** Each recipient's unread count (0 for one with none), in one query on notifications_unread: the live bells. */
  unreadCounts(q: Queryable, recipientIds: readonly string[]): Promise<Map<string, number>>;
  /** Whether the recipient has this notification (it is then read, if it was not). */
  markRead(q: Queryable, recipientId: string, notificationId: string, now: Date): Promise<boolean>;
  /** Marks read every unread one made up to `now`; answers how many. */
  markAllRead(q: Queryable, recipientId: string, now: Date): Promise<number>;
  /** "X follows you", once per follower (dedupe key); none when the creator's account went meanwhile. */
  insertNewFollower(q: Queryable, recipientId: string, actorId: string, at: Date): Promise<number>;
  /** "X commented on your content", to the content's author unless they wrote it; once per comment. */
  insertComment(q: Queryable, commentId: string): Promise<number>;
  /** "X replied to your comment", to the author of `repliedToCommentId` unless they wrote the reply; once per reply. */
  insertReply(q: Queryable, commentId: string, repliedToCommentId: string): Promise<number>;
  /** Whether the content is public now (a fan-out of a content hidden or deleted meanwhile tells nobody). */
  contentIsPublic(q: Queryable, contentId: string): Promise<boolean>;
  /**
   * "X published Y" to the next `size` followers of the author after `after` (follows_creator order), in one
   * INSERT … SELECT; a follower told already (dedupe key) is skipped.
   */
  fanOutChunk(
    q: Queryable,
    content: { contentId: string; authorUserId: string; at: Date },
    after: FanOutChunk['after'],
    size: number,
  ): Promise<FanOutChunk>;
  /**
   * "X mentioned you" to each user the comment's text names (`mention_user_ids`), once per comment, except its
   * author and the one its comment or reply notification already tells: the content's author for a comment
   * (`repliedToCommentId` null), the author of `repliedToCommentId` for a reply.
   */
  insertMentions(q: Queryable, commentId: string, repliedToCommentId: string | null): Promise<number>;
  /**
   * "Your place was approved / refused" to its proposer, once per place, unless they decided it themself; no actor.
   * Only while the place has that status (a decision is final).
   */
  insertPlaceReviewed(
    q: Queryable,
    review: {
      locationId: string;
      status: 'approved' | 'refused';
      reason: string | null;
      reviewerUserId: string | null;
      at: Date;
    },
  ): Promise<number>;
  /**
   * "Your report was handled" to whoever filed the report (a reader's report of a content or comment, or an issue
   * report), once per report, unless they handled it themself; no actor. The target is the reported content or
   * comment (with its content); none for an issue report. Only while the item is marked done (one re-opened
   * meanwhile tells nobody until it is done again).
   */
  /**
   * "Your entry is published" to the author of a content written for a campaign, once per content (no actor: it
   * confirms the entry counts, so it is told although the author published it). Only while it is public.
   */
  insertCampaignEntry(q: Queryable, contentId: string, at: Date): Promise<number>;
  insertReportHandled(
    q: Queryable,
    handled: { itemKind: 'report' | 'issue'; itemId: string; handlerUserId: string | null; at: Date },
  ): Promise<number>;
}
