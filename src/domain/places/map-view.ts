import type { OpeningStatus, WeeklyOpeningHours } from './opening-hours';
import { evaluateAtInstant } from './opening-on-date';
import { distanceMetres, type LatLng } from './distance';
import { placeName as namedPlace } from './place-name';
import type { AdminArea } from './admin-area';
import { matchesPlaceKeyword } from './place-search';

export { distanceMetres };

/**
 * The public map of places (spec §2 /map): which places are in view, which of them the
 * filters keep, their opening status now (spec §3, in each place's own time zone) and their order (by
 * distance from the reader when "near me" knows where they are, else by name). Pure: time and position
 * come in as values.
 */
export interface MapPlace {
  readonly locationId: string;
  readonly nameEn: string;
  readonly nameTh: string;
  readonly address: string;
  readonly lat: number;
  readonly lng: number;
  /** IANA zone the opening hours are written in. */
  readonly timeZone: string;
  readonly openingHours: WeeklyOpeningHours | null;
  /** Its hours say it closes on Thai public holidays (opening-on-date.ts); absent: it opens as on any day. */
  readonly closedOnPublicHolidays?: boolean;
  readonly categoryId: string | null;
  /** District and province in Thai and English, or null when not known. */
  readonly adminArea: AdminArea | null;
}

export type { LatLng };

export interface MapBounds {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  readonly east: number;
}

export interface MapFilters {
  /** Free text matched against the names, the address, the district and the province; '' keeps every place. */
  readonly keyword: string;
  readonly openNow: boolean;
  /** A category id, or null for every category. */
  readonly categoryId: string | null;
}

export const NO_FILTERS: MapFilters = { keyword: '', openNow: false, categoryId: null };

/**
 * The whole country (Thailand, its land and islands), where the map starts without a view in the URL until it
 * knows where the places are, and stays when there are none.
 */
export const COUNTRY_BOUNDS: MapBounds = { south: 5.6, west: 97.3, north: 20.5, east: 105.7 };
/**
 * The zoom a question about every place asks at (the first view, a search): about a whole-country view, and
 * below MAP_PLACES_ZOOM, so a crowded world comes back as clusters around all the places.
 */
export const DEFAULT_ZOOM = 6;
export const MIN_ZOOM = 3;
export const MAX_ZOOM = 19;
/** The zoom a shared `?place=` opens at. */
export const PLACE_ZOOM = 16;

/** True when the point is inside the bounds; bounds crossing the antimeridian (west > east) are understood. */
export function inBounds(point: LatLng, bounds: MapBounds): boolean {
  if (point.lat < bounds.south || point.lat > bounds.north) return false;
  return bounds.west <= bounds.east
    ? point.lng >= bounds.west && point.lng <= bounds.east
    : point.lng >= bounds.west || point.lng <= bounds.east;
}

/** The keyword rule of the place search (place-search.ts), the one the server runs in SQL. */
export const matchesKeyword = (place: MapPlace, keyword: string): boolean => matchesPlaceKeyword(place, keyword);

/**
 * Spec §3 status now, in the place's own time zone and on its date there (closed on a public holiday when its
 * hours say so); null when its hours are not listed or its zone unknown.
 */
export function placeStatusAt(
  place: Pick<MapPlace, 'openingHours' | 'timeZone' | 'closedOnPublicHolidays'>,
  nowMs: number,
): OpeningStatus | null {
  if (!place.openingHours) return null;
  const hours = { weekly: place.openingHours, closedOnPublicHolidays: place.closedOnPublicHolidays === true };
  return evaluateAtInstant(hours, place.timeZone, nowMs)?.status ?? null;
}

/** "Open now" keeps places open at this moment, closing soon included (they are still open). */
export const isOpenStatus = (status: OpeningStatus | null): boolean => status === 'opened' || status === 'closingSoon';

/** A map place's name in the reader's language: the one rule of place-name.ts. */
export const placeName = (place: Pick<MapPlace, 'nameEn' | 'nameTh'>, lang: 'th' | 'en'): string =>
  namedPlace({ names: { en: place.nameEn, th: place.nameTh } }, lang);

export interface PlaceRow {
  readonly place: MapPlace;
  readonly status: OpeningStatus | null;
  /** Metres from the reader, when "near me" knows where they are. */
  readonly distanceM: number | null;
}

/** The places the filters keep (wherever they are), with their status now and distance; see `sortRows`. */
export function filterPlaces(
  places: readonly MapPlace[],
  filters: MapFilters,
  nowMs: number,
  origin: LatLng | null,
): PlaceRow[] {
  const rows: PlaceRow[] = [];
  for (const place of places) {
    if (filters.categoryId && place.categoryId !== filters.categoryId) continue;
    if (!matchesKeyword(place, filters.keyword)) continue;
    const status = placeStatusAt(place, nowMs);
    if (filters.openNow && !isOpenStatus(status)) continue;
    rows.push({ place, status, distanceM: origin ? Math.round(distanceMetres(origin, place)) : null });
  }
  return rows;
}

/** Nearest first when distances are known, else by name in the reader's language. */
export function sortRows(rows: readonly PlaceRow[], lang: 'th' | 'en'): PlaceRow[] {
  const collator = new Intl.Collator(lang === 'th' ? 'th' : 'en');
  return [...rows].sort((a, b) =>
    a.distanceM !== null && b.distanceM !== null && a.distanceM !== b.distanceM
      ? a.distanceM - b.distanceM
      : collator.compare(placeName(a.place, lang), placeName(b.place, lang)),
  );
}

/** The list beside the map: the kept places inside the view, sorted. */
export function rowsInView(rows: readonly PlaceRow[], bounds: MapBounds | null, lang: 'th' | 'en'): PlaceRow[] {
  return sortRows(bounds ? rows.filter((row) => inBounds(row.place, bounds)) : rows, lang);
}

/** Bounds around every point (null for none), for fitting the map to search results. */
export function boundsOf(points: readonly LatLng[]): MapBounds | null {
  if (points.length === 0) return null;
  let south = 90,
    north = -90,
    west = 180,
    east = -180;
  for (const { lat, lng } of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return { south, west, north, east };
}

/**
 * Where every place of a map answer is: around its places, or around its clusters' boxes when the answer is
 * clustered (null for an empty answer). Fitting the map to it shows them all.
 */
export function extentOf(answer: {
  readonly places: readonly LatLng[];
  readonly clusters: readonly { readonly bounds: MapBounds }[];
}): MapBounds | null {
  return answer.places.length > 0
    ? boundsOf(answer.places)
    : boundsOf(
        answer.clusters.flatMap((c) => [
          { lat: c.bounds.south, lng: c.bounds.west },
          { lat: c.bounds.north, lng: c.bounds.east },
        ]),
      );
}

// ——— the view in the URL (a view can be shared) ———

/** `?lat=&lng=&z=` (a centre and zoom) or `?place=<id>` (centred on one place); `?q=&open=1&category=` filters. */
export type MapViewTarget =
  | { readonly kind: 'center'; readonly center: LatLng; readonly zoom: number }
  | { readonly kind: 'place'; readonly placeId: string }
  | { readonly kind: 'default' };

export interface MapUrlState {
  readonly target: MapViewTarget;
  readonly filters: MapFilters;
}

const PLACE_ID = /^[A-Za-z0-9_.:-]{1,64}$/;
const KEYWORD_MAX = 100;

const finite = (text: string | null): number | null => {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/** Reads the map's state from a query string; anything unreadable falls back to the default view. */
export function parseMapUrl(search: string): MapUrlState {
  const params = new URLSearchParams(search);
  const filters: MapFilters = {
    keyword: (params.get('q') ?? '').slice(0, KEYWORD_MAX),
    openNow: params.get('open') === '1',
    categoryId: params.get('category') || null,
  };
  const place = params.get('place');
  if (place && PLACE_ID.test(place)) return { target: { kind: 'place', placeId: place }, filters };
  const lat = finite(params.get('lat'));
  const lng = finite(params.get('lng'));
  const zoom = finite(params.get('z'));
  if (lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) {
    const z = zoom === null ? PLACE_ZOOM : Math.round(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)));
    return { target: { kind: 'center', center: { lat, lng }, zoom: z }, filters };
  }
  return { target: { kind: 'default' }, filters };
}

/**
 * The query string for a state, keeping parameters the map does not own (e.g. `lang`). A centre is
 * written with 5 decimals (about a metre), enough to share and short to read.
 */
export function formatMapUrl(state: MapUrlState, currentSearch: string): string {
  const params = new URLSearchParams(currentSearch);
  for (const key of ['lat', 'lng', 'z', 'place', 'q', 'open', 'category']) params.delete(key);
  const { target, filters } = state;
  if (target.kind === 'place') params.set('place', target.placeId);
  if (target.kind === 'center') {
    params.set('lat', target.center.lat.toFixed(5));
    params.set('lng', target.center.lng.toFixed(5));
    params.set('z', String(Math.round(target.zoom)));
  }
  if (filters.keyword.trim()) params.set('q', filters.keyword.trim());
  if (filters.openNow) params.set('open', '1');
  if (filters.categoryId) params.set('category', filters.categoryId);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** "350 m", "1.2 km", "12 km": how far a place is, in the list. */
export function formatDistance(metres: number): { value: string; unit: 'm' | 'km' } {
  if (metres < 1000) return { value: String(Math.max(0, Math.round(metres / 10) * 10)), unit: 'm' };
  const km = metres / 1000;
  return { value: km < 10 ? km.toFixed(1) : String(Math.round(km)), unit: 'km' };
}
