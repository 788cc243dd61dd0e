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
