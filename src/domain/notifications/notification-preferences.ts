/**
 * Who is told of what, where (ours): a preference per topic × channel. A topic is what a person turns on or off;
 * it is a notification kind, except that a moderator's decision on a proposed place (approved or refused) is one
 * topic. The server and the settings page share these lists and the defaults.
 */
export const NOTIFICATION_TOPICS = [
  'new_follower',
  'new_content',
  'comment',
  'reply',
  'mention',
  'campaign_entry',
  'place_reviewed',
  'report_handled',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/**
 * In the app (the bell and /notifications), by e-mail (when the server has SMTP), by LINE (when the server has a
 * LINE Messaging API channel and the person signed in with LINE or linked it).
 */
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'line'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The topic a notification kind belongs to. */
export const topicOfKind = (kind: string): NotificationTopic | null =>
  kind === 'place_approved' || kind === 'place_refused'
    ? 'place_reviewed'
    : (NOTIFICATION_TOPICS as readonly string[]).includes(kind)
      ? (kind as NotificationTopic)
      : null;

/** What nobody changed means: everything in the app, e-mail for replies and mentions only, LINE off. */
export function defaultPreference(topic: NotificationTopic, channel: NotificationChannel): boolean {
  switch (channel) {
    case 'in_app':
      return true;
    case 'email':
      return topic === 'reply' || topic === 'mention';
    case 'line':
      return false;
  }
}

export type PreferenceRow = Readonly<Record<NotificationChannel, boolean>>;
export type PreferenceMatrix = Readonly<Record<NotificationTopic, PreferenceRow>>;

/** Every topic × channel: the stored choices over the defaults. */
export function preferenceMatrix(
  stored: readonly { topic: string; channel: string; enabled: boolean }[],
): PreferenceMatrix {
  const rows = Object.fromEntries(
    NOTIFICATION_TOPICS.map((topic) => [
      topic,
      Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, defaultPreference(topic, channel)])),
    ]),
  ) as Record<NotificationTopic, Record<NotificationChannel, boolean>>;
  for (const choice of stored) {
    const row = rows[choice.topic as NotificationTopic] as Record<NotificationChannel, boolean> | undefined;
    if (row && (NOTIFICATION_CHANNELS as readonly string[]).includes(choice.channel))
      row[choice.channel as NotificationChannel] = choice.enabled;
  }
  return rows;
}

/** My preferences as the settings show them: which channels I can have, and every topic's choices. */
export interface NotificationPreferences {
  readonly available: Readonly<Record<NotificationChannel, boolean>>;
  /** Where to add the Official Account as a friend in LINE; null when the server names none. */
  readonly lineAddFriendUrl: string | null;
  readonly topics: PreferenceMatrix;
}

export interface PreferenceChange {
  readonly topic: NotificationTopic;
  readonly channel: NotificationChannel;
  readonly enabled: boolean;
}

/** The preferences with one choice changed (what the settings show at once, before the server answers). */
export const withChange = (
  preferences: NotificationPreferences,
  change: PreferenceChange,
): NotificationPreferences => ({
  ...preferences,
  topics: {
    ...preferences.topics,
    [change.topic]: { ...preferences.topics[change.topic], [change.channel]: change.enabled },
  },
});
