import type { Queryable } from '../kernel/database.port';

export type Row = Record<string, unknown>;

/** What the product holds about one user, read straight from its tables for the download (account.repository.ts). */
export interface HeldData {
  readonly account: { user_id: string; email: string | null; created_at: Date };
  readonly profile: Row | null;
  readonly roles: string[];
  readonly interests: string[];
  readonly lineLink: { line_user_id: string; linked_at: Date } | null;
  /** Each with `versions`: every snapshot, its whole document. */
  readonly contents: Row[];
  readonly comments: Row[];
  readonly pollVotes: Row[];
  readonly savedLists: Row[];
  readonly savedItems: Row[];
  /** Whom the user follows (their followers are the followers' data, not theirs). */
  readonly following: Row[];
  /** The notifications the user received (those they caused are the recipients' data). */
  readonly notifications: Row[];
  /** The kinds of notification e-mail the user turned off (the unsubscribe link). */
  readonly notificationPreferences: Row[];
  readonly reports: Row[];
  readonly issueReports: (Row & { attachment_ids: string[] })[];
  readonly contactMessages: Row[];
  readonly uploads: (Row & { purpose: string; upload_id: string })[];
  readonly images: (Row & { image_id: string })[];
  readonly proposedPlaces: Row[];
  readonly readingHistory: Row[];
  readonly signIns: Row[];
}

/** What erasing an account left for after the commit: objects to delete from storage and changes to tell. */
export interface Erased {
  /** Content ids whose public read changed (the account's own contents, now gone). */
  readonly contentIds: string[];
  /** Polls whose tallies changed (the account's votes went, or its own polls). */
  readonly pollIds: string[];
  /** Content images of the account no longer used by anything that stays. */
  readonly imageIds: string[];
  /** Avatars and report attachments: `${purpose}/${upload_id}`. */
  readonly uploadKeys: string[];
}

/**
 * The account's rows across the product's tables (account/account.repository.ts): read for the download, and
 * erased in the deletion's transaction. The comments the account wrote on others' contents are the comments
 * module's (its eraseAuthor), called by the use case in the same transaction.
 */
export interface AccountStore {
  heldData(q: Queryable, userId: string): Promise<HeldData>;
  /** Deletes or detaches every row of the account but its comments elsewhere; the `users` row becomes a tombstone. */
  erase(q: Queryable, userId: string, now: Date): Promise<Erased>;
}
