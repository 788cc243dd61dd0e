import type { Queryable } from '../kernel/database.port';

/** The kinds mailed (spec: in-app for all, e-mail for replies and mentions). */
export const MAILED_KINDS = ['reply', 'mention'] as const;
export type MailedKind = (typeof MAILED_KINDS)[number];
export const isMailedKind = (kind: string): kind is MailedKind => (MAILED_KINDS as readonly string[]).includes(kind);

/** Who a mail goes to: their address, language, and whether they turned this kind off. */
export interface MailRecipient {
  readonly user_id: string;
  readonly email: string | null;
  readonly lang: string | null;
  readonly opted_out: boolean;
}

/** One notification as a mail tells it: who did it, on which content. */
export interface MailItem {
  readonly notification_id: string;
  readonly recipient_user_id: string;
  readonly kind: MailedKind;
  readonly content_id: string | null;
  readonly actor_name: string | null;
  /** The published title; null when the content is not public. */
  readonly title: string | null;
  readonly mail_status: 'deferred' | 'sent' | null;
}

/** Migration 0026, as notification-mail.ts needs it (notification-mail.repository.ts). */
export interface NotificationMailStore {
  /** The reply and mention notifications a comment made that are not mailed yet (whichever delivery made them). */
  unmailedOfComment(q: Queryable, commentId: string): Promise<string[]>;
  item(q: Queryable, notificationId: string): Promise<MailItem | null>;
  /** The notifications of this kind waiting for the recipient's digest, oldest first. */
  deferred(q: Queryable, userId: string, kind: MailedKind): Promise<MailItem[]>;
  /** Null when the account is gone (deleted: its row is a tombstone without an address). */
  recipient(q: Queryable, userId: string, kind: MailedKind): Promise<MailRecipient | null>;
  /** Takes the (user, kind) hourly window at `now` if no mail of that kind went in the hour before; whether taken. */
  takeWindow(q: Queryable, userId: string, kind: MailedKind, now: Date): Promise<boolean>;
  /** When the user's current window of this kind ends; null if never mailed. */
  windowEnd(q: Queryable, userId: string, kind: MailedKind): Promise<Date | null>;
  setStatus(q: Queryable, notificationIds: readonly string[], status: 'deferred' | 'sent' | null): Promise<void>;
  optOut(q: Queryable, userId: string, kind: MailedKind, now: Date): Promise<void>;
  optedOut(q: Queryable, userId: string, kind: MailedKind): Promise<boolean>;
}
