import { ErrorCode } from '../../src/domain/errors/error-codes';
import type { WeeklyOpeningHours } from '../../src/domain/places/opening-hours';
import { validateOpeningHours } from '../../src/domain/places/opening-hours-validation';
import { apiError } from '../http/api-error';
import type { Queryable } from '../persistence/database';
import { locationRepository, type LocationRow, type LocationWithDistance } from '../persistence/location.repository';
import type { ReverseGeocoder } from './geocoder';

export type Lang = 'en' | 'th';

/** Contract `Location` (Place & names in both languages): `name` is the one of `?lang`. */
export interface WireLocation {
  readonly location_id: string;
  readonly name: string;
  readonly name_en: string;
  readonly name_th: string;
  readonly address: string;
  readonly lat: number;
  readonly lng: number;
  readonly time_zone: string;
  readonly opening_hours: WeeklyOpeningHours | null;
  readonly category_id: string | null;
}

/**
 * Stored hours are served only when they pass the domain's rules (spec §3 opening hours): a reader must
 * never evaluate "open now" against a schedule the editor could not have entered.
 */
export function openingHoursOrNull(value: unknown): WeeklyOpeningHours | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  try {
    return validateOpeningHours(value as WeeklyOpeningHours).length === 0 ? (value as WeeklyOpeningHours) : null;
  } catch {
    return null;
  }
}

export const toWireLocation = (row: LocationRow, lang: Lang): WireLocation => ({
  location_id: row.location_id,
  name: lang === 'th' ? row.name_th : row.name_en,
  name_en: row.name_en,
  name_th: row.name_th,
  address: row.address,
  lat: Number(row.lat),
  lng: Number(row.lng),
  time_zone: row.time_zone,
  opening_hours: openingHoursOrNull(row.opening_hours),
  category_id: row.category_id,
});

const withDistance = (row: LocationWithDistance, lang: Lang) => ({
  ...toWireLocation(row, lang),
  distance_m: row.distance_m === null ? null : Math.round(Number(row.distance_m)),
});

/** 4040607004 for a missing place: locations live in the content-platform area, like contents. */
const notFound = (what: string) => apiError(ErrorCode.contentNotFound, what);

/** Spec §7 locations (default, by id, list, reverse geocoding) and the public map search. */
export function createLocationService(db: Queryable, geocoder: ReverseGeocoder) {
  return {
    async defaultLocation(lang: Lang): Promise<WireLocation> {
      const row = await locationRepository.findDefault(db);
      if (!row) throw notFound('No locations are known yet');
      return toWireLocation(row, lang);
    },

    async byId(locationId: string, lang: Lang): Promise<WireLocation> {
      const row = await locationRepository.findById(db, locationId);
      if (!row) throw notFound(`Location ${locationId} not found`);
      return toWireLocation(row, lang);
    },

    async list(query: { keyword: string | null; ids: string[] | null; offset: number; limit: number; lang: Lang }) {
      const page = await locationRepository.list(db, { keyword: query.keyword, ids: query.ids, lang: query.lang }, query.offset, query.limit);
      return { items: page.rows.map((row) => toWireLocation(row, query.lang)), offset: query.offset, limit: query.limit, total: page.total };
    },

    /** The open map service first; when it cannot answer, the nearest place we know (source 'nearest'). */
    async reverseGeocode(lat: number, lng: number, lang: Lang) {
      const found = await geocoder.reverse(lat, lng, lang);
      if (found) return { ...found, source: 'service' as const };
      const nearest = await locationRepository.nearest(db, lat, lng);
      if (!nearest) throw notFound('The geocoder is unavailable and no locations are known');
      return { name: lang === 'th' ? nearest.name_th : nearest.name_en, address: nearest.address, source: 'nearest' as const };
    },

    async search(query: { keyword: string | null; lat: number | null; lng: number | null; limit: number; lang: Lang }) {
      const point = query.lat !== null && query.lng !== null ? { lat: query.lat, lng: query.lng } : null;
      const rows = await locationRepository.search(db, { keyword: query.keyword, point, lang: query.lang, limit: query.limit });
      return rows.map((row) => withDistance(row, query.lang));
    },
  };
}

export type LocationService = ReturnType<typeof createLocationService>;
