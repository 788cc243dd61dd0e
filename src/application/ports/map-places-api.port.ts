import type { MapBounds, MapFilters, MapPlace } from '../../domain/places/map-view';

/** Places of one grid cell the server merged at a low zoom: where, how many, and the box around them. */
export interface MapCluster {
  readonly lat: number;
  readonly lng: number;
  readonly count: number;
  readonly bounds: MapBounds;
  /** The place when count is 1. */
  readonly placeId: string | null;
}

/** What the map draws for a view: either places, or (when the box holds too many) server clusters. */
export interface MapPlacesResult {
  readonly places: readonly MapPlace[];
  readonly clusters: readonly MapCluster[];
  /** Every place in the box the filters keep. */
  readonly total: number;
}

export interface MapPlacesQuery {
  readonly bounds: MapBounds;
  readonly zoom: number;
  readonly filters: MapFilters;
  readonly lang: 'th' | 'en';
}

export interface MapCategory {
  readonly categoryId: string;
  readonly nameEn: string;
  readonly nameTh: string;
}

/** The public map's calls: places in a box (location-service locations/map) and the categories. */
export interface MapPlacesApi {
  placesInView(query: MapPlacesQuery): Promise<MapPlacesResult>;
  categories(): Promise<readonly MapCategory[]>;
  /** One place (location-service locations/:id), for a shared `?place=` view. */
  place(placeId: string, lang: 'th' | 'en'): Promise<MapPlace>;
}
