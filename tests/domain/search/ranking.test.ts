import { describe, expect, it } from 'vitest';
import {
  compareTrending,
  decay,
  isColdStart,
  TRENDING,
  trendingScore,
  youMayLikeScore,
  type ReaderSignals,
  type Trended,
} from '../../../src/domain/search/ranking';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 0, 15, 12);

describe('trending score: Σ weight · 2^(−age_h / 72) over the window', () => {
  it.each([
    ['one view now', [{ kind: 'view', at: NOW }], 1],
    ['one comment now', [{ kind: 'comment', at: NOW }], 3],
    ['one poll vote now', [{ kind: 'pollVote', at: NOW }], 2],
    ['one view a half-life ago', [{ kind: 'view', at: NOW - 72 * HOUR }], 0.5],
    ['a comment two half-lives ago', [{ kind: 'comment', at: NOW - 144 * HOUR }], 0.75],
    ['a view 15 days ago (outside 14)', [{ kind: 'view', at: NOW - 15 * DAY }], 0],
    ['a view exactly 14 days ago (inside)', [{ kind: 'view', at: NOW - 14 * DAY }], 2 ** ((-14 * 24) / 72)],
    ['a view in the future', [{ kind: 'view', at: NOW + HOUR }], 0],
    [
      'two views and a comment now',
      [
        { kind: 'view', at: NOW },
        { kind: 'view', at: NOW },
        { kind: 'comment', at: NOW },
      ],
      5,
    ],
  ] as const)('%s', (_name, events, expected) => {
    expect(trendingScore(events, NOW)).toBeCloseTo(expected, 10);
  });

  it('the window is a parameter', () => {
    expect(trendingScore([{ kind: 'view', at: NOW - 3 * DAY }], NOW, 2)).toBe(0);
    expect(trendingScore([{ kind: 'view', at: NOW - 3 * DAY }], NOW, 7)).toBeCloseTo(0.5, 10);
  });

  it('decay halves at each half-life', () => {
    expect(decay(0, 72)).toBe(1);
    expect(decay(TRENDING.halfLifeHours, TRENDING.halfLifeHours)).toBe(0.5);
  });

  it('ties: higher score, then newer publication, then content_id (stable)', () => {
    const items: Trended[] = [
      { contentId: 'b', score: 1, publishedAt: 10 },
      { contentId: 'a', score: 1, publishedAt: 10 },
      { contentId: 'c', score: 1, publishedAt: 20 },
      { contentId: 'd', score: 2, publishedAt: 0 },
    ];
    expect([...items].sort(compareTrending).map((i) => i.contentId)).toEqual(['d', 'c', 'a', 'b']);
    expect(
      [...items]
        .reverse()
        .sort(compareTrending)
        .map((i) => i.contentId),
    ).toEqual(['d', 'c', 'a', 'b']);
  });
});

describe('you-may-like score: 3·interests + 2·categories + 2·places + freshness', () => {
  const signals: ReaderSignals = {
    interests: new Set(['food', 'temples']),
    categories: new Set(['food']),
    places: new Set(['loc-1']),
  };
  const candidate = (categoryIds: string[], locationIds: string[], ageDays = 0) => ({
    contentId: 'x',
    categoryIds,
    locationIds,
    publishedAt: NOW - ageDays * DAY,
  });

  it.each([
    ['nothing in common, fresh', candidate([], []), 1],
    ['one interest', candidate(['temples'], []), 3 + 1],
    ['interest and engaged category', candidate(['food'], []), 3 + 2 + 1],
    ['place only, 14 days old', candidate([], ['loc-1'], 14), 2 + 0.5],
    ['everything', candidate(['food', 'temples', 'beaches'], ['loc-1', 'loc-2']), 6 + 2 + 2 + 1],
    ['duplicated ids count once', candidate(['food', 'food'], []), 3 + 2 + 1],
  ])('%s', (_name, c, expected) => {
    expect(youMayLikeScore(c, signals, NOW)).toBeCloseTo(expected, 10);
  });

  it('cold start: no interests and no engagement', () => {
    expect(isColdStart({ interests: new Set(), categories: new Set(), places: new Set() })).toBe(true);
    expect(isColdStart(signals)).toBe(false);
  });
});
