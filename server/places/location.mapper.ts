import type { OpeningHoursWire } from '../../src/contract/content.contract';
import type { ImageRefWire } from '../../src/contract/content.contract';
import type {
  LocationPinWire,
  LocationSearchHitWire,
  LocationWire,
  MapClusterWire,
} from '../../src/contract/places.contract';
import { adminAreaFromWire, adminAreaToWire } from '../../src/contract/places.mapping';
import type { WeeklyOpeningHours } from '../../src/domain/places/opening-hours';
import { validateOpeningHours } from '../../src/domain/places/opening-hours-validation';
import type { ClusterRow, Lang, LocationRow, LocationWithDistance } from './places.ports';

/** Where readers load an image of this id (the media module's rule, passed in by the use cases). */
export type PhotoUrl = (imageId: string) => string;

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

const photoOf = (row: LocationRow, photoUrl: PhotoUrl): ImageRefWire | null =>
  row.photo_image_id && row.photo_width && row.photo_height
    ? {
        image_id: row.photo_image_id,
        url: photoUrl(row.photo_image_id),
        blurhash: row.photo_blurhash,
        width: Number(row.photo_width),
        height: Number(row.photo_height),
      }
    : null;

/** The stored district and province (migration 0017 columns, named as on the wire), or null when none is known. */
export const adminAreaOfRow = (row: Pick<LocationRow, 'district_th' | 'district_en' | 'province_th' | 'province_en'>) =>
  adminAreaToWire(adminAreaFromWire(row));

/** The map's pin: the Location without its status (always approved on the map). */
export const toPin = (row: LocationRow, lang: Lang, photoUrl: PhotoUrl): LocationPinWire => ({
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
  admin_area: adminAreaOfRow(row),
  photo: photoOf(row, photoUrl),
});

/** Contract `Location` (Place & names in both languages): `name` is the one of `?lang`. */
export const toWireLocation = (row: LocationRow, lang: Lang, photoUrl: PhotoUrl): LocationWire => ({
  ...toPin(row, lang, photoUrl),
  status: row.status ?? 'approved',
});

export const withDistance = (row: LocationWithDistance, lang: Lang, photoUrl: PhotoUrl): LocationSearchHitWire => ({
  ...toWireLocation(row, lang, photoUrl),
  distance_m: row.distance_m === null ? null : Math.round(Number(row.distance_m)),
});

export const toCluster = (row: {
  lat: number;
  lng: number;
  count: number;
  west: number;
  south: number;
  east: number;
  north: number;
  location_id: string | null;
}): MapClusterWire => ({
  lat: row.lat,
  lng: row.lng,
  count: row.count,
  bbox: { west: row.west, south: row.south, east: row.east, north: row.north },
  location_id: row.location_id,
});
export type { ClusterRow };
