import type { MapPlace } from '../../domain/places/map-view';
import { AppError } from '../../domain/errors/app-error';
import { ErrorCode } from '../../domain/errors/error-codes';
import { WebErrorKey } from '../../domain/errors/web-error-keys';
import type { LocationPermission } from '../../domain/places/location-permission';
import type { GeoPosition, Geolocation } from '../ports/geolocation.port';
import type { MapCategory, MapPlacesApi, MapPlacesQuery, MapPlacesResult } from '../ports/map-places-api.port';
import { normalized } from '../shared/normalized';

export type LocateResult = { readonly position: GeoPosition } | { readonly error: AppError };

/**
 * The public map of places (spec §2 /map): the places of the view with the filters (the
 * server clusters a crowded box), the categories to filter by, and "near me" (the reader's position, used
 * on the device only: distances are worked out here, the position never leaves the browser).
 */
export class MapPlacesService {
  constructor(
    private readonly api: MapPlacesApi,
    private readonly geolocation: Geolocation,
  ) {}

  placesInView(query: MapPlacesQuery): Promise<MapPlacesResult> {
    return normalized(() => this.api.placesInView(query));
  }

  categories(): Promise<readonly MapCategory[]> {
    return normalized(() => this.api.categories());
  }

  place(placeId: string, lang: 'th' | 'en'): Promise<MapPlace> {
    return normalized(() => this.api.place(placeId, lang));
  }

  /** Whether the position may be read without a prompt (decides whether to explain first, locationAsk). */
  locationPermission(): Promise<LocationPermission> {
    return this.geolocation.permission();
  }

  /**
   * The browser's position, or spec §8's "no location" error when it is refused, unavailable or too slow
   * (the browser's own error is kept as the cause in `details`).
   */
  async locate(): Promise<LocateResult> {
    try {
      return { position: await this.geolocation.getPosition() };
    } catch (cause) {
      return {
        error: new AppError({
          code: ErrorCode.unknown,
          messageKey: WebErrorKey.noLocation,
          message: 'No location',
          details: { cause },
        }),
      };
    }
  }
}
