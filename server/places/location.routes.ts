import {
  LangQuery, Location, LocationIdParams, LocationListQuery, LocationSearchHit, MapSearchQuery, ReverseGeocodeQuery, ReverseGeocoded,
} from '../../src/contract/places.contract';
import { Type } from '../../src/contract/schema';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import type { RouteDef } from '../http/route-table';
import type { LocationUseCases } from './locations.use-cases';

const LOCATIONS = '/content-platform/location-service/v1/locations';

const splitIds = (ids: string | undefined): string[] | null => (ids ? [...new Set(ids.split(','))] : null);

/**
 * Spec §7 content-platform locations (default, by id, list, reverse geocoding through an open map service)
 * and the public map-search service. All public: the map and the reader work signed out. A missing place
 * is 404 4040607004 (contentNotFound), the content-platform family these calls belong to.
 */
export const locationRoutes = (locations: LocationUseCases): RouteDef[] => {
  return [
    {
      method: 'GET', path: `${LOCATIONS}/default`, area: 'content', auth: 'none', public: true, tag: 'content-platform',
      summary: "The map's starting location (spec §7 locations default)",
      description: 'The row marked default; without one, the first location by English name. 404 4040607004 when no location exists.',
      querystring: LangQuery, data: Location, errors: [ErrorCode.contentNotFound, ErrorCode.contentValidationFailed],
      handler: ({ query }) => locations.defaultLocation(query.lang),
    },
    {
      method: 'GET', path: `${LOCATIONS}/list`, area: 'content', auth: 'none', public: true, tag: 'content-platform',
      summary: 'Locations, filtered and paged (spec §7 locations list)',
      description: 'keyword matches name_en, name_th or address case-insensitively (contains). ids (comma-separated, at most 100) '
        + 'restricts to those locations, listed in the order given; otherwise ordered by name in `lang`. limit 1..100, default 20.',
      querystring: LocationListQuery,
      data: Location, paged: true, errors: [ErrorCode.contentValidationFailed],
      handler: ({ query }) => locations.list({
        keyword: query.keyword ?? null, ids: splitIds(query.ids), offset: query.offset, limit: query.limit, lang: query.lang,
      }),
    },
    {
      method: 'GET', path: `${LOCATIONS}/reverse-geocoding`, area: 'content', auth: 'none', public: true, tag: 'content-platform',
      summary: 'Name and address of a point (spec §7 reverse geocoding through an open map service)',
      description: 'Asks the Nominatim-compatible service at GEOCODER_URL (3 s timeout, answers cached); source `service`. '
        + 'When it is unset, unreachable or finds nothing, the nearest known location (great-circle distance) answers; source `nearest`. '
        + '404 4040607004 only when neither can answer.',
      querystring: ReverseGeocodeQuery, data: ReverseGeocoded, errors: [ErrorCode.contentNotFound, ErrorCode.contentValidationFailed],
      handler: ({ query }) => locations.reverseGeocode(query.lat, query.lng, query.lang),
    },
    {
      method: 'GET', path: `${LOCATIONS}/:locationId`, area: 'content', auth: 'none', public: true, tag: 'content-platform',
      summary: 'One location (spec §7 locations by id)',
      description: 'With opening hours (spec §3) and the time zone they are written in. 404 4040607004 when unknown.',
      params: LocationIdParams,
      querystring: LangQuery, data: Location, errors: [ErrorCode.contentNotFound, ErrorCode.contentValidationFailed],
      handler: ({ params, query }) => locations.byId(params.locationId, query.lang),
    },
    {
      method: 'GET', path: '/map-search-service/v1/search', area: 'content', auth: 'none', public: true, tag: 'content-platform',
      summary: 'Public map search (spec §7 map-search service)',
      description: 'keyword matches names and address (contains, case-insensitive). With lat and lng (both or neither, else 422 4220607000) '
        + 'results are nearest first with distance_m in metres; without them, by name in `lang` and distance_m is null. limit 1..100, default 20.',
      querystring: MapSearchQuery,
      data: Type.Array(LocationSearchHit), errors: [ErrorCode.contentValidationFailed],
      handler: ({ query }) =>
        locations.search({ keyword: query.keyword ?? null, lat: query.lat ?? null, lng: query.lng ?? null, limit: query.limit, lang: query.lang }),
    },
  ];
};
