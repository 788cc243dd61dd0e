import {
  LangQuery,
  Location,
  LocationDistance,
  LocationDistanceQuery,
  LocationIdParams,
  LocationListQuery,
  LocationSearchHit,
  MAP_PLACES_LIMIT,
  MAP_PLACES_MAX,
  MAP_PLACES_ZOOM,
  MapQuery,
  MapResult,
  MapSearchQuery,
  PendingLocationBody,
  PLACES_PATHS,
  ReverseGeocodeQuery,
  ReverseGeocoded,
} from '../../src/contract/places.contract';
import { Type } from '../../src/contract/schema';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { defineRoute, type AnyRoute } from '../http/route-table';
import type { LocationUseCases } from './locations.use-cases';

const LOCATIONS = '/content-platform/location-service/v1/locations';

const splitIds = (ids: string | undefined): string[] | null => (ids ? [...new Set(ids.split(','))] : null);

/**
 * Spec §7 content-platform locations (default, by id, list, reverse geocoding through an open map service)
 * and the public map-search service. All public: the map and the reader work signed out. A missing place
 * is 404 4040607004 (contentNotFound), the content-platform family these calls belong to.
 */
export const locationRoutes = (locations: LocationUseCases): AnyRoute[] => {
  return [
    defineRoute({
      method: 'GET',
      path: `${LOCATIONS}/default`,
      area: 'content',
      auth: 'none',
      public: true,
      tag: 'content-platform',
      summary: "The map's starting location (spec §7 locations default)",
      description:
        'The row marked default; without one, the first location by English name. 404 4040607004 when no location exists.',
      querystring: LangQuery,
      data: Location,
      errors: [ErrorCode.contentNotFound, ErrorCode.contentValidationFailed],
      handler: ({ query }) => locations.defaultLocation(query.lang),
    }),
    defineRoute({
      method: 'GET',
      path: `${LOCATIONS}/list`,
      area: 'content',
      auth: 'none',
      public: true,
      tag: 'content-platform',
      summary: 'Locations, filtered and paged (spec §7 locations list)',
      description:
        'keyword matches name_en, name_th or address case-insensitively (contains). ids (comma-separated, at most 100) ' +
        'restricts to those locations, listed in the order given; otherwise ordered by name in `lang`. limit 1..100, default 20.',
      querystring: LocationListQuery,
      data: Location,
      paged: true,
      errors: [ErrorCode.contentValidationFailed],
      handler: ({ query }) =>
        locations.list({
          keyword: query.keyword ?? null,
          ids: splitIds(query.ids),
          offset: query.offset,
          limit: query.limit,
          lang: query.lang,
        }),
    }),
    defineRoute({
      method: 'GET',
      path: `${LOCATIONS}/reverse-geocoding`,
      area: 'content',
      auth: 'none',
      public: true,
      tag: 'content-platform',
      summary: 'Name and address of a point (spec §7 reverse geocoding through an open map service)',
      description:
        'Asks the Nominatim-compatible service at GEOCODER_URL (3 s timeout, answers cached); source `service`. ' +
        'When it is unset, unreachable or finds nothing, the nearest known location (great-circle distance) answers; source `nearest`. ' +
        '404 4040607004 only when neither can answer.',
      querystring: ReverseGeocodeQuery,
      data: ReverseGeocoded,
      errors: [ErrorCode.contentNotFound, ErrorCode.contentValidationFailed],
      handler: ({ query }) => locations.reverseGeocode(query.lat, query.lng, query.lang),
    }),
    defineRoute({
      method: 'GET',
      path: PLACES_PATHS.map,
      area: 'content',
      auth: 'none',
      public: true,
      tag: 'content-platform',
      summary: 'The map by its visible box and zoom: places, or grid clusters when there are many',
      description:
        `Approved places inside bbox=west,south,east,north (degrees; west > east crosses the antimeridian and is served as ` +
        `its two halves). Bad coordinates (lat outside ±90, lng outside ±180, south > north, not four numbers) are 422 4220607000. ` +
        `When the box holds at most ${MAP_PLACES_MAX} matching places, or zoom ≥ ${MAP_PLACES_ZOOM}, \`places\` lists them (at most ` +
        `${MAP_PLACES_LIMIT}, nearest the box centre) and \`clusters\` is empty; otherwise \`clusters\` holds grid cells of 90/2^zoom ` +
        'degrees (centroid, count, the box around their places, location_id when count is 1), grouped in SQL, and `places` is empty. ' +
        '`total` counts every match. category_id and keyword (names and address, contains) filter; open_now keeps places open now in ' +
        'their own time zone (spec §3, closing soon included).',
      querystring: MapQuery,
      data: MapResult,
      errors: [ErrorCode.contentValidationFailed],
      handler: ({ query }) =>
        locations.map({
          bbox: query.bbox,
          zoom: query.zoom,
          categoryId: query.category_id ?? null,
          openNow: query.open_now ?? false,
          keyword: query.keyword ?? null,
          lang: query.lang,
        }),
    }),
    defineRoute({
      method: 'POST',
      path: PLACES_PATHS.pending,
      area: 'content',
      auth: 'required',
      tag: 'content-platform',
      summary: 'Propose a place (pending locations)',
      description:
        'A signed-in creator proposes a place; it is answered with status `pending` and an id usable at once as a location_id ' +
        "in the proposer's own contents (another user's save naming it is 422 4220607000). Readers of the proposer's contents see it " +
        'in `places` with status pending; it is in no public list, map or search until a moderator approves it. Body: name_th and/or ' +
        'name_en (one line ≤ 150), lat, lng, address (≤ 300), photo_image_id (your upload from locations/pending/pre_sign_url), opening_hours ' +
        '(spec §3: every day, closed | open24 | open with HH.mm periods; an open day without periods becomes 00.00–23.59), time_zone ' +
        '(IANA, default Asia/Bangkok), category_id. The names and lat/lng rules are in the body schema (a name: one line, no ' +
        'control characters, and name_th or name_en not blank). Anything invalid, what the schema refuses included, is 400 ' +
        '4000607032 with data { content_id: null, message } (spec §8); an unknown property is 400 4000102002.',
      body: PendingLocationBody,
      data: Location,
      validationCode: ErrorCode.invalidPendingLocations,
      errors: [ErrorCode.invalidPendingLocations],
      handler: ({ identity, body }) => locations.proposeLocation(identity, body),
    }),
    defineRoute({
      method: 'GET',
      path: PLACES_PATHS.distance,
      area: 'content',
      auth: 'optional',
      public: true,
      tag: 'content-platform',
      summary: 'Great-circle distance from a point to places (spec §7 location-distance)',
      description:
        'Metres (haversine on the mean Earth radius, rounded) from (lat, lng) to each of location_ids (comma-separated, 1 to 100), ' +
        "in the order asked. Ids that are unknown or not visible to the caller (a pending place is its proposer's) are left out.",
      querystring: LocationDistanceQuery,
      data: Type.Array(LocationDistance),
      errors: [ErrorCode.contentValidationFailed],
      handler: ({ identity, query }) =>
        locations.distances({ lat: query.lat, lng: query.lng }, query.location_ids.split(','), identity),
    }),
    defineRoute({
      method: 'GET',
      path: `${LOCATIONS}/:locationId`,
      area: 'content',
      auth: 'optional',
      public: true,
      tag: 'content-platform',
      summary: 'One location (spec §7 locations by id)',
      description:
        'With opening hours (spec §3), the time zone they are written in, status and photo. A pending place is answered only to ' +
        'its proposer (signed in); 404 4040607004 when unknown or not visible.',
      params: LocationIdParams,
      querystring: LangQuery,
      data: Location,
      errors: [ErrorCode.contentNotFound, ErrorCode.contentValidationFailed],
      handler: ({ params, query, identity }) => locations.byId(params.locationId, query.lang, identity),
    }),
    defineRoute({
      method: 'GET',
      path: '/map-search-service/v1/search',
      area: 'content',
      auth: 'none',
      public: true,
      tag: 'content-platform',
      summary: 'Public map search (spec §7 map-search service)',
      description:
        'keyword matches names and address (contains, case-insensitive). With lat and lng (both or neither, else 422 4220607000) ' +
        'results are nearest first with distance_m in metres; without them, by name in `lang` and distance_m is null. limit 1..100, default 20.',
      querystring: MapSearchQuery,
      data: Type.Array(LocationSearchHit),
      errors: [ErrorCode.contentValidationFailed],
      handler: ({ query }) =>
        locations.search({
          keyword: query.keyword ?? null,
          lat: query.lat ?? null,
          lng: query.lng ?? null,
          limit: query.limit,
          lang: query.lang,
        }),
    }),
  ];
};
