import type { OpeningHoursWire } from '../../src/contract/content.contract';
import type { LocationSearchHitWire, LocationWire } from '../../src/contract/places.contract';
import type { WeeklyOpeningHours } from '../../src/domain/places/opening-hours';
import { validateOpeningHours } from '../../src/domain/places/opening-hours-validation';
import type { Lang, LocationRow, LocationWithDistance } from './places.ports';

/**
 * Stored hours are served only when they pass the domain's rules (spec §3 opening hours): a reader must
 * never evaluate "open now" against a schedule the editor could not have entered.
 */
export function openingHoursOrNull(value: unknown): OpeningHoursWire {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  try {
    return validateOpeningHours(value as WeeklyOpeningHours).length === 0 ? (value as OpeningHoursWire) : null;
  } catch {
    return null;
  }
}

/** Contract `Location` (Place & names in both languages): `name` is the one of `?lang`. */
export const toWireLocation = (row: LocationRow, lang: Lang): LocationWire => ({
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

export const withDistance = (row: LocationWithDistance, lang: Lang): LocationSearchHitWire => ({
  ...toWireLocation(row, lang),
  distance_m: row.distance_m === null ? null : Math.round(Number(row.distance_m)),
});
