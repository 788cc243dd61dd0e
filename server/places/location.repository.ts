import type { Queryable } from '../kernel/database.port';
import type { LocationFilter, LocationRow, LocationStore, LocationWithDistance } from './places.ports';

const COLUMNS = 'l.location_id, l.name_en, l.name_th, l.address, l.lat, l.lng, l.time_zone, l.opening_hours, l.category_id';

/** Mean Earth radius (IUGG), metres. */
const EARTH_RADIUS_M = 6_371_008.8;

/** Haversine distance from ($lat, $lng) in SQL; least() guards asin against rounding just above 1. */
const distanceSql = (lat: string, lng: string): string => distanceOf(`${lat}::double precision`, `${lng}::double precision`);
const distanceOf = (latParam: string, lngParam: string): string => `(2 * ${EARTH_RADIUS_M} * asin(least(1, sqrt(
  power(sin(radians(l.lat - ${latParam}) / 2), 2)
  + cos(radians(${latParam})) * cos(radians(l.lat)) * power(sin(radians(l.lng - ${lngParam}) / 2), 2)))))`;

/** LIKE pattern for a case-insensitive "contains", with the user's %, _ and \ taken literally. */
const containsPattern = (keyword: string): string => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const keywordWhere = (param: string): string =>
  `(lower(l.name_en) LIKE ${param} OR lower(l.name_th) LIKE ${param} OR lower(l.address) LIKE ${param})`;

/** Places of migration 0005 (`locations`): the map's points, read by anonymous visitors. */
export const locationRepository: LocationStore = {
  async findById(q: Queryable, locationId: string): Promise<LocationRow | null> {
    const rows = await q.query<LocationRow>(`SELECT ${COLUMNS} FROM locations l WHERE l.location_id = $1`, [locationId]);
    return rows[0] ?? null;
  },

  /** The `is_default` row; without one, the first by English name (the map must start somewhere). */
  async findDefault(q: Queryable): Promise<LocationRow | null> {
    const rows = await q.query<LocationRow>(
      `SELECT ${COLUMNS} FROM locations l ORDER BY l.is_default DESC, lower(l.name_en), l.location_id LIMIT 1`,
    );
    return rows[0] ?? null;
  },

  /** Filtered page: in the order of `ids` when given, else by name in the requested language. */
  async list(q: Queryable, filter: LocationFilter, offset: number, limit: number): Promise<{ rows: LocationRow[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    let from = 'locations l';
    let order = filter.lang === 'th' ? 'l.name_th, l.location_id' : 'lower(l.name_en), l.location_id';
    if (filter.ids) {
      params.push(JSON.stringify(filter.ids));
      from = `locations l JOIN jsonb_array_elements_text($${params.length}::jsonb) WITH ORDINALITY AS wanted(id, ord) ON wanted.id = l.location_id`;
      order = 'wanted.ord';
    }
    if (filter.keyword) {
      params.push(containsPattern(filter.keyword));
      where.push(keywordWhere(`$${params.length}`));
    }
    const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const rows = await q.query<LocationRow>(
      `SELECT ${COLUMNS} FROM ${from} ${whereSql} ORDER BY ${order} OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, offset, limit],
    );
    const [count] = await q.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} ${whereSql}`, params);
    return { rows, total: count.total };
  },

  /** The known place closest to a point (reverse-geocoding fallback). */
  async nearest(q: Queryable, lat: number, lng: number): Promise<LocationWithDistance | null> {
    const rows = await q.query<LocationWithDistance>(
      `SELECT ${COLUMNS}, ${distanceSql('$1', '$2')} AS distance_m FROM locations l ORDER BY distance_m, l.location_id LIMIT 1`,
      [lat, lng],
    );
    return rows[0] ?? null;
  },

  /**
   * Map search: keyword on names and address; nearest first when a point is given, else by name.
   * A full scan with the distance computed per row is fine for a table of curated places.
   */
  async search(
    q: Queryable,
    search: { keyword: string | null; point: { lat: number; lng: number } | null; lang: 'en' | 'th'; limit: number },
  ): Promise<LocationWithDistance[]> {
    const params: unknown[] = [];
    let distance = 'NULL::double precision';
    if (search.point) {
      params.push(search.point.lat, search.point.lng);
      distance = distanceSql('$1', '$2');
    }
    let where = '';
    if (search.keyword) {
      params.push(containsPattern(search.keyword));
      where = `WHERE ${keywordWhere(`$${params.length}`)}`;
    }
    const byName = search.lang === 'th' ? 'l.name_th' : 'lower(l.name_en)';
    params.push(search.limit);
    return q.query<LocationWithDistance>(
      `SELECT ${COLUMNS}, ${distance} AS distance_m FROM locations l ${where}
       ORDER BY ${search.point ? 'distance_m, ' : ''}${byName}, l.location_id LIMIT $${params.length}`,
      params,
    );
  },
};
