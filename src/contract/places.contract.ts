import { LOCATION_STATUSES } from '../domain/places/location-status';
import { BBOX_PATTERN } from '../domain/places/map-grid';
import { PENDING_NAME_MAX } from '../domain/places/pending-location';
import { ImageRef, ListLanguage, OpeningHours, PagingCursor, PagingOffset } from './content.contract';
import { Closed, Nullable, PlainText, StringEnum, Type, type Static } from './schema';

/**
 * Spec §7 content-platform locations and the public map-search service; shapes ours.
 *
 * | call                                                                    | auth     | in                                              | data                      |
 * |-------------------------------------------------------------------------|----------|-------------------------------------------------|---------------------------|
 * | GET  location-service/v1/locations/map                                  | public   | MapQuery: bbox, zoom, category_id?, open_now?, keyword?, lang? | MapResult  |
 * | POST location-service/v1/locations/pending                              | required | PendingLocationBody                             | Location (status pending) |
 * | GET  location-service/v1/locations/{locationId}                         | optional | lang?                                           | Location                  |
 * | GET  feed-service/v1/location-distance                                  | optional | LocationDistanceQuery: lat, lng, location_ids   | LocationDistance[]        |
 * | GET  feed-service/v1/locations/{locationId}/contents (paged)            | public   | offset, limit                                   | FeedContentItem (feed.contract) |
 *
 * Every path is under the content-platform prefix (`/content-platform/...`) below /api, /private/api and,
 * for the public ones, /public/api. Visibility: a place is public when `status` is `approved`; a `pending`
 * place is visible only to its proposer (by id, distance) and to readers of the proposer's contents (the
 * content's `places`, marked `status: 'pending'`); it is in no list, map or search until approved.
 */
export const LOCATION_SERVICE = '/content-platform/location-service/v1';
export const PLACES_PATHS = {
  map: `${LOCATION_SERVICE}/locations/map`,
  pending: `${LOCATION_SERVICE}/locations/pending`,
  /** Replace `:locationId`. */
  byId: `${LOCATION_SERVICE}/locations/:locationId`,
  distance: '/content-platform/feed-service/v1/location-distance',
  /** Replace `:locationId`. */
  locationContents: '/content-platform/feed-service/v1/locations/:locationId/contents',
} as const;

export const LOCATION_ID_PATTERN = '^[A-Za-z0-9_.:-]{1,64}$';
export const LocationId = Type.String({ pattern: LOCATION_ID_PATTERN });
export const Lang = StringEnum(['en', 'th'] as const, {
  default: 'en',
  description: '`name` is name_th for th, name_en otherwise.',
});
export const Lat = Type.Number({ minimum: -90, maximum: 90 });
export const Lng = Type.Number({ minimum: -180, maximum: 180 });
export const Keyword = Type.String({ minLength: 1, maxLength: 100 });

/**
 * Where the place sits in the country's administration (src/domain/places/admin-area.ts): district (อำเภอ, or เขต
 * in Bangkok) and province (จังหวัด), each in Thai and English; '' when that level is not known. Searches match
 * them (a place is found by "เชียงใหม่" and by "Chiang Mai").
 */
export const AdminArea = Closed({
  district_th: Type.String(),
  district_en: Type.String(),
  province_th: Type.String(),
  province_en: Type.String(),
});
export type AdminAreaWire = Static<typeof AdminArea>;

const locationProperties = {
  location_id: Type.String(),
  name: Type.String(),
  name_en: Type.String(),
  name_th: Type.String(),
  address: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  time_zone: Type.String({ description: 'IANA zone the opening hours are written in.' }),
  opening_hours: OpeningHours,
  category_id: Nullable(Type.String()),
  admin_area: Nullable(AdminArea, {
    description: 'District and province in Thai and English, or null when not known.',
  }),
  status: StringEnum(LOCATION_STATUSES, {
    description: 'approved (public), pending (proposed, visible to its proposer and in their contents) or refused.',
  }),
  photo: Type.Unsafe<Static<typeof ImageRef>>({
    ...ImageRef,
    description: "The place photo (a pending proposal's upload), or null.",
  }),
};
/** Contract `Location`: a place with its names in both languages; `name` is the one of `?lang`. */
export const Location = Closed(locationProperties);
export type LocationWire = Static<typeof Location>;

export const LocationSearchHit = Closed({
  ...locationProperties,
  distance_m: Nullable(Type.Integer(), { description: 'Metres from (lat, lng); null without a point.' }),
});
export type LocationSearchHitWire = Static<typeof LocationSearchHit>;

export const ReverseGeocoded = Closed({
  name: Type.String(),
  address: Type.String(),
  source: StringEnum(['service', 'nearest'] as const),
});
export type ReverseGeocodedWire = Static<typeof ReverseGeocoded>;

// ——— what the calls take ———

export const LangQuery = Closed({ lang: Lang });
export const LocationIdParams = Closed({ locationId: LocationId });

/** ids: comma-separated location ids, at most 100. */
export const LocationListQuery = Closed({
  keyword: Type.Optional(Keyword),
  ids: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}(,[A-Za-z0-9_.:-]{1,64}){0,99}$' })),
  offset: PagingOffset,
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  lang: Lang,
});

export const ReverseGeocodeQuery = Closed({ lat: Lat, lng: Lng, lang: Lang });

/** lat and lng: both or neither (the use case answers 422 4220607000 otherwise). */
export const MapSearchQuery = Closed({
  keyword: Type.Optional(Keyword),
  lat: Type.Optional(Lat),
  lng: Type.Optional(Lng),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  lang: Lang,
});

// ——— the map, distances, pending locations ———

/** Zoom levels of a slippy map (OpenStreetMap tiles: 0 = the world, 19 = a street). */
export const MAP_ZOOM_MIN = 0;
export const MAP_ZOOM_MAX = 22;

/**
 * `bbox=west,south,east,north` in degrees (WGS84), as Leaflet's `getBounds().toBBoxString()` writes it.
 * The pattern is the whole rule but one (BBOX_PATTERN: each number as JavaScript writes it, lat within ±90, lng
 * within ±180); south ≤ north is checked by the handler. Either failure is 422 4220607000 with data
 * { content_id: null, message }. west > east is a box crossing the antimeridian (e.g. 170,-20,-170,20): served as
 * the two boxes either side.
 */
export const MapQuery = Closed({
  bbox: Type.String({
    maxLength: 200,
    pattern: BBOX_PATTERN,
    description:
      'west,south,east,north in degrees, as JavaScript writes numbers (plain decimals; 1.5e-7 for a tiny one): longitudes within ' +
      '-180..180, latitudes within -90..90 (the pattern), south ≤ north (else 422). west > east crosses the antimeridian.',
  }),
  zoom: Type.Integer({
    minimum: MAP_ZOOM_MIN,
    maximum: MAP_ZOOM_MAX,
    description: 'The map zoom: sets the cluster cell size.',
  }),
  category_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  open_now: Type.Optional(
    Type.Boolean({ description: 'Only places open now in their own time zone (spec §3; closingSoon counts as open).' }),
  ),
  keyword: Type.Optional(Keyword),
  lang: Lang,
});
export type MapQueryWire = Static<typeof MapQuery>;

/** What the map and its list draw for one place: the Location minus its status (always approved here). */
const { status: _status, ...pinProperties } = locationProperties;
export const LocationPin = Closed(pinProperties);
export type LocationPinWire = Static<typeof LocationPin>;

export const MapBox = Closed({ west: Type.Number(), south: Type.Number(), east: Type.Number(), north: Type.Number() });
export type MapBoxWire = Static<typeof MapBox>;

/** Places of one grid cell: their centroid, how many, and the box around them (zoom to it on a tap). */
export const MapCluster = Closed({
  lat: Type.Number(),
  lng: Type.Number(),
  count: Type.Integer({ minimum: 1 }),
  bbox: MapBox,
  location_id: Nullable(Type.String(), { description: 'The place when count is 1, else null.' }),
});
export type MapClusterWire = Static<typeof MapCluster>;

/**
 * Either `places` (the box holds at most MAP_PLACES_MAX, or zoom ≥ MAP_PLACES_ZOOM: up to MAP_PLACES_LIMIT
 * nearest the box centre) and `clusters` empty, or `clusters` (a grid of cells, 90/2^zoom degrees wide) and
 * `places` empty. `total` counts every matching place in the box.
 */
export const MapResult = Closed({
  clusters: Type.Array(MapCluster),
  places: Type.Array(LocationPin),
  total: Type.Integer({ minimum: 0 }),
});
export type MapResultWire = Static<typeof MapResult>;
export const MAP_PLACES_MAX = 200;
export const MAP_PLACES_ZOOM = 14;
export const MAP_PLACES_LIMIT = 500;

/** location_ids: comma-separated, 1 to 100 ids. */
export const LocationDistanceQuery = Closed({
  lat: Lat,
  lng: Lng,
  location_ids: Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}(,[A-Za-z0-9_.:-]{1,64}){0,99}$' }),
});
export type LocationDistanceQueryWire = Static<typeof LocationDistanceQuery>;

/** Great-circle metres (haversine, mean Earth radius) from the point; ids unknown or not visible are left out; order as asked. */
export const LocationDistance = Closed({ location_id: Type.String(), distance_m: Type.Integer({ minimum: 0 }) });
export type LocationDistanceWire = Static<typeof LocationDistance>;

export const LocationContentsQuery = Closed({
  offset: PagingOffset,
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  cursor: Type.Optional(PagingCursor),
  hl: ListLanguage,
});
export type LocationContentsQueryWire = Static<typeof LocationContentsQuery>;

/** A proposed place's name: one line, at most PENDING_NAME_MAX, no control characters (pending-location.ts). */
const PendingName = PlainText(PENDING_NAME_MAX, {
  description: `One line, at most ${PENDING_NAME_MAX} characters; the other name defaults to it.`,
});
/** One of the names is given and not blank (the schema's half of "at least one name"). */
const namedBy = (name: 'name_th' | 'name_en') => ({
  required: [name],
  properties: { [name]: { type: 'string', pattern: String.raw`\S` } },
});

/**
 * Proposing a place (signed in). At least one of name_th / name_en, not blank (the other defaults to it), one
 * line of at most 150 characters; lat/lng on the globe: in this schema, so in the document. address ≤ 300;
 * photo_image_id: the caller's upload from locations/pending/pre_sign_url; opening_hours: spec §3 (every day,
 * modes closed | open24 | open, `HH.mm` with a dot; an open day without periods gets 00.00–23.59); time_zone:
 * IANA (default Asia/Bangkok); category_id: a known category; admin_area: district and province (optional).
 * Anything invalid, the schema's failures included (the route's validationCode), is 400 4000607032 with data
 * { content_id: null, message }, as spec §8 says; an unknown property is 400 4000102002.
 */
export const PendingLocationBody = Closed(
  {
    name_th: Type.Optional(PendingName),
    name_en: Type.Optional(PendingName),
    lat: Lat,
    lng: Lng,
    address: Type.String({ maxLength: 1000, default: '' }),
    photo_image_id: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    opening_hours: Type.Optional(
      Type.Unsafe<Static<typeof OpeningHours>>({
        type: ['object', 'null'],
        description:
          'Spec §3 WeeklyOpeningHours or null; closed_on_public_holidays (boolean, optional): the place closes on Thai public holidays.',
      }),
    ),
    time_zone: Type.Optional(Type.String({ maxLength: 64 })),
    category_id: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    /** District and province; a name given in one language only stands for both; at most 100 characters each. */
    admin_area: Type.Optional(
      Nullable(
        Closed({
          district_th: Type.Optional(Type.String({ maxLength: 500 })),
          district_en: Type.Optional(Type.String({ maxLength: 500 })),
          province_th: Type.Optional(Type.String({ maxLength: 500 })),
          province_en: Type.Optional(Type.String({ maxLength: 500 })),
        }),
      ),
    ),
  },
  { anyOf: [namedBy('name_th'), namedBy('name_en')] },
);
export type PendingLocationBodyWire = Static<typeof PendingLocationBody>;
