import type { NotificationWire } from '../../src/contract/notifications.contract';
import type { NotificationRow } from './notifications.ports';

/** A notification as the wire names it. */
export const toNotification = (row: NotificationRow): NotificationWire => ({
  notification_id: row.notification_id,
  kind: row.kind,
  // A moderator's decision has no actor: moderators stay anonymous to users.
  actor:
    row.actor_user_id === null
      ? null
      : {
          user_id: row.actor_user_id,
          username: row.username,
          display_name: row.display_name,
          avatar_image: row.avatar_image,
        },
  target: {
    content_id: row.content_id,
    title: row.title,
    comment_id: row.comment_id,
    location_id: row.location_id,
    place_name: row.place_name,
    reason: row.reason,
    campaign_id: row.campaign_id,
  },
  read: row.read_at !== null,
  created_at: row.created_at.toISOString(),
});
