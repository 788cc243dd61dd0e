import type { ContentLanguage } from '../../domain/content/content';
import type {
  Location,
  LocationApi,
  LocationHit,
  LocationSearch,
  PlaceProposal,
  ReverseGeocodeResult,
} from '../ports/location-api.port';
import { normalized } from '../shared/normalized';

/**
 * Known places for the editor (location sections, trip stops, the preview's place cards): search by
 * keyword, read by id, name a point on the map, the map's starting point. The UI reaches the
 * location port only through here; failures leave as AppError (spec §8 messages).
 */
export class PlacesService {
  constructor(private readonly api: LocationApi) {}

  search(query: LocationSearch): Promise<readonly LocationHit[]> {
    return normalized(() => this.api.search(query));
  }

  getLocation(locationId: string, lang?: ContentLanguage): Promise<Location> {
    return normalized(() => this.api.getLocation(locationId, lang));
  }

  /** Several at once, in the asked order; none asked, no call. */
  getLocations(locationIds: readonly string[], lang?: ContentLanguage): Promise<readonly Location[]> {
    if (locationIds.length === 0) return Promise.resolve([]);
    return normalized(() => this.api.getLocations(locationIds, lang));
  }

  /** What is at a point: the map service's answer, or the nearest known location. */
  reverseGeocode(point: { lat: number; lng: number }, lang?: ContentLanguage): Promise<ReverseGeocodeResult> {
    return normalized(() => this.api.reverseGeocode(point, lang));
  }

  /** Where the map opens. */
  defaultLocation(lang?: ContentLanguage): Promise<Location> {
    return normalized(() => this.api.defaultLocation(lang));
  }

  /** Proposes a new place: usable at once in the proposer's own contents, marked pending. */
  proposePlace(proposal: PlaceProposal, lang?: ContentLanguage): Promise<Location> {
    return normalized(() => this.api.proposeLocation(proposal, lang));
  }
}
