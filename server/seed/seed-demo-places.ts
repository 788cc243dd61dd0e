import type { Clock } from '../kernel/clock';
import type { Database } from '../kernel/database.port';
import { nowDate } from '../kernel/deps';
import { DEMO_PLACES, type DemoPlace } from './demo-places';

/**
 * Inserts the demo places (migration 0005 `locations`) under their stable ids; a place already there is
 * left as it is, so a second start adds nothing, except that a demo place seeded before places had districts
 * and provinces (migration 0017) gets its own. The first is the map's default only when no row is yet.
 * Returns how many rows were added.
 */
export async function seedDemoPlaces(
  deps: { db: Database; clock: Clock },
  places: readonly DemoPlace[] = DEMO_PLACES,
): Promise<number> {
  const now = nowDate(deps);
  return deps.db.transaction(async (tx) => {
    const [{ has_default: hasDefault }] = await tx.query<{ has_default: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM locations WHERE is_default) AS has_default',
    );
    let added = 0;
    for (const place of places) {
      const { districtTh, districtEn, provinceTh, provinceEn } = place.adminArea;
      const rows = await tx.query(
        `INSERT INTO locations (location_id, name_en, name_th, address, lat, lng, time_zone, opening_hours, category_id, is_default, created_at,
           district_th, district_en, province_th, province_en)
         VALUES ($1, $2, $3, $4, $5, $6, 'Asia/Bangkok', $7::jsonb, $8, $9, $10, $11, $12, $13, $14)
         ON CONFLICT (location_id) DO NOTHING RETURNING location_id`,
        [
          place.id,
          place.nameEn,
          place.nameTh,
          place.address,
          place.lat,
          place.lng,
          place.openingHours === null ? null : JSON.stringify(place.openingHours),
          place.categoryId,
          !hasDefault && place.isDefault === true,
          now,
          districtTh,
          districtEn,
          provinceTh,
          provinceEn,
        ],
      );
      added += rows.length;
      if (rows.length === 0) {
        await tx.query(
          `UPDATE locations SET district_th = $2, district_en = $3, province_th = $4, province_en = $5
           WHERE location_id = $1 AND district_th = '' AND district_en = '' AND province_th = '' AND province_en = ''`,
          [place.id, districtTh, districtEn, provinceTh, provinceEn],
        );
      }
    }
    return added;
  });
}
