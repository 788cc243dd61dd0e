import { Routes } from '../routing/routes';
import { fillPathParams } from '../url/url-helpers';

/**
 * What a notification tells of (ours). Events of people: someone followed me, a creator I follow published, a
 * comment on my content, a reply to my comment, an @mention in a comment. Decisions of the moderators (who stay
 * unnamed): my proposed place approved or refused, my report handled. And my content written for a campaign
 * published: it counts as an entry (no actor).
 */
export type NotificationKind =
  | 'new_follower'
  | 'new_content'
  | 'comment'
  | 'reply'
  | 'mention'
  | 'place_approved'
  | 'place_refused'
  | 'report_handled'
  | 'campaign_entry';

/** Who caused it, with the public bits their profile shows (null names once their profile is gone). */
export interface NotificationActor {
  readonly userId: string;
  readonly username: string | null;
  readonly displayName: string | null;
  readonly avatarImage: string | null;
}

/** What it is about; each field null where it does not apply. */
export interface NotificationTarget {
  readonly contentId: string | null;
  /** The published title; null once the content is no longer public. */
  readonly title: string | null;
  readonly commentId: string | null;
  readonly locationId: string | null;
  readonly placeName: string | null;
  /** Why a proposed place was refused, as the moderator wrote it. */
  readonly reason: string | null;
  /** The campaign a content was written for (campaign_entry). */
  readonly campaignId: string | null;
}

export interface AppNotification {
  readonly notificationId: string;
  readonly kind: NotificationKind;
  /** Null for a moderators' decision. */
  readonly actor: NotificationActor | null;
  readonly target: NotificationTarget;
  readonly read: boolean;
  /** ISO 8601. */
  readonly createdAt: string;
}

/** The bell shows at most this number; above it, "99+". */
export const UNREAD_SHOWN_MAX = 99;

export const unreadBadge = (count: number): string | null =>
  count <= 0 ? null : count > UNREAD_SHOWN_MAX ? `${UNREAD_SHOWN_MAX}+` : String(count);

/** The name a notification gives its actor: the display name, else @username, else null (the caller's "Someone"). */
export const actorName = (actor: NotificationActor | null): string | null =>
  actor?.displayName?.trim() || (actor?.username ? `@${actor.username}` : null);

/**
 * Where a notification leads: the actor's profile for a new follower, the content (at its comments, for a comment,
 * reply or mention) for events on contents, the place's page for an approved place. Null when its target is gone (a
 * content no longer public, a profile removed) or there is none (a refused place): it is then shown without a link.
 */
export function notificationHref(notification: AppNotification): string | null {
  const { kind, actor, target } = notification;
  switch (kind) {
    case 'new_follower':
      return actor?.username ? fillPathParams(Routes.profile, { username: actor.username }) : null;
    case 'place_approved':
      return target.locationId ? fillPathParams(Routes.mapLocation, { id: target.locationId }) : null;
    case 'place_refused':
      return null;
    case 'campaign_entry':
      return target.campaignId ? fillPathParams(Routes.campaignDetail, { id: target.campaignId }) : null;
    default: {
      if (!target.contentId || target.title === null) return null;
      const page = fillPathParams(Routes.content, { id: target.contentId });
      return kind === 'comment' || kind === 'reply' || kind === 'mention' ? `${page}#comments` : page;
    }
  }
}
