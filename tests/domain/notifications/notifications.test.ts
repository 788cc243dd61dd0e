import { describe, expect, it } from 'vitest';
import {
  actorName,
  notificationHref,
  unreadBadge,
  type AppNotification,
} from '../../../src/domain/notifications/notifications';

const base: AppNotification = {
  notificationId: 'n1',
  kind: 'comment',
  actor: { userId: 'u1', username: 'malee', displayName: 'Malee', avatarImage: null },
  target: {
    contentId: 'c1',
    title: 'Railay',
    commentId: 'cm1',
    locationId: null,
    placeName: null,
    reason: null,
    campaignId: null,
  },
  read: false,
  createdAt: '2026-11-28T09:00:00.000Z',
};

describe('notifications: where each leads and how the bell counts', () => {
  it('the bell shows nothing at zero and "99+" above 99', () => {
    expect([0, -1, 1, 99, 100, 5000].map(unreadBadge)).toEqual([null, null, '1', '99', '99+', '99+']);
  });

  it('comments, replies and mentions lead to the content at its comments; a new content to the content itself', () => {
    expect(notificationHref(base)).toBe('/contents/c1#comments');
    expect(notificationHref({ ...base, kind: 'reply' })).toBe('/contents/c1#comments');
    expect(notificationHref({ ...base, kind: 'mention' })).toBe('/contents/c1#comments');
    expect(notificationHref({ ...base, kind: 'new_content', target: { ...base.target, commentId: null } })).toBe(
      '/contents/c1',
    );
    expect(notificationHref({ ...base, kind: 'report_handled', actor: null })).toBe('/contents/c1');
  });

  it('a campaign entry published leads to its campaign', () => {
    const entry: AppNotification = { ...base, kind: 'campaign_entry', actor: null };
    expect(notificationHref({ ...entry, target: { ...entry.target, campaignId: 'camp-1' } })).toBe(
      '/campaigns/camp-1/detail',
    );
    expect(notificationHref(entry)).toBeNull();
  });

  it('a content no longer public (no title) and a refused place lead nowhere; an approved place to its page', () => {
    expect(notificationHref({ ...base, target: { ...base.target, title: null } })).toBeNull();
    const place = { ...base.target, contentId: null, title: null, locationId: 'loc 1', placeName: 'Market' };
    expect(notificationHref({ ...base, kind: 'place_approved', actor: null, target: place })).toBe(
      '/map/location/loc%201',
    );
    expect(notificationHref({ ...base, kind: 'place_refused', actor: null, target: place })).toBeNull();
  });

  it('a new follower leads to their profile, unless it is gone; the actor is named by display name, then @username', () => {
    expect(notificationHref({ ...base, kind: 'new_follower' })).toBe('/profiles/malee');
    const gone = { userId: 'u1', username: null, displayName: null, avatarImage: null };
    expect(notificationHref({ ...base, kind: 'new_follower', actor: gone })).toBeNull();
    expect(actorName(base.actor)).toBe('Malee');
    expect(actorName({ ...gone, username: 'malee', displayName: '  ' })).toBe('@malee');
    expect([actorName(gone), actorName(null)]).toEqual([null, null]);
  });
});
