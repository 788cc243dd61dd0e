import { describe, expect, it } from 'vitest';
import {
  type NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  defaultPreference,
  preferenceMatrix,
  topicOfKind,
  withChange,
} from '../../../src/domain/notifications/notification-preferences';

describe('notification preferences: topics, channels and defaults', () => {
  it('a place approved or refused is one topic; every other kind is its own; an unknown kind none', () => {
    expect(topicOfKind('place_approved')).toBe('place_reviewed');
    expect(topicOfKind('place_refused')).toBe('place_reviewed');
    expect(topicOfKind('reply')).toBe('reply');
    expect(topicOfKind('campaign_entry')).toBe('campaign_entry');
    expect(topicOfKind('gossip')).toBeNull();
  });

  it('by default: everything in the app, e-mail for replies and mentions only, LINE for nothing', () => {
    const on = (channel: (typeof NOTIFICATION_CHANNELS)[number]) =>
      NOTIFICATION_TOPICS.filter((topic) => defaultPreference(topic, channel));
    expect(on('in_app')).toEqual(NOTIFICATION_TOPICS);
    expect(on('email')).toEqual(['reply', 'mention']);
    expect(on('line')).toEqual([]);
  });

  it('stored choices override the defaults; unknown topics or channels are ignored', () => {
    const matrix = preferenceMatrix([
      { topic: 'reply', channel: 'email', enabled: false },
      { topic: 'new_follower', channel: 'line', enabled: true },
      { topic: 'gossip', channel: 'email', enabled: true },
      { topic: 'reply', channel: 'pigeon', enabled: true },
    ]);
    expect(matrix.reply).toEqual({ in_app: true, email: false, line: false });
    expect(matrix.new_follower).toEqual({ in_app: true, email: false, line: true });
    expect(Object.keys(matrix)).toEqual([...NOTIFICATION_TOPICS]);
  });

  it('a change touches one choice only', () => {
    const before = {
      available: { in_app: true, email: true, line: false },
      lineAddFriendUrl: null,
      topics: preferenceMatrix([]),
    };
    const after = withChange(before, { topic: 'comment', channel: 'email', enabled: true });
    expect(after.topics.comment.email).toBe(true);
    expect(after.topics.reply).toBe(before.topics.reply);
    expect(before.topics.comment.email).toBe(false);
  });
});
