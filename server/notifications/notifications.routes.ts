import {
  MarkedAllRead,
  MarkedRead,
  Notification,
  NotificationPreferenceChanges,
  NotificationPreferences,
  NotificationIdParams,
  NotificationPaging,
  NOTIFICATION_SERVICE,
  UnreadCount,
} from '../../src/contract/notifications.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { defineRoute, type AnyRoute } from '../http/route-table';
import type { NotificationPreferencesUseCases } from './notification-preferences.use-cases';
import type { NotificationUseCases } from './notifications.use-cases';

const SERVICE = `/${NOTIFICATION_SERVICE}`;
const common = { area: 'content', auth: 'required', tag: 'content-platform' } as const;

/** My in-app notifications (ours): the list, the bell's unread count, marking one or all read. */
export const notificationRoutes = (
  notifications: NotificationUseCases,
  preferences: NotificationPreferencesUseCases,
): AnyRoute[] => [
  defineRoute({
    ...common,
    method: 'GET',
    path: `${SERVICE}/notifications`,
    summary: 'My notifications, newest first',
    description:
      'Kinds: new_follower (someone followed me), new_content (a creator I follow published a content for the first ' +
      'time), comment (a comment on my content), reply (a reply to my comment), mention (a comment or reply naming ' +
      'me as @username, unless it already tells me as comment or reply), place_approved / place_refused (a ' +
      'moderator decided on a place I proposed), report_handled (a moderator handled a report I made), ' +
      'campaign_entry (my content written for a campaign is published: it counts as an entry); never one of my own ' +
      'doing but campaign_entry. Only those made while their topic was on in the app (preferences: in_app; a ' +
      'topic turned on again shows what comes after, not what was made while it was off). ' +
      "Each with its actor's public profile bits (actor null for place_approved, place_refused, report_handled " +
      'and campaign_entry: moderators stay anonymous), its target (content_id, the published title or null once ' +
      'the content is no longer public, comment_id, location_id, place_name (the default name), reason (only for ' +
      'place_refused: what the moderator wrote), campaign_id (campaign_entry); null where the kind has none) and ' +
      'whether it was read. Paged by ' +
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
  defineRoute({
    ...common,
    method: 'GET',
    path: `${SERVICE}/notifications/preferences`,
    summary: 'My notification preferences (topic × channel)',
    description:
      'Every topic (new_follower, new_content, comment, reply, mention, campaign_entry, place_reviewed: a place ' +
      'approved or refused, report_handled) with in_app, email and line on or off: my choice, else the default ' +
      '(in the app: all; e-mail: reply and mention; LINE: none). channels says which I can have: e-mail when the ' +
      'server sends e-mail (SMTP_URL) and my account has an address; LINE when the server has a LINE Messaging API ' +
      'channel (LINE_MESSAGING_TOKEN) and I signed in with LINE or linked it. A topic off in the app is not in my ' +
      'list nor counted by the bell from then on; one off by e-mail or LINE is not sent there from then on.',
    data: NotificationPreferences,
    errors: [ErrorCode.userNotFound],
    handler: ({ identity }) => preferences.get(identity),
  }),
  defineRoute({
    ...common,
    method: 'PATCH',
    path: `${SERVICE}/notifications/preferences`,
    summary: 'Turn some of my notification preferences on or off',
    description:
      'changes: each {topic, channel, enabled}; the others stay as they are. Answers all of them after. Turning ' +
      'on a channel I cannot have (see GET) is 409 4090607037 and changes nothing; turning one off always works.',
    body: NotificationPreferenceChanges,
    data: NotificationPreferences,
    errors: [ErrorCode.notificationChannelUnavailable, ErrorCode.userNotFound],
    handler: ({ identity, body }) => preferences.update(identity, body),
  }),
];
