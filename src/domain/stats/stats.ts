/** The periods a creator's stats page offers, in days (the server accepts these only). */
export const STATS_PERIOD_DAYS = [7, 30, 90] as const;
export type StatsPeriodDays = (typeof STATS_PERIOD_DAYS)[number];

/** One calendar day (Thailand) of a creator's numbers. */
export interface StatsDay {
  /** YYYY-MM-DD. */
  readonly day: string;
  readonly views: number;
  readonly reads: number;
  readonly comments: number;
  readonly saves: number;
  /** Readers who added a place of the content to a trip of theirs, or copied the trip. */
  readonly tripAdds: number;
  readonly newFollowers: number;
}

export interface StatsContent {
  readonly contentId: string;
  readonly kind: 'article' | 'trip';
  readonly title: string;
  readonly views: number;
  readonly reads: number;
}

/** A creator's (or one content's) numbers over a period: every day, the totals, the contents and the sources. */
export interface CreatorStats {
  readonly days: StatsPeriodDays;
  readonly from: string;
  readonly to: string;
  readonly contentId: string | null;
  readonly series: readonly StatsDay[];
  readonly totals: {
    readonly views: number;
    readonly reads: number;
    readonly comments: number;
    readonly saves: number;
    readonly tripAdds: number;
    readonly newFollowers: number;
    readonly followerCount: number;
  };
  readonly contents: readonly StatsContent[];
  readonly sources: readonly { readonly host: string; readonly views: number }[];
}

/** The share of views that were read, in whole percent (0 without views). */
export const readRate = (views: number, reads: number): number =>
  views <= 0 ? 0 : Math.min(100, Math.round((reads / views) * 100));

/** The tallest value of a series, for a chart's scale (at least 1, so an empty period draws flat bars). */
export const seriesMax = (values: readonly number[]): number => Math.max(1, ...values);

/** A read, for the creator's stats: the reader stayed this long on the page… */
export const READ_AFTER_MS = 30_000;

/** …or scrolled until the screen's bottom edge passed half of the page. */
export const scrolledPastHalf = (scrollTop: number, viewportHeight: number, pageHeight: number): boolean =>
  pageHeight > 0 && scrollTop + viewportHeight >= pageHeight / 2;
