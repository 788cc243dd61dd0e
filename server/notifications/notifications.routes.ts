import {
  MarkedAllRead,
  MarkedRead,
  Notification,
  NotificationIdParams,
  NotificationPaging,
  NOTIFICATION_SERVICE,
  UnreadCount,
} from '../../src/contract/notifications.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { defineRoute, type AnyRoute } from '../http/route-table';
import type { NotificationUseCases } from './notifications.use-cases';

const SERVICE = `/${NOTIFICATION_SERVICE}`;
const common = { area: 'content', auth: 'required', tag: 'content-platform' } as const;

/** My in-app notifications (ours): the list, the bell's unread count, marking one or all read. */
export const notificationRoutes = (notifications: NotificationUseCases): AnyRoute[] => [
  defineRoute({
    ...common,
    method: 'GET',
    path: `${SERVICE}/notifications`,
    summary: 'My notifications, newest first',
    description:
      'Kinds: new_follower (someone followed me), new_content (a creator I follow published a content for the first ' +
      'time), comment (a comment on my content), reply (a reply to my comment), mention (a comment or reply naming ' +
      'me as @username, unless it already tells me as comment or reply), place_approved / place_refused (a ' +
      'moderator decided on a place I proposed), report_handled (a moderator handled a report I made); never one ' +
      "of my own doing. Each with its actor's public profile bits (actor null for place_approved, place_refused " +
      'and report_handled: moderators stay anonymous), its target (content_id, the published title or null once ' +
      'the content is no longer public, comment_id, location_id, place_name (the default name), reason (only for ' +
      'place_refused: what the moderator wrote); null where the kind has none) and whether it was read. Paged by ' +
      'offset/limit with total_count, and by ' +
      'key: paging.next_cursor sent back as cursor reads the next page after the last (created_at, ' +
      'notification_id) on an index. A malformed cursor, or one of another list, is 422 4220607000.',
    querystring: NotificationPaging,
    paged: true,
    data: Notification,
    errors: [ErrorCode.contentValidationFailed, ErrorCode.userNotFound],
    handler: ({ identity, query }) => notifications.list(identity, query),
  }),
  defineRoute({
    ...common,
    method: 'GET',
    path: `${SERVICE}/notifications/unread-count`,
    summary: 'How many of my notifications are unread (the bell)',
    description: 'One count on an index of the unread rows only.',
    data: UnreadCount,
    errors: [ErrorCode.userNotFound],
    handler: ({ identity }) => notifications.unreadCount(identity),
  }),
  defineRoute({
    ...common,
    method: 'POST',
    path: `${SERVICE}/notifications/:notificationId/read`,
    summary: 'Mark one of my notifications read (idempotent)',
    description:
      "A notification that does not exist or is someone else's is 404 4040607036. Answers the unread count after the call.",
    params: NotificationIdParams,
    emptyBody: true,
    data: MarkedRead,
    errors: [ErrorCode.notificationNotFound, ErrorCode.userNotFound],
    handler: ({ identity, params }) => notifications.markRead(identity, params.notificationId),
  }),
  defineRoute({
    ...common,
    method: 'POST',
    path: `${SERVICE}/notifications/read-all`,
    summary: 'Mark all my notifications read',
    description:
      'Every unread notification made up to the call; one arriving later stays unread. Answers how many were marked and the unread count after.',
    emptyBody: true,
    data: MarkedAllRead,
    errors: [ErrorCode.userNotFound],
    handler: ({ identity }) => notifications.markAllRead(identity),
  }),
];
