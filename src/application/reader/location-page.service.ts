import type { LocationPermission } from '../../domain/places/location-permission';
import type { GeoPosition, Geolocation } from '../ports/geolocation.port';
import type { LocationPageApi, PlaceContentsPage, PlacePage } from '../ports/location-page-api.port';
import { normalized } from '../shared/normalized';

/** Contents per page of the location page's "featured in" list. */
export const LOCATION_CONTENTS_PAGE = 8;

/**
 * The public location page (spec §2 /map/location/[id]): the place (embedded by the server
 * or one call), the published contents featuring it a page at a time, and the reader's position when they
 * allow it (the distance is worked out on the device: the position never leaves it).
 */
export class LocationPageService {
  constructor(
    private readonly api: LocationPageApi,
    private readonly geolocation: Geolocation,
  ) {}

  embeddedPlace(locationId: string, embedded: unknown): PlacePage | null {
    const place = embedded == null ? null : this.api.decodePlace(embedded);
    return place && place.locationId === locationId ? place : null;
  }

  loadPlace(locationId: string): Promise<PlacePage> {
    return normalized(() => this.api.getPlace(locationId));
  }

  /** `offset` = contents already shown; `cursor` = the previous page's nextCursor (read by key, not OFFSET). */
  contentsPage(
    locationId: string,
    offset: number,
    cursor?: string,
    limit = LOCATION_CONTENTS_PAGE,
  ): Promise<PlaceContentsPage> {
    return normalized(() => this.api.getPlaceContents(locationId, offset, limit, cursor), 'listContents');
  }

  /** The browser's position; rejects (denied, unavailable, timeout) with the browser's own error. */
  position(): Promise<GeoPosition> {
    return this.geolocation.getPosition();
  }

  /** Whether the position may be read without a prompt (decides whether to explain first, locationAsk). */
  locationPermission(): Promise<LocationPermission> {
    return this.geolocation.permission();
  }
}
