import type { NotificationWire } from '../../src/contract/notifications.contract';
import type { NotificationRow } from './notifications.ports';

/** A notification as the wire names it. */
export const toNotification = (row: NotificationRow): NotificationWire => ({
  notification_id: row.notification_id,
  kind: row.kind,
  actor: {
    user_id: row.actor_user_id,
    username: row.username,
    display_name: row.display_name,
    avatar_image: row.avatar_image,
  },
  target: { content_id: row.content_id, title: row.title, comment_id: row.comment_id },
  read: row.read_at !== null,
  created_at: row.created_at.toISOString(),
});
