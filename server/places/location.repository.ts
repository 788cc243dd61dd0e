import { containsAllSql } from '../kernel/contains-sql';
import type { Queryable } from '../kernel/database.port';
import type {
  ClusterRow,
  HoursPoint,
  LocationFilter,
  LocationRow,
  LocationStore,
  LocationWithDistance,
  MapFilter,
  NewPendingLocation,
  PlaceKeyword,
  PlaceMapStore,
} from './places.ports';

const COLUMNS = `l.location_id, l.name_en, l.name_th, l.address, l.lat, l.lng, l.time_zone, l.opening_hours, l.category_id,
  l.district_th, l.district_en, l.province_th, l.province_en, l.status, l.proposer_user_id, l.photo_image_id, pm.blurhash AS photo_blurhash, pm.width AS photo_width, pm.height AS photo_height`;
/** Every read joins the photo's upload row (blurhash and size for the ImageRef). */
const LOCATIONS = 'locations l LEFT JOIN media_images pm ON pm.image_id = l.photo_image_id';
/** Lists, the map and searches show approved places only (a pending one is its proposer's until approved). */
const PUBLIC = "l.status = 'approved'";

/** Mean Earth radius (IUGG), metres. */
const EARTH_RADIUS_M = 6_371_008.8;

/** Haversine distance from ($lat, $lng) in SQL; least() guards asin against rounding just above 1. */
const distanceSql = (lat: string, lng: string): string =>
  distanceOf(`${lat}::double precision`, `${lng}::double precision`);
const distanceOf = (latParam: string, lngParam: string): string => `(2 * ${EARTH_RADIUS_M} * asin(least(1, sqrt(
  power(sin(radians(l.lat - ${latParam}) / 2), 2)
  + cos(radians(${latParam})) * cos(radians(l.lat)) * power(sin(radians(l.lng - ${lngParam}) / 2), 2)))))`;

/**
 * The keyword's condition on `l.search_text` (migration 0017: names, address, district and province in both
 * languages), its terms pushed onto `params`.
 */
function keywordWhere(keyword: NonNullable<PlaceKeyword>, params: unknown[]): string {
  const where = containsAllSql('l.search_text', keyword, params.length + 1);
  params.push(...where.params);
  return where.sql;
}

/** Places of migration 0005 (`locations`): the map's points, read by anonymous visitors. */
export const locationRepository: LocationStore = {
  async findById(q: Queryable, locationId: string): Promise<LocationRow | null> {
    const rows = await q.query<LocationRow>(`SELECT ${COLUMNS} FROM ${LOCATIONS} WHERE l.location_id = $1`, [
      locationId,
    ]);
    return rows[0] ?? null;
  },

  /** The `is_default` row; without one, the first by English name (the map must start somewhere). */
  async findDefault(q: Queryable): Promise<LocationRow | null> {
    const rows = await q.query<LocationRow>(
      `SELECT ${COLUMNS} FROM ${LOCATIONS} WHERE ${PUBLIC} ORDER BY l.is_default DESC, lower(l.name_en), l.location_id LIMIT 1`,
    );
    return rows[0] ?? null;
  },

  /** Filtered page: in the order of `ids` when given, else by name in the requested language. */
  async list(
    q: Queryable,
    filter: LocationFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: LocationRow[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = [PUBLIC];
    let from = LOCATIONS;
    let order = filter.lang === 'th' ? 'l.name_th, l.location_id' : 'lower(l.name_en), l.location_id';
    if (filter.ids) {
      params.push(JSON.stringify(filter.ids));
      from = `${LOCATIONS} JOIN jsonb_array_elements_text($${params.length}::jsonb) WITH ORDINALITY AS wanted(id, ord) ON wanted.id = l.location_id`;
      order = 'wanted.ord';
    }
    if (filter.keyword) where.push(keywordWhere(filter.keyword, params));
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
      `SELECT ${COLUMNS}, ${distanceSql('$1', '$2')} AS distance_m FROM ${LOCATIONS} WHERE ${PUBLIC} ORDER BY distance_m, l.location_id LIMIT 1`,
      [lat, lng],
    );
    return rows[0] ?? null;
  },

  /**
   * Map search: keyword on names, address, district and province; nearest first when a point is given, else by name.
   * A full scan with the distance computed per row is fine for a table of curated places.
   */
  async search(
    q: Queryable,
    search: { keyword: PlaceKeyword; point: { lat: number; lng: number } | null; lang: 'en' | 'th'; limit: number },
  ): Promise<LocationWithDistance[]> {
    const params: unknown[] = [];
    let distance = 'NULL::double precision';
    if (search.point) {
      params.push(search.point.lat, search.point.lng);
      distance = distanceSql('$1', '$2');
    }
    let where = `WHERE ${PUBLIC}`;
    if (search.keyword) where += ` AND ${keywordWhere(search.keyword, params)}`;
    const byName = search.lang === 'th' ? 'l.name_th' : 'lower(l.name_en)';
    params.push(search.limit);
    return q.query<LocationWithDistance>(
      `SELECT ${COLUMNS}, ${distance} AS distance_m FROM ${LOCATIONS} ${where}
       ORDER BY ${search.point ? 'distance_m, ' : ''}${byName}, l.location_id LIMIT $${params.length}`,
      params,
    );
  },
};

/** WHERE of the map's box: approved, inside one of the box's parts (the (lat, lng) btree of migration 0008), filters. */
function mapWhere(filter: MapFilter, params: unknown[]): string {
  const p = (value: unknown, cast = '') => (params.push(value), `$${params.length}${cast}`);
  const boxes = filter.parts.map(
    (b) => `(l.lat BETWEEN ${p(b.south, '::float8')} AND ${p(b.north, '::float8')}
    AND l.lng BETWEEN ${p(b.west, '::float8')} AND ${p(b.east, '::float8')})`,
  );
  const where = [PUBLIC, `(${boxes.join(' OR ')})`];
  if (filter.categoryId) where.push(`l.category_id = ${p(filter.categoryId)}`);
  if (filter.keyword) where.push(keywordWhere(filter.keyword, params));
  return where.join(' AND ');
}

/** At most this many cells come back (a whole-world box at a street zoom would otherwise be one cell per place). */
const MAX_CLUSTERS = 5000;

/** The map's box query, the distance lookups and proposals. */
export const placeMapRepository: PlaceMapStore = {
  async mapCount(q: Queryable, filter: MapFilter, cap: number): Promise<number> {
    const params: unknown[] = [];
    const where = mapWhere(filter, params);
    params.push(cap);
    const [row] = await q.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (SELECT 1 FROM locations l WHERE ${where} LIMIT $${params.length}) capped`,
      params,
    );
    return row.total;
  },

  async mapPlaces(
    q: Queryable,
    filter: MapFilter,
    center: { lat: number; lng: number },
    limit: number,
  ): Promise<LocationRow[]> {
    const params: unknown[] = [];
    const where = mapWhere(filter, params);
    params.push(center.lat, center.lng, limit);
    const n = params.length;
    return q.query<LocationRow>(
      `SELECT ${COLUMNS} FROM ${LOCATIONS} WHERE ${where}
       ORDER BY power(l.lat - $${n - 2}::float8, 2) + power(l.lng - $${n - 1}::float8, 2), l.location_id LIMIT $${n}`,
      params,
    );
  },

  async mapClusters(
    q: Queryable,
    filter: MapFilter,
    cellSize: number,
  ): Promise<{ clusters: ClusterRow[]; total: number }> {
    const params: unknown[] = [];
    const where = mapWhere(filter, params);
    params.push(cellSize);
    const cell = `$${params.length}::float8`;
    const rows = await q.query<ClusterRow & { total: number }>(
      `SELECT avg(l.lat) AS lat, avg(l.lng) AS lng, count(*)::int AS count, (sum(count(*)) OVER ())::int AS total,
         min(l.lng) AS west, min(l.lat) AS south, max(l.lng) AS east, max(l.lat) AS north,
         CASE WHEN count(*) = 1 THEN min(l.location_id) END AS location_id
       FROM locations l WHERE ${where}
       GROUP BY floor((l.lng + 180) / ${cell}), floor((l.lat + 90) / ${cell})
       ORDER BY count(*) DESC, min(l.location_id) LIMIT ${MAX_CLUSTERS}`,
      params,
    );
    const clusters = rows.map((r) => ({
      lat: Number(r.lat),
      lng: Number(r.lng),
      count: Number(r.count),
      west: Number(r.west),
      south: Number(r.south),
      east: Number(r.east),
      north: Number(r.north),
      location_id: r.location_id,
    }));
    return { clusters, total: rows.length > 0 ? Number(rows[0].total) : 0 };
  },

  async mapGridClusters(
    q: Queryable,
    level: number,
    ranges: readonly { x0: number; x1: number; y0: number; y1: number }[],
  ) {
    const params: unknown[] = [level];
    const p = (value: unknown) => (params.push(value), `$${params.length}`);
    const cells = ranges
      .map((r) => `(g.x BETWEEN ${p(r.x0)} AND ${p(r.x1)} AND g.y BETWEEN ${p(r.y0)} AND ${p(r.y1)})`)
      .join(' OR ');
    const rows = await q.query<ClusterRow & { total: number }>(
      `SELECT g.sum_lat / g.n AS lat, g.sum_lng / g.n AS lng, g.n AS count, (sum(g.n) OVER ())::int AS total,
         g.min_lng AS west, g.min_lat AS south, g.max_lng AS east, g.max_lat AS north,
         CASE WHEN g.n = 1 THEN (SELECT l.location_id FROM locations l
           WHERE ${PUBLIC} AND l.lat = g.min_lat AND l.lng = g.min_lng ORDER BY l.location_id LIMIT 1) END AS location_id
       FROM location_grid g WHERE g.level = $1 AND (${cells})
       ORDER BY g.n DESC, g.x, g.y LIMIT ${MAX_CLUSTERS}`,
      params,
    );
    const clusters = rows.map((r) => ({
      lat: Number(r.lat),
      lng: Number(r.lng),
      count: Number(r.count),
      west: Number(r.west),
      south: Number(r.south),
      east: Number(r.east),
      north: Number(r.north),
      location_id: r.location_id,
    }));
    return { clusters, total: rows.length > 0 ? Number(rows[0].total) : 0 };
  },

  async mapHoursPoints(q: Queryable, filter: MapFilter): Promise<HoursPoint[]> {
    const params: unknown[] = [];
    return q.query<HoursPoint>(
      `SELECT l.location_id, l.lat, l.lng, l.time_zone, l.opening_hours FROM locations l
       WHERE ${mapWhere(filter, params)} AND l.opening_hours IS NOT NULL`,
      params,
    );
  },

  async findByIds(q: Queryable, ids: readonly string[]): Promise<LocationRow[]> {
    if (ids.length === 0) return [];
    return q.query<LocationRow>(
      `SELECT ${COLUMNS} FROM ${LOCATIONS} WHERE l.location_id IN (SELECT jsonb_array_elements_text($1::jsonb))`,
      [JSON.stringify(ids)],
    );
  },

  async insertPending(q: Queryable, row: NewPendingLocation, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO locations (location_id, name_en, name_th, address, lat, lng, time_zone, opening_hours, category_id,
         is_default, created_at, status, proposer_user_id, photo_image_id, proposed_at,
         district_th, district_en, province_th, province_en)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, false, $10, 'pending', $11, $12, $10, $13, $14, $15, $16)`,
      [
        row.locationId,
        row.nameEn,
        row.nameTh,
        row.address,
        row.lat,
        row.lng,
        row.timeZone,
        row.openingHours === null ? null : JSON.stringify(row.openingHours),
        row.categoryId,
        now,
        row.proposerUserId,
        row.photoImageId,
        row.adminArea?.districtTh ?? '',
        row.adminArea?.districtEn ?? '',
        row.adminArea?.provinceTh ?? '',
        row.adminArea?.provinceEn ?? '',
      ],
    );
  },

  async review(q: Queryable, locationId: string, status: 'approved' | 'refused', now: Date): Promise<boolean> {
    const rows = await q.query(
      `UPDATE locations SET status = $2, reviewed_at = $3 WHERE location_id = $1 AND status = 'pending' RETURNING location_id`,
      [locationId, status, now],
    );
    return rows.length === 1;
  },

  async setClosedOnPublicHolidays(q: Queryable, locationId: string, closed: boolean): Promise<boolean> {
    const rows = await q.query(
      `UPDATE locations SET opening_hours = CASE WHEN $2::boolean
           THEN opening_hours || '{"closed_on_public_holidays": true}'::jsonb
           ELSE opening_hours - 'closed_on_public_holidays' END
       WHERE location_id = $1 AND jsonb_typeof(opening_hours) = 'object' AND status <> 'refused' RETURNING location_id`,
      [locationId, closed],
    );
    return rows.length === 1;
  },

  async ownsImage(q: Queryable, userId: string, imageId: string): Promise<boolean> {
    return (
      (await q.query('SELECT 1 FROM media_images WHERE image_id = $1 AND owner_user_id = $2', [imageId, userId]))
        .length > 0
    );
  },

  async categoryExists(q: Queryable, categoryId: string): Promise<boolean> {
    return (await q.query('SELECT 1 FROM categories WHERE category_id = $1', [categoryId])).length > 0;
  },
};
