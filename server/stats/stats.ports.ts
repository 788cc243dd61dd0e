import type { Queryable } from '../kernel/database.port';

/** A period of calendar days (Thailand, UTC+7), both ends included, and the instant its first day starts. */
export interface StatsWindow {
  readonly from: string;
  readonly to: string;
  readonly fromInstant: Date;
}

export interface DayRow {
  readonly day: string;
  readonly views: number;
  readonly reads: number;
  readonly comments: number;
  readonly saves: number;
  readonly trip_adds: number;
  readonly new_followers: number;
}

export interface ContentRow {
  readonly content_id: string;
  readonly kind: string;
  readonly title: string;
  readonly views: number;
  readonly reads: number;
}

/** The stats module's store (stats.repository.ts): aggregated rows only. */
export interface StatsStore {
  recordView(q: Queryable, contentId: string, day: string, host: string | null): Promise<void>;
  isPublic(q: Queryable, contentId: string): Promise<boolean>;
  authorOf(q: Queryable, contentId: string): Promise<string | null>;
  recordRead(q: Queryable, contentId: string, sessionId: string, now: Date, day: string): Promise<boolean>;
  recordTripAdd(q: Queryable, sourceContentId: string, readerUserId: string, day: string): Promise<boolean>;
  series(q: Queryable, authorId: string, contentId: string | null, window: StatsWindow): Promise<DayRow[]>;
  contents(q: Queryable, authorId: string, window: StatsWindow, limit: number): Promise<ContentRow[]>;
  sources(
    q: Queryable,
    authorId: string,
    contentId: string | null,
    window: StatsWindow,
    limit: number,
  ): Promise<{ host: string; views: number }[]>;
  followerCount(q: Queryable, authorId: string): Promise<number>;
}
