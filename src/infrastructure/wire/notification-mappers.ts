import type { NotificationPreferencesWire, NotificationWire } from '../../contract/notifications.contract';
import { preferenceMatrix, type NotificationPreferences } from '../../domain/notifications/notification-preferences';
import type { AppNotification } from '../../domain/notifications/notifications';

export const notificationFromWire = (wire: NotificationWire): AppNotification => ({
  notificationId: wire.notification_id,
  kind: wire.kind,
  actor: wire.actor && {
    userId: wire.actor.user_id,
    username: wire.actor.username,
    displayName: wire.actor.display_name,
    avatarImage: wire.actor.avatar_image,
  },
  target: {
    contentId: wire.target.content_id,
    title: wire.target.title,
    commentId: wire.target.comment_id,
    locationId: wire.target.location_id,
    placeName: wire.target.place_name,
    reason: wire.target.reason,
    campaignId: wire.target.campaign_id,
  },
  read: wire.read,
  createdAt: wire.created_at,
});

export const preferencesFromWire = (wire: NotificationPreferencesWire): NotificationPreferences => ({
  available: {
    in_app: wire.channels.in_app.available,
    email: wire.channels.email.available,
    line: wire.channels.line.available,
  },
  lineAddFriendUrl: wire.channels.line.add_friend_url,
  topics: preferenceMatrix(
    wire.topics.flatMap((row) =>
      (['in_app', 'email', 'line'] as const).map((channel) => ({ topic: row.topic, channel, enabled: row[channel] })),
    ),
  ),
});
