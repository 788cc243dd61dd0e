import type { Location } from '../../application/ports/location-api.port';
import type { PlacePage } from '../../application/ports/location-page-api.port';
import type { MapCluster } from '../../application/ports/map-places-api.port';
import type { LocationPinWire, LocationWire, MapClusterWire } from '../../contract/places.contract';
import { adminAreaFromWire } from '../../contract/places.mapping';
import type { MapPlace } from '../../domain/places/map-view';
import { closedOnPublicHolidaysFromWire, openingHoursFromWire, placeFromWire } from './content-mappers';
import { imageOrNull } from './wire-values';

/**
 * The ONE mapping of the location service's wires (src/contract/places.contract.ts) for every client: the
 * editor's place picker (axios) and the reader's place page and map (fetch) call these.
 */
export const locationFromWire = (w: LocationWire): Location => ({
  ...placeFromWire(w),
  names: { en: w.name_en ?? w.name, th: w.name_th ?? w.name },
  categoryId: w.category_id ?? null,
});

/** A place's own page: the location, its district and province, and its photo. */
export const placePageFromWire = (w: LocationWire): PlacePage => ({
  ...locationFromWire(w),
  adminArea: adminAreaFromWire(w.admin_area),
  photo: w.photo && typeof w.photo === 'object' ? imageOrNull(w.photo) : null,
});

/** Just enough of a Location wire to draw the page: an id, a name and a point (the rest has defaults). */
export function isLocationWire(value: unknown): value is LocationWire {
  if (typeof value !== 'object' || value === null) return false;
  const w = value as Partial<Record<keyof LocationWire, unknown>>;
  return (
    typeof w.location_id === 'string' &&
    typeof w.name === 'string' &&
    typeof w.lat === 'number' &&
    typeof w.lng === 'number'
  );
}

export const mapPlaceFromWire = (w: LocationPinWire): MapPlace => ({
  locationId: w.location_id,
  nameEn: w.name_en || w.name,
  nameTh: w.name_th || w.name,
  address: w.address,
  lat: w.lat,
  lng: w.lng,
  timeZone: w.time_zone || 'Asia/Bangkok',
  openingHours: openingHoursFromWire(w.opening_hours),
  ...(closedOnPublicHolidaysFromWire(w.opening_hours) ? { closedOnPublicHolidays: true } : {}),
  categoryId: w.category_id ?? null,
  adminArea: adminAreaFromWire(w.admin_area),
});

export const clusterFromWire = (w: MapClusterWire): MapCluster => ({
  lat: w.lat,
  lng: w.lng,
  count: w.count,
  placeId: w.location_id ?? null,
  bounds: { west: w.bbox.west, south: w.bbox.south, east: w.bbox.east, north: w.bbox.north },
});
