import type { NotificationKind } from '../../src/contract/notifications.contract';
import {
  NOTIFICATION_TOPICS,
  type NotificationChannel,
  type NotificationTopic,
} from '../../src/domain/notifications/notification-preferences';
import type { Queryable } from '../kernel/database.port';

/** Every topic may be mailed (notification preferences); a person chooses which (e-mail defaults: replies, mentions). */
export type MailedKind = NotificationTopic;
export const isMailedKind = (kind: string): kind is MailedKind =>
  (NOTIFICATION_TOPICS as readonly string[]).includes(kind);

/** Who a mail (or a LINE message) goes to: their address, LINE user ID, language, and whether they want it there. */
export interface MailRecipient {
  readonly user_id: string;
  readonly email: string | null;
  readonly lang: string | null;
  /** This topic is off for this channel (their choice, else the default). */
  readonly opted_out: boolean;
  /** Their LINE user ID, when they signed in with LINE or linked it. */
  readonly line_user_id: string | null;
}

/** One notification as a mail or a LINE message tells it: who did it, on what. */
export interface MailItem {
  readonly notification_id: string;
  readonly recipient_user_id: string;
  readonly kind: NotificationKind;
  readonly content_id: string | null;
  readonly actor_name: string | null;
  readonly actor_username: string | null;
  /** The published title; null when the content is not public. */
  readonly title: string | null;
  readonly location_id: string | null;
  readonly place_name: string | null;
  readonly reason: string | null;
  readonly campaign_id: string | null;
  readonly mail_status: 'deferred' | 'sent' | null;
  readonly line_status: 'sent' | 'refused' | null;
}

/** A notification just routed: which of its channels want a job. */
export interface RoutedRow {
  readonly notification_id: string;
  readonly email: boolean;
  readonly line: boolean;
}

/** Migrations 0026 and 0027, as delivery needs them (notification-mail.repository.ts). */
export interface NotificationMailStore {
  item(q: Queryable, notificationId: string): Promise<MailItem | null>;
  /** The notifications of this topic waiting for the recipient's digest, oldest first. */
  deferred(q: Queryable, userId: string, topic: MailedKind): Promise<MailItem[]>;
  /** Null when the account is gone (deleted: its row is a tombstone without an address). */
  recipient(
    q: Queryable,
    userId: string,
    topic: MailedKind,
    channel: Exclude<NotificationChannel, 'in_app'>,
  ): Promise<MailRecipient | null>;
  /** Takes the (user, topic) hourly window at `now` if no mail of it went in the hour before; whether taken. */
  takeWindow(q: Queryable, userId: string, topic: MailedKind, now: Date): Promise<boolean>;
  /** When the user's current window of this topic ends; null if never mailed. */
  windowEnd(q: Queryable, userId: string, topic: MailedKind): Promise<Date | null>;
  setStatus(q: Queryable, notificationIds: readonly string[], status: 'deferred' | 'sent' | null): Promise<void>;
  setLineStatus(q: Queryable, notificationId: string, status: 'sent' | 'refused'): Promise<void>;
  /**
   * Marks up to `limit` unrouted notifications routed (FOR UPDATE SKIP LOCKED: each by one instance) and answers,
   * per row, whether e-mail and LINE want it (the recipient's choice, else the default; `channels` off: never).
   */
  route(q: Queryable, limit: number, channels: { email: boolean; line: boolean }): Promise<RoutedRow[]>;
  /** Sets one choice (the one-click unsubscribe: e-mail of a topic off). */
  setPreference(
    q: Queryable,
    userId: string,
    change: { topic: NotificationTopic; channel: NotificationChannel; enabled: boolean },
    now: Date,
  ): Promise<void>;
  /** The stored choices (the rest are defaults). */
  preferences(q: Queryable, userId: string): Promise<{ topic: string; channel: string; enabled: boolean }[]>;
}
