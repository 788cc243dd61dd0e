import type { ContentLanguage } from '../../domain/content/content';
import type { PlaceSummary } from '../../domain/content/content';
import type { AdminArea } from '../../domain/places/admin-area';
import type { WeeklyOpeningHours } from '../../domain/places/opening-hours';

/** A known location (content contract `Location`): `name` is in the asked language. */
export interface Location extends PlaceSummary {
  readonly names: { readonly en: string; readonly th: string };
  readonly categoryId: string | null;
}

/** A search hit of the public map search, with its distance from the asked point when one was given. */
export interface LocationHit extends Location {
  readonly distanceM: number | null;
}

/** What the map service (or the nearest known location, `source: 'nearest'`) says is at a point. */
export interface ReverseGeocodeResult {
  readonly name: string;
  readonly address: string;
  readonly source: 'service' | 'nearest';
}

/** A place a signed-in creator proposes: one name at least; spec §3 hours or null. */
export interface PlaceProposal {
  readonly nameTh: string;
  readonly nameEn: string;
  readonly lat: number;
  readonly lng: number;
  readonly address: string;
  readonly photoImageId: string | null;
  readonly openingHours: WeeklyOpeningHours | null;
  /** The hours say the place closes on Thai public holidays (sent inside them); ignored without hours. */
  readonly closedOnPublicHolidays?: boolean;
  readonly timeZone?: string;
  /** District and province (admin-area.ts normalizeAdminArea: a name in one language stands for both). */
  readonly adminArea?: AdminArea | null;
}

export interface LocationSearch {
  readonly keyword: string;
  /** Sorts by distance from this point when given (the map's centre). */
  readonly near?: { readonly lat: number; readonly lng: number };
  readonly limit?: number;
  readonly lang?: ContentLanguage;
}

/**
 * location-service/v1 and map-search-service/v1 of spec §7 (public reads; payloads ours). The editor picks
 * a location section's place by search or on the map; a point with no known location becomes a pending one.
 */
export interface LocationApi {
  /** GET map-search-service/v1/search. */
  search(query: LocationSearch): Promise<readonly LocationHit[]>;
  /** GET location-service/v1/locations/:id. */
  getLocation(locationId: string, lang?: ContentLanguage): Promise<Location>;
  /** GET location-service/v1/locations/list?ids=…: several at once, in the asked order. */
  getLocations(locationIds: readonly string[], lang?: ContentLanguage): Promise<readonly Location[]>;
  /** GET location-service/v1/locations/reverse-geocoding. */
  reverseGeocode(point: { lat: number; lng: number }, lang?: ContentLanguage): Promise<ReverseGeocodeResult>;
  /** GET location-service/v1/locations/default: the map's starting point. */
  defaultLocation(lang?: ContentLanguage): Promise<Location>;
  /** POST location-service/v1/locations/pending (signed in): the new Location, `pending: true`; 4000607032 when invalid. */
  proposeLocation(proposal: PlaceProposal, lang?: ContentLanguage): Promise<Location>;
}
