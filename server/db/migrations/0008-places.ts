/**
 * Places: proposed ("pending") locations and the map's box query.
 *
 * - `locations.status`: approved (public), pending (proposed by `proposer_user_id`, usable only in their own
 *   contents until a moderator approves it) or refused. Every existing row is approved.
 * - `photo_image_id`: the proposer's upload (media_images, purpose pending-location), or null.
 * - `proposed_at` / `reviewed_at`: when it was proposed and when a moderator decided.
 * - `locations_map`: a btree on (lat, lng) of the public rows, covering location_id, for `lat BETWEEN … AND lng
 *   BETWEEN …` of the map: the clusters (GROUP BY a grid cell) are then an index-only scan; `locations_map_category`
 *   the same within a category.
 * - `locations_proposer`: the proposer's own pending rows (content saves check them).
 * - `location_grid`: the map's clusters precomputed for zooms 0..9 (MAP_GRID_MAX_ZOOM): per zoom `level`, per cell
 *   (x, y) of 90/2^level degrees counted from -180°/-90° (src/domain/places/map-grid.ts), the approved places' count,
 *   coordinate sums (centroid) and bounds. Kept by statement-level triggers on locations (one grouped upsert per
 *   statement, so a bulk load stays fast). Approved places are never removed in the product; when an update or delete
 *   takes one out, count and sums are exact again and the bounds stay as they were (still around every member).
 */
export const migration0008 = {
  id: 8,
  name: 'places',
  sql: `
    ALTER TABLE locations ADD COLUMN status text NOT NULL DEFAULT 'approved' CHECK (status IN ('approved', 'pending', 'refused'));
    ALTER TABLE locations ADD COLUMN proposer_user_id text REFERENCES users(user_id);
    ALTER TABLE locations ADD COLUMN photo_image_id text REFERENCES media_images(image_id);
    ALTER TABLE locations ADD COLUMN proposed_at timestamptz;
    ALTER TABLE locations ADD COLUMN reviewed_at timestamptz;
    CREATE INDEX locations_map ON locations (lat, lng) INCLUDE (location_id) WHERE status = 'approved';
    CREATE INDEX locations_map_category ON locations (category_id, lat, lng) INCLUDE (location_id) WHERE status = 'approved';
    CREATE INDEX locations_proposer ON locations (proposer_user_id) WHERE proposer_user_id IS NOT NULL;

    CREATE TABLE location_grid (
      level    smallint NOT NULL,
      x        integer NOT NULL,
      y        integer NOT NULL,
      n        integer NOT NULL,
      sum_lat  double precision NOT NULL,
      sum_lng  double precision NOT NULL,
      min_lat  double precision NOT NULL,
      max_lat  double precision NOT NULL,
      min_lng  double precision NOT NULL,
      max_lng  double precision NOT NULL,
      PRIMARY KEY (level, x, y)
    );

    CREATE FUNCTION location_grid_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE location_grid g SET n = g.n - o.n, sum_lat = g.sum_lat - o.sum_lat, sum_lng = g.sum_lng - o.sum_lng
        FROM (
          SELECT lv AS level, floor((r.lng + 180) / (90 / 2 ^ lv))::int AS x, floor((r.lat + 90) / (90 / 2 ^ lv))::int AS y,
            count(*)::int AS n, sum(r.lat) AS sum_lat, sum(r.lng) AS sum_lng
          FROM old_rows r CROSS JOIN generate_series(0, 9) lv WHERE r.status = 'approved' GROUP BY 1, 2, 3
        ) o
        WHERE g.level = o.level AND g.x = o.x AND g.y = o.y;
        DELETE FROM location_grid WHERE n <= 0;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO location_grid (level, x, y, n, sum_lat, sum_lng, min_lat, max_lat, min_lng, max_lng)
        SELECT lv, floor((r.lng + 180) / (90 / 2 ^ lv))::int, floor((r.lat + 90) / (90 / 2 ^ lv))::int,
          count(*)::int, sum(r.lat), sum(r.lng), min(r.lat), max(r.lat), min(r.lng), max(r.lng)
        FROM new_rows r CROSS JOIN generate_series(0, 9) lv WHERE r.status = 'approved' GROUP BY 1, 2, 3
        ON CONFLICT (level, x, y) DO UPDATE SET
          n = location_grid.n + EXCLUDED.n, sum_lat = location_grid.sum_lat + EXCLUDED.sum_lat,
          sum_lng = location_grid.sum_lng + EXCLUDED.sum_lng,
          min_lat = least(location_grid.min_lat, EXCLUDED.min_lat), max_lat = greatest(location_grid.max_lat, EXCLUDED.max_lat),
          min_lng = least(location_grid.min_lng, EXCLUDED.min_lng), max_lng = greatest(location_grid.max_lng, EXCLUDED.max_lng);
      END IF;
      RETURN NULL;
    END
    $$;

    CREATE TRIGGER location_grid_insert AFTER INSERT ON locations
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION location_grid_apply();
    CREATE TRIGGER location_grid_update AFTER UPDATE ON locations
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION location_grid_apply();
    CREATE TRIGGER location_grid_delete AFTER DELETE ON locations
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION location_grid_apply();

    INSERT INTO location_grid (level, x, y, n, sum_lat, sum_lng, min_lat, max_lat, min_lng, max_lng)
    SELECT lv, floor((r.lng + 180) / (90 / 2 ^ lv))::int, floor((r.lat + 90) / (90 / 2 ^ lv))::int,
      count(*)::int, sum(r.lat), sum(r.lng), min(r.lat), max(r.lat), min(r.lng), max(r.lng)
    FROM locations r CROSS JOIN generate_series(0, 9) lv WHERE r.status = 'approved' GROUP BY 1, 2, 3;
  `,
};
