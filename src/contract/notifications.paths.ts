/**
 * The notification-service paths (ours), apart from their schemas: plain strings, so the SPA's adapters import them
 * as values without bundling TypeBox (notifications.contract.ts re-exports them). Below a scope prefix (/api): no
 * leading slash, as the other content-platform paths.
 */
export const NOTIFICATION_SERVICE = 'content-platform/notification-service/v1';

export const notificationPaths = {
  /** My notifications, newest first, paged by key (signed in). */
  list: (query: { readonly limit?: number; readonly cursor?: string } = {}) => {
    const params = new URLSearchParams({ limit: String(query.limit ?? 20) });
    if (query.cursor) params.set('cursor', query.cursor);
    return `${NOTIFICATION_SERVICE}/notifications?${params.toString()}`;
  },
  /** How many of mine are unread (the bell). */
  unreadCount: () => `${NOTIFICATION_SERVICE}/notifications/unread-count`,
  /** POST: marks one of mine read. */
  markRead: (notificationId: string) =>
    `${NOTIFICATION_SERVICE}/notifications/${encodeURIComponent(notificationId)}/read`,
  /** POST: marks all of mine read (those there when the call is made). */
  markAllRead: () => `${NOTIFICATION_SERVICE}/notifications/read-all`,
  /** GET: my preferences; PATCH: turns some on or off. */
  preferences: () => `${NOTIFICATION_SERVICE}/notifications/preferences`,
  /** GET: my unread count, live (text/event-stream: `event: unread`, data {"unread_count": n}). */
  events: () => `${NOTIFICATION_SERVICE}/notifications/events`,
};
