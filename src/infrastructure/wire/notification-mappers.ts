import type { NotificationWire } from '../../contract/notifications.contract';
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
  },
  read: wire.read,
  createdAt: wire.created_at,
});
