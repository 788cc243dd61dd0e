import { NOTIFICATION_CHANNELS, NOTIFICATION_TOPICS } from '../domain/notifications/notification-preferences';
import { PagingCursor, PagingOffset } from './content.contract';
import { Closed, NullableString, Type, type Static } from './schema';

export { NOTIFICATION_SERVICE, notificationPaths } from './notifications.paths';

/**
 * What a notification tells of. place_approved, place_refused and report_handled are a moderator's decisions: they
 * have no actor (moderators stay anonymous to users); campaign_entry (my content written for a campaign is published
 * and counts as an entry) has none either.
 */
export const NOTIFICATION_KINDS = [
  'new_follower',
  'new_content',
  'comment',
  'reply',
  'mention',
  'place_approved',
  'place_refused',
  'report_handled',
  'campaign_entry',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NotificationIdParams = Closed({ notificationId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) });

/** Who caused it, with the public bits their profile shows (null when they have no profile any more). */
export const NotificationActor = Closed({
  user_id: Type.String(),
  username: NullableString(),
  display_name: NullableString(),
  avatar_image: NullableString(),
});

/**
 * What it is about: the content (title of its published version; null once it is no longer public), the comment,
 * the place (with its default name) and, for place_refused only, the reason the moderator wrote. Null where the
 * kind has none.
 */
export const NotificationTarget = Closed({
  content_id: NullableString(),
  title: NullableString(),
  comment_id: NullableString(),
  location_id: NullableString(),
  place_name: NullableString(),
  reason: NullableString(),
  /** The campaign a content was written for (campaign_entry only). */
  campaign_id: NullableString(),
});

export const Notification = Closed({
  notification_id: Type.String(),
  kind: Type.Union(NOTIFICATION_KINDS.map((kind) => Type.Literal(kind))),
  /** Null for a moderator's decision (place_approved, place_refused, report_handled). */
  actor: Type.Union([NotificationActor, Type.Null()]),
  target: NotificationTarget,
  read: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});
export type NotificationWire = Static<typeof Notification>;

export const NotificationPaging = Closed({
  offset: PagingOffset,
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  cursor: Type.Optional(PagingCursor),
});

export const UnreadCount = Closed({ unread_count: Type.Integer({ minimum: 0 }) });
export type UnreadCountWire = Static<typeof UnreadCount>;

/** After marking all read: how many this call marked, and the unread count now. */
export const MarkedAllRead = Closed({
  marked: Type.Integer({ minimum: 0 }),
  unread_count: Type.Integer({ minimum: 0 }),
});
export type MarkedAllReadWire = Static<typeof MarkedAllRead>;

/** After marking one read: which, and the unread count now. */
export const MarkedRead = Closed({
  notification_id: Type.String(),
  unread_count: Type.Integer({ minimum: 0 }),
});
export type MarkedReadWire = Static<typeof MarkedRead>;

/** The unsubscribe link of a notification e-mail: its signed token (user and kind). */
export const UnsubscribeQuery = Closed({ token: Type.String({ minLength: 1, maxLength: 1024 }) });

/** One-click unsubscribe (RFC 8058): the form body `List-Unsubscribe=One-Click`, or none. */
export const UnsubscribeBody = Closed({ 'List-Unsubscribe': Type.Optional(Type.Literal('One-Click')) });

/** Which e-mails the link is about, and whether they are off now. */
export const Unsubscribed = Closed({
  kind: Type.Union(NOTIFICATION_TOPICS.map((topic) => Type.Literal(topic))),
  unsubscribed: Type.Boolean(),
});
export type UnsubscribedWire = Static<typeof Unsubscribed>;

const Topic = Type.Union(NOTIFICATION_TOPICS.map((topic) => Type.Literal(topic)));
const Channel = Type.Union(NOTIFICATION_CHANNELS.map((channel) => Type.Literal(channel)));

/** One topic's choice per channel. */
export const TopicPreference = Closed({
  topic: Topic,
  in_app: Type.Boolean(),
  email: Type.Boolean(),
  line: Type.Boolean(),
});

/** Whether the server and the caller's account can deliver by a channel at all (else its choices do nothing). */
export const ChannelAvailability = Closed({ available: Type.Boolean() });

/** My notification preferences: every topic × channel (the stored choice, else the default), and the channels I have. */
export const NotificationPreferences = Closed({
  channels: Closed({
    in_app: ChannelAvailability,
    email: ChannelAvailability,
    line: Closed({
      available: Type.Boolean(),
      /** Where to add the Official Account as a friend (LINE pushes to friends only); null when not configured. */
      add_friend_url: NullableString(),
    }),
  }),
  topics: Type.Array(TopicPreference),
});
export type NotificationPreferencesWire = Static<typeof NotificationPreferences>;

/** Turning some choices on or off (the others stay as they are). */
export const NotificationPreferenceChanges = Closed({
  changes: Type.Array(Closed({ topic: Topic, channel: Channel, enabled: Type.Boolean() }), {
    minItems: 1,
    maxItems: NOTIFICATION_TOPICS.length * NOTIFICATION_CHANNELS.length,
  }),
});
export type NotificationPreferenceChangesWire = Static<typeof NotificationPreferenceChanges>;
