/**
 * The map search's inputs: the visible box a map sends (`west,south,east,north`, as
 * Leaflet's toBBoxString writes it), checked and split at the antimeridian, and the grid that clusters
 * places when the box holds too many to draw one by one. Pure: the server runs the same grid in SQL.
 */

export interface GeoBox {
  readonly west: number;
  readonly south: number;
  readonly east: number;
  readonly north: number;
}

export type BboxParse =
  | {
      readonly ok: true;
      readonly box: GeoBox;
      /** One box, or two when it crosses the antimeridian (west > east). */ readonly parts: readonly GeoBox[];
    }
  | { readonly ok: false; readonly message: string };

const NUMBER = /^\s*-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/;

/**
 * A coordinate as JavaScript writes a number (`String(n)`, so Leaflet's toBBoxString): a plain decimal, or for a
 * magnitude under 1e-6 a digit, its decimals and a negative exponent (`1.5e-7`), within its range. No sign `+`,
 * no leading zeros, no spaces: one spelling per value, so the schema can state the range as a pattern.
 */
const TINY = String.raw`\d(?:\.\d+)?[eE]-\d{1,3}`;
export const LONGITUDE_PATTERN = String.raw`-?(?:180(?:\.0+)?|(?:1[0-7]\d|[1-9]?\d)(?:\.\d+)?|${TINY})`;
export const LATITUDE_PATTERN = String.raw`-?(?:90(?:\.0+)?|[1-8]?\d(?:\.\d+)?|${TINY})`;
/** `west,south,east,north`: what parseBbox accepts, south ≤ north aside (a pattern cannot compare two numbers). */
export const BBOX_PATTERN = `^${LONGITUDE_PATTERN},${LATITUDE_PATTERN},${LONGITUDE_PATTERN},${LATITUDE_PATTERN}$`;
const LONGITUDE = new RegExp(`^${LONGITUDE_PATTERN}$`);
const LATITUDE = new RegExp(`^${LATITUDE_PATTERN}$`);

/**
 * `west,south,east,north` in degrees, each as BBOX_PATTERN writes it: lat within ±90, lng within ±180, south ≤
 * north; west > east is a box crossing the antimeridian (170,-10,-170,10 is 170°E → 180° plus -180° → 170°W),
 * answered as its two halves.
 */
export function parseBbox(text: string): BboxParse {
  const fields = text.split(',');
  if (fields.length !== 4 || !fields.every((field) => NUMBER.test(field))) {
    return { ok: false, message: 'bbox must be four numbers: west,south,east,north (degrees)' };
  }
  const [west, south, east, north] = fields.map(Number);
  if (![west, south, east, north].every(Number.isFinite))
    return { ok: false, message: 'bbox must be four finite numbers' };
  const [westText, southText, eastText, northText] = fields;
  if (!LATITUDE.test(southText) || !LATITUDE.test(northText))
    return {
      ok: false,
      message: `bbox latitudes must be decimals within -90..90 (south ${southText}, north ${northText})`,
    };
  if (!LONGITUDE.test(westText) || !LONGITUDE.test(eastText))
    return {
      ok: false,
      message: `bbox longitudes must be decimals within -180..180 (west ${westText}, east ${eastText})`,
    };
  if (south > north) return { ok: false, message: `bbox south (${south}) must not be north of north (${north})` };
  const box = { west, south, east, north };
  const parts =
    west <= east
      ? [box]
      : [
          { west, south, east: 180, north },
          { west: -180, south, east, north },
        ];
  return { ok: true, box, parts };
}

/**
 * Cluster cell width in degrees at a zoom: a 256-pixel tile spans 360/2^zoom degrees of longitude; a cell is a
 * quarter of a tile (64 px, about a marker and its gap), so 90/2^zoom degrees. The same size is used for
 * latitude (square in degrees, a little taller on screen away from the equator: fine for counting).
 */
export const cellSizeDegrees = (zoom: number): number => 90 / 2 ** Math.max(0, Math.round(zoom));

/** Zooms whose clusters are precomputed (migration 0008 location_grid); deeper zooms group the box's rows live. */
export const MAP_GRID_MAX_ZOOM = 9;

/** The cells (inclusive column and row ranges) a box overlaps at a cell size. */
export function cellRange(
  box: GeoBox,
  cellSize: number,
): { readonly x0: number; readonly x1: number; readonly y0: number; readonly y1: number } {
  const min = cellOf({ lat: box.south, lng: box.west }, cellSize);
  const max = cellOf({ lat: box.north, lng: box.east }, cellSize);
  return { x0: min.x, x1: max.x, y0: min.y, y1: max.y };
}

/** The grid cell of a point at a cell size: columns from -180°, rows from -90°. */
export function cellOf(
  point: { readonly lat: number; readonly lng: number },
  cellSize: number,
): { readonly x: number; readonly y: number } {
  return { x: Math.floor((point.lng + 180) / cellSize), y: Math.floor((point.lat + 90) / cellSize) };
}

/** Whether a point lies in the box (either half when it crosses the antimeridian). */
export const boxContains = (parts: readonly GeoBox[], point: { readonly lat: number; readonly lng: number }): boolean =>
  parts.some((b) => point.lat >= b.south && point.lat <= b.north && point.lng >= b.west && point.lng <= b.east);

export interface GridCluster {
  readonly lat: number;
  readonly lng: number;
  readonly count: number;
  readonly box: GeoBox;
  /** The one place when count is 1. */
  readonly locationId: string | null;
}

/** Groups points by grid cell: centroid, count and the box around the cell's points (what the SQL does, for filtered sets). */
export function clusterPoints(
  points: readonly { readonly id: string; readonly lat: number; readonly lng: number }[],
  cellSize: number,
): GridCluster[] {
  const cells = new Map<
    string,
    { n: number; sumLat: number; sumLng: number; west: number; south: number; east: number; north: number; id: string }
  >();
  for (const point of points) {
    const { x, y } = cellOf(point, cellSize);
    const key = `${x}:${y}`;
    const cell = cells.get(key);
    if (!cell) {
      cells.set(key, {
        n: 1,
        sumLat: point.lat,
        sumLng: point.lng,
        west: point.lng,
        south: point.lat,
        east: point.lng,
        north: point.lat,
        id: point.id,
      });
      continue;
    }
    cell.n += 1;
    cell.sumLat += point.lat;
    cell.sumLng += point.lng;
    cell.west = Math.min(cell.west, point.lng);
    cell.east = Math.max(cell.east, point.lng);
    cell.south = Math.min(cell.south, point.lat);
    cell.north = Math.max(cell.north, point.lat);
  }
  return [...cells.values()].map((c) => ({
    lat: c.sumLat / c.n,
    lng: c.sumLng / c.n,
    count: c.n,
    box: { west: c.west, south: c.south, east: c.east, north: c.north },
    locationId: c.n === 1 ? c.id : null,
  }));
}
