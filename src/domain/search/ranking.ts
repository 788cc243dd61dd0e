/**
 * Feed ranking formulas, written once here as the reference: the server computes the
 * same numbers in SQL for whole pages, and tests hold the two together.
 *
 * Trending (contents): over the recent window (`days`, default 14) ending now,
 *   score = Σ_views 1·2^(−age_h/72) + Σ_comments 3·2^(−age_h/72) + Σ_poll_votes 2·2^(−age_h/72)
 * age_h: hours since the event; half-life 72 h (3 days). Events older than the window or in the future count
 * nothing. Ties: newer first publication first, then content_id ascending.
 * Trending (categories): the sum of the scores of their published contents; ties: category display order,
 * then category_id.
 *
 * You may like: for a reader with interests I, and the categories C and places P of the contents they
 * engaged with (read while signed in, commented on, or wrote),
 *   score = 3·|cats ∩ I| + 2·|cats ∩ C| + 2·|places ∩ P| + 2^(−age_days/14)
 * age_days: days since the content was first published (freshness, half-life 14 days). Ties: content_id.
 */

export const TRENDING = {
  defaultDays: 14,
  halfLifeHours: 72,
  weights: { view: 1, comment: 3, pollVote: 2 },
} as const;

export const YOU_MAY_LIKE = {
  weights: { interest: 3, category: 2, place: 2 },
  freshnessHalfLifeDays: 14,
} as const;

export type TrendingEventKind = keyof typeof TRENDING.weights;

export interface TrendingEvent {
  readonly kind: TrendingEventKind;
  /** Epoch milliseconds. */
  readonly at: number;
}

const HOUR = 3_600_000;
const DAY = 86_400_000;

/** 2^(−age/halfLife); 1 at age 0. */
export const decay = (age: number, halfLife: number): number => 2 ** (-age / halfLife);

/** The trending score of one content's events at `now` (epoch ms) over the last `days`. */
export function trendingScore(
  events: readonly TrendingEvent[],
  now: number,
  days: number = TRENDING.defaultDays,
): number {
  let score = 0;
  for (const event of events) {
    const age = now - event.at;
    if (age < 0 || age > days * DAY) continue;
    score += TRENDING.weights[event.kind] * decay(age / HOUR, TRENDING.halfLifeHours);
  }
  return score;
}

export interface Trended {
  readonly contentId: string;
  readonly score: number;
  /** Epoch ms of the first publication. */
  readonly publishedAt: number;
}

/** Trending order: score, then newer publication, then content_id. */
export const compareTrending = (a: Trended, b: Trended): number =>
  b.score - a.score ||
  b.publishedAt - a.publishedAt ||
  (a.contentId < b.contentId ? -1 : a.contentId > b.contentId ? 1 : 0);

export interface ReaderSignals {
  readonly interests: ReadonlySet<string>;
  readonly categories: ReadonlySet<string>;
  readonly places: ReadonlySet<string>;
}

export interface Candidate {
  readonly contentId: string;
  readonly categoryIds: readonly string[];
  readonly locationIds: readonly string[];
  readonly publishedAt: number;
}

/** Nothing known of the reader: you-may-like answers trending instead (cold start). */
export const isColdStart = (signals: ReaderSignals): boolean =>
  signals.interests.size === 0 && signals.categories.size === 0 && signals.places.size === 0;

const overlap = (values: readonly string[], set: ReadonlySet<string>): number =>
  new Set(values.filter((v) => set.has(v))).size;

export function youMayLikeScore(candidate: Candidate, signals: ReaderSignals, now: number): number {
  const { interest, category, place } = YOU_MAY_LIKE.weights;
  const ageDays = Math.max(0, now - candidate.publishedAt) / DAY;
  return (
    interest * overlap(candidate.categoryIds, signals.interests) +
    category * overlap(candidate.categoryIds, signals.categories) +
    place * overlap(candidate.locationIds, signals.places) +
    decay(ageDays, YOU_MAY_LIKE.freshnessHalfLifeDays)
  );
}
