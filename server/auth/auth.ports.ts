import type { Queryable } from '../kernel/database.port';

export interface AuthEvent {
  readonly eventId: string;
  readonly userId: string;
  readonly kind: 'login' | 'logout' | 'refresh';
  readonly lat: number | null;
  readonly lng: number | null;
  readonly device: string | null;
}

export interface WebSessionRow {
  readonly token_hash: string;
  readonly user_id: string;
  readonly expires_at: Date;
}

/** Auth events and web-view session tokens: auth/auth.repository.ts. */
export interface AuthStore {
  recordEvent(q: Queryable, event: AuthEvent, now: Date): Promise<void>;
  countEvents(q: Queryable, userId: string, kind: AuthEvent['kind']): Promise<number>;
  insertSession(q: Queryable, session: WebSessionRow, now: Date): Promise<void>;
  findSession(q: Queryable, tokenHash: string): Promise<WebSessionRow | null>;
  /** True when the caller's token was there and is now gone. */
  deleteSession(q: Queryable, tokenHash: string, userId: string): Promise<boolean>;
}

/** A LINE account linked to one of ours; `firebase_uid` is the account's identity-provider uid. */
export interface LineLinkRow {
  readonly line_user_id: string;
  readonly user_id: string;
  readonly firebase_uid: string;
}

/** LINE links: auth/line-link.repository.ts. */
export interface LineLinkStore {
  findByLineUserId(q: Queryable, lineUserId: string): Promise<LineLinkRow | null>;
  findByUserId(q: Queryable, userId: string): Promise<LineLinkRow | null>;
  /** False when that LINE user id (or this account) already has a link: nothing is written then. */
  insert(q: Queryable, link: { line_user_id: string; user_id: string }, now: Date): Promise<boolean>;
  /** True when the account had a link and it is gone. */
  deleteByUserId(q: Queryable, userId: string): Promise<boolean>;
  /** Whether the product already knows an account with this identity-provider uid (it has logged in). */
  accountExists(q: Queryable, firebaseUid: string): Promise<boolean>;
}
