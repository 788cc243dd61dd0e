import { ErrorCode } from '../../src/domain/errors/error-codes';
import { DAY_MODES, DAYS } from '../../src/domain/places/opening-hours';
import type { JsonSchema, RouteDef } from '../http/route-table';
import { object } from '../http/schemas';
import type { LocationUseCases } from './locations.use-cases';

const LOCATIONS = '/content-platform/location-service/v1/locations';

const locationIdPattern = '^[A-Za-z0-9_.:-]{1,64}$';
const lang = { type: 'string', enum: ['en', 'th'], default: 'en', description: '`name` is name_th for th, name_en otherwise.' };
const lat = { type: 'number', minimum: -90, maximum: 90 };
const lng = { type: 'number', minimum: -180, maximum: 180 };
const keyword = { type: 'string', minLength: 1, maxLength: 100 };

const period = object({ open: { type: 'string', description: 'HH.mm (spec §3: dot separator)' }, close: { type: 'string' } }, ['open', 'close']);
const daySchedule = object({ mode: { type: 'string', enum: [...DAY_MODES] }, periods: { type: 'array', items: period } }, ['mode']);
/** Spec §3 opening hours: the domain's WeeklyOpeningHours, sunday to saturday. */
export const openingHoursSchema: JsonSchema = {
  ...object(Object.fromEntries(DAYS.map((day) => [day, daySchedule])), [...DAYS]),
  type: ['object', 'null'],
};

const locationProperties: Record<string, JsonSchema> = {
  location_id: { type: 'string' },
  name: { type: 'string' },
  name_en: { type: 'string' },
  name_th: { type: 'string' },
  address: { type: 'string' },
  lat: { type: 'number' },
  lng: { type: 'number' },
  time_zone: { type: 'string', description: 'IANA zone the opening hours are written in.' },
  opening_hours: openingHoursSchema,
  category_id: { type: ['string', 'null'] },
};
const locationSchema = object(locationProperties, Object.keys(locationProperties));
const searchResultSchema = object(
  { ...locationProperties, distance_m: { type: ['integer', 'null'], description: 'Metres from (lat, lng); null without a point.' } },
  [...Object.keys(locationProperties), 'distance_m'],
);
const reverseSchema = object(
  { name: { type: 'string' }, address: { type: 'string' }, source: { type: 'string', enum: ['service', 'nearest'] } },
  ['name', 'address', 'source'],
);

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
      querystring: object({ lang }), data: locationSchema, errors: [ErrorCode.contentNotFound, ErrorCode.contentValidationFailed],
      handler: ({ query }) => locations.defaultLocation(query.lang),
    },
    {
      method: 'GET', path: `${LOCATIONS}/list`, area: 'content', auth: 'none', public: true, tag: 'content-platform',
      summary: 'Locations, filtered and paged (spec §7 locations list)',
      description: 'keyword matches name_en, name_th or address case-insensitively (contains). ids (comma-separated, at most 100) '
        + 'restricts to those locations, listed in the order given; otherwise ordered by name in `lang`. limit 1..100, default 20.',
      querystring: object({
        keyword,
        ids: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,64}(,[A-Za-z0-9_.:-]{1,64}){0,99}$' },
        offset: { type: 'integer', minimum: 0, default: 0 },
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
        lang,
      }),
      data: locationSchema, paged: true, errors: [ErrorCode.contentValidationFailed],
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
      querystring: object({ lat, lng, lang }, ['lat', 'lng']), data: reverseSchema, errors: [ErrorCode.contentNotFound, ErrorCode.contentValidationFailed],
      handler: ({ query }) => locations.reverseGeocode(query.lat, query.lng, query.lang),
    },
    {
      method: 'GET', path: `${LOCATIONS}/:locationId`, area: 'content', auth: 'none', public: true, tag: 'content-platform',
      summary: 'One location (spec §7 locations by id)',
      description: 'With opening hours (spec §3) and the time zone they are written in. 404 4040607004 when unknown.',
      params: object({ locationId: { type: 'string', pattern: locationIdPattern } }, ['locationId']),
      querystring: object({ lang }), data: locationSchema, errors: [ErrorCode.contentNotFound, ErrorCode.contentValidationFailed],
      handler: ({ params, query }) => locations.byId(params.locationId, query.lang),
    },
    {
      method: 'GET', path: '/map-search-service/v1/search', area: 'content', auth: 'none', public: true, tag: 'content-platform',
      summary: 'Public map search (spec §7 map-search service)',
      description: 'keyword matches names and address (contains, case-insensitive). With lat and lng (both or neither, else 422 4220607000) '
        + 'results are nearest first with distance_m in metres; without them, by name in `lang` and distance_m is null. limit 1..100, default 20.',
      querystring: object({ keyword, lat, lng, limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 }, lang }),
      data: { type: 'array', items: searchResultSchema }, errors: [ErrorCode.contentValidationFailed],
      handler: ({ query }) =>
        locations.search({ keyword: query.keyword ?? null, lat: query.lat ?? null, lng: query.lng ?? null, limit: query.limit, lang: query.lang }),
    },
  ];
};
