import type { Queryable } from '../../server/kernel/database.port';
import { PLACES_PATHS } from '../../src/contract/places.contract';
import { percentile, type TargetRow } from './report';

/** The map's box query on 100,000 places, at a few zooms (a figure, never a timed test). */
export const MAP_PLACES = 100_000;
export const MAP_P95_TARGET_MS = 30;
/** A 1024 × 768-pixel map centred on Bangkok: 4 × 3 tiles of 360/2^zoom degrees. */
const ZOOMS = [4, 7, 10, 13, 16];
const CENTER = { lat: 13.75, lng: 100.5 };

/**
 * Inserts `count` approved places with SQL (generate_series): 80 % spread over Thailand (lat 5.6–20.5,
 * lng 97.3–105.6) and thicker around Bangkok, 20 % over the whole world; a fixed seed so runs compare.
 */
export async function seedMapPlaces(db: Queryable, count = MAP_PLACES): Promise<void> {
  await db.query('SELECT setseed(0.42)');
  await db.query(
    `INSERT INTO locations (location_id, name_en, name_th, address, lat, lng, time_zone, created_at)
     SELECT 'bench-place-' || i, 'Bench place ' || i, 'สถานที่ทดสอบ ' || i, '', lat, lng, 'Asia/Bangkok', now()
     FROM (
       SELECT i,
         CASE WHEN i % 5 = 0 THEN -85 + random() * 170
              WHEN i % 5 = 1 THEN 13.75 + (random() - 0.5) * 0.6
              ELSE 5.6 + random() * 14.9 END AS lat,
         CASE WHEN i % 5 = 0 THEN -180 + random() * 360
              WHEN i % 5 = 1 THEN 100.5 + (random() - 0.5) * 0.6
              ELSE 97.3 + random() * 8.3 END AS lng
       FROM generate_series(1, $1::int) i
     ) p`,
    [count],
  );
  // What autovacuum would do after a bulk load: statistics, and the visibility map index-only scans need.
  await db.query('VACUUM ANALYZE locations');
}

const bboxAt = (zoom: number): string => {
  const width = Math.min(360, (360 / 2 ** zoom) * 4);
  const height = Math.min(170, (360 / 2 ** zoom) * 3);
  const west = Math.max(-180, CENTER.lng - width / 2),
    east = Math.min(180, CENTER.lng + width / 2);
  const south = Math.max(-85, CENTER.lat - height / 2),
    north = Math.min(85, CENTER.lat + height / 2);
  return [west, south, east, north].map((n) => n.toFixed(5)).join(',');
};

/** Seeds, then times `rounds` sequential map calls per zoom; one row per zoom and the overall p95 as the target row. */
export async function benchMap(base: string, db: Queryable, name: string, rounds = 60): Promise<TargetRow> {
  const seededAt = performance.now();
  await seedMapPlaces(db);
  console.log(`map: ${MAP_PLACES} places inserted in ${((performance.now() - seededAt) / 1000).toFixed(1)} s`);
  const all: number[] = [];
  for (const zoom of ZOOMS) {
    const url = `${base}/api${PLACES_PATHS.map}?bbox=${bboxAt(zoom)}&zoom=${zoom}`;
    await fetch(url).then((r) => r.text());
    const times: number[] = [];
    let shape = '';
    for (let i = 0; i < rounds; i++) {
      const start = performance.now();
      const body = (await (await fetch(url)).json()) as {
        data: { clusters: unknown[]; places: unknown[]; total: number };
      };
      times.push(performance.now() - start);
      shape = `${body.data.total} in box → ${body.data.clusters.length ? `${body.data.clusters.length} clusters` : `${body.data.places.length} places`}`;
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `GET locations/map on ${name}, zoom ${String(zoom).padStart(2)} (${shape}): ` +
        `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`,
    );
  }
  all.sort((a, b) => a - b);
  const p95 = percentile(all, 0.95);
  return {
    figure: `locations/map p95, ${MAP_PLACES} places, zooms ${ZOOMS.join('/')}, ${name}`,
    value: `${p95.toFixed(1)} ms`,
    target: `≤ ${MAP_P95_TARGET_MS} ms`,
    pass: name === 'PostgreSQL' ? p95 <= MAP_P95_TARGET_MS : null,
  };
}
