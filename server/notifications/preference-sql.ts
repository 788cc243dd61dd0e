import {
  defaultPreference,
  NOTIFICATION_TOPICS,
  type NotificationChannel,
  type NotificationTopic,
} from '../../src/domain/notifications/notification-preferences';

/** A notification kind's topic, in SQL (place_approved and place_refused are one topic). */
export const topicOfKindSql = (kind: string) =>
  `(CASE WHEN ${kind} IN ('place_approved', 'place_refused') THEN 'place_reviewed' ELSE ${kind} END)`;

/** The topics a channel is on for by default, as an SQL text array literal ('{}' when none: never NULL). */
const defaultsOn = (channel: NotificationChannel) =>
  `'{${NOTIFICATION_TOPICS.filter((topic) => defaultPreference(topic, channel)).join(',')}}'::text[]`;

/**
 * Whether `user` wants `topic` (an SQL text expression) on `channel`: their stored choice
 * (notification_preferences, a primary-key lookup), else the default. Always true or false, never NULL.
 */
export const wantsSql = (user: string, topic: string, channel: NotificationChannel) =>
  `COALESCE((SELECT np.enabled FROM notification_preferences np
     WHERE np.user_id = ${user} AND np.topic = ${topic} AND np.channel = '${channel}'), ${topic} = ANY(${defaultsOn(channel)}))`;

/**
 * The columns every notification insert sets from the recipient's choices for a topic: `in_app` (shown in the app)
 * and `routed` (true when neither e-mail nor LINE wants it, so the routing never has to touch the row).
 */
export const choiceColumnsSql = (recipient: string, topic: NotificationTopic) =>
  `${wantsSql(recipient, `'${topic}'::text`, 'in_app')},
   NOT (${wantsSql(recipient, `'${topic}'::text`, 'email')} OR ${wantsSql(recipient, `'${topic}'::text`, 'line')})`;
