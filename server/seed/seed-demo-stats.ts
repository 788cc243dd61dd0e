import { DAY_MS } from '../../src/domain/time/day';
import type { Queryable } from '../kernel/database.port';
import { thaiDayOf } from '../stats/stats.use-cases';

/** Where the demo's readers come from, and each site's share of a day's views. */
const DEMO_SOURCES = [
  ['google.com', 0.4],
  ['pantip.com', 0.15],
  ['facebook.com', 0.1],
] as const;

/**
 * A published demo content's traffic, so a demo creator's /dashboard/stats has something to draw: its view count
 * spread over the days since it was published (at most 90), a launch peak fading into a weekly rhythm, about two
 * views in five read, one in fifty taking a place of it into a trip (a trip add), and a share from three referring
 * sites. Deterministic: the same numbers on every machine.
 */
export async function seedDemoStats(
  q: Queryable,
  contentId: string,
  views: number,
  nowMs: number,
  daysAgo: number,
): Promise<void> {
  const days = Math.max(1, Math.min(90, Math.floor(daysAgo) + 1));
  const weights = Array.from({ length: days }, (_, age) => 1 / (1 + age * 0.25) + 0.2 * (1 + Math.sin(age * 0.9)));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const rows: { day: string; views: number }[] = weights.map((w, age) => ({
    day: thaiDayOf(nowMs - (days - 1 - age) * DAY_MS),
    views: Math.round((views * w) / total),
  }));
  const seen = rows.filter((row) => row.views > 0);
  if (seen.length === 0) return;
  const values = seen.flatMap((row) => [row.day, row.views, Math.round(row.views * 0.4), Math.round(row.views * 0.02)]);
  const tuples = seen
    .map((_, i) => `($1, $${i * 4 + 2}::date, $${i * 4 + 3}, $${i * 4 + 4}, $${i * 4 + 5})`)
    .join(', ');
  await q.query(
    `INSERT INTO content_daily_stats (content_id, day, views, reads, trip_adds) VALUES ${tuples} ON CONFLICT DO NOTHING`,
    [contentId, ...values],
  );
  const referred = seen.flatMap((row) =>
    DEMO_SOURCES.map(([host, share]) => ({ day: row.day, host, views: Math.round(row.views * share) })),
  );
  const sources = referred.filter((row) => row.views > 0);
  if (sources.length === 0) return;
  const sourceValues = sources.flatMap((row) => [row.day, row.host, row.views]);
  const sourceTuples = sources.map((_, i) => `($1, $${i * 3 + 2}::date, $${i * 3 + 3}, $${i * 3 + 4})`).join(', ');
  await q.query(
    `INSERT INTO content_referrer_daily (content_id, day, host, views) VALUES ${sourceTuples} ON CONFLICT DO NOTHING`,
    [contentId, ...sourceValues],
  );
}
