import type {
  MapCategory,
  MapPlacesApi,
  MapPlacesQuery,
  MapPlacesResult,
} from '../../application/ports/map-places-api.port';
import type { CategoryWire } from '../../contract/categories.contract';
import type { LocationPinWire, MapResultWire } from '../../contract/places.contract';
import type { MapPlace } from '../../domain/places/map-view';
import { LOCATIONS } from '../wire/content-platform-paths';
import { clusterFromWire, mapPlaceFromWire } from '../wire/location-mappers';
import type { FetchJson } from './fetch-json';

/**
 * The location service's map call and the categories, without /content-platform's leading slash. Written
 * out, not imported: the contract modules hold TypeBox schemas as values, which the reader's JavaScript
 * budget cannot carry (types only from there; a test checks the paths against the server's route table).
 */
export const MAP_PLACES_PATH = `${LOCATIONS}/map`;
export const LOCATION_PATH = LOCATIONS;
export const CATEGORIES_PATH = 'content-platform/category-service/v2/categories';

/** `west,south,east,north`, rounded to 6 decimals (Leaflet's toBBoxString order). */
export const bboxParam = ({ west, south, east, north }: MapPlacesQuery['bounds']): string =>
  [west, south, east, north].map((value) => String(Math.round(value * 1e6) / 1e6)).join(',');

/** GET locations/map (public) over the reader's fetch wrapper: places, or clusters for a crowded box. */
export class FetchMapPlacesApi implements MapPlacesApi {
  constructor(private readonly http: FetchJson) {}

  async placesInView({ bounds, zoom, filters, lang }: MapPlacesQuery): Promise<MapPlacesResult> {
    const keyword = filters.keyword.trim().slice(0, 100);
    const { data } = await this.http.call<MapResultWire>('GET', 'public', MAP_PLACES_PATH, {
      query: {
        bbox: bboxParam(bounds),
        zoom: Math.max(0, Math.min(22, Math.round(zoom))),
        category_id: filters.categoryId ?? undefined,
        open_now: filters.openNow ? 'true' : undefined,
        keyword: keyword || undefined,
        lang,
      },
    });
    return {
      places: (data?.places ?? []).map(mapPlaceFromWire),
      clusters: (data?.clusters ?? []).map(clusterFromWire),
      total: data?.total ?? 0,
    };
  }

  async categories(): Promise<readonly MapCategory[]> {
    const { data } = await this.http.call<CategoryWire[]>('GET', 'public', CATEGORIES_PATH);
    return (data ?? []).map((c) => ({ categoryId: c.category_id, nameEn: c.name_en, nameTh: c.name_th }));
  }

  async place(placeId: string, lang: 'th' | 'en'): Promise<MapPlace> {
    const { data } = await this.http.call<LocationPinWire>(
      'GET',
      'public',
      `${LOCATION_PATH}/${encodeURIComponent(placeId)}`,
      { query: { lang } },
    );
    return mapPlaceFromWire(data);
  }
}
