import type {
  MapCategory,
  MapPlacesApi,
  MapPlacesQuery,
  MapPlacesResult,
} from '../../src/application/ports/map-places-api.port';
import { inBounds, matchesKeyword, isOpenStatus, placeStatusAt, type MapPlace } from '../../src/domain/places/map-view';
import type { CallLog } from './call-log';

/**
 * The map call in memory: keeps the places of the box that match the filters, as the server does (spec §3
 * "open now" at `now`); answers `clusters` instead when `clusterAbove` places match.
 */
export class InMemoryMapPlacesApi implements MapPlacesApi {
  places: MapPlace[] = [];
  categoryList: MapCategory[] = [];
  queries: MapPlacesQuery[] = [];
  failWith: unknown = null;
  clusterAbove = Infinity;

  constructor(
    private readonly now: () => number,
    private readonly log?: CallLog,
  ) {}

  async placesInView(query: MapPlacesQuery): Promise<MapPlacesResult> {
    this.queries.push(query);
    this.log?.record('map.placesInView');
    if (this.failWith) throw this.failWith;
    const { filters } = query;
    const kept = this.places.filter(
      (p) =>
        inBounds(p, query.bounds) &&
        (!filters.categoryId || p.categoryId === filters.categoryId) &&
        matchesKeyword(p, filters.keyword) &&
        (!filters.openNow || isOpenStatus(placeStatusAt(p, this.now()))),
    );
    if (kept.length > this.clusterAbove) {
      return {
        places: [],
        total: kept.length,
        clusters: [{ lat: kept[0].lat, lng: kept[0].lng, count: kept.length, placeId: null, bounds: query.bounds }],
      };
    }
    return { places: kept, clusters: [], total: kept.length };
  }

  async categories(): Promise<readonly MapCategory[]> {
    return this.categoryList;
  }

  async place(placeId: string): Promise<MapPlace> {
    const found = this.places.find((p) => p.locationId === placeId);
    if (!found) throw new Error('not found');
    return found;
  }
}
