import { OpeningHours } from './content.contract';
import { Closed, Nullable, StringEnum, Type, type Static } from './schema';

/** Spec §7 content-platform locations and the public map-search service; shapes ours. */
export const LOCATION_ID_PATTERN = '^[A-Za-z0-9_.:-]{1,64}$';
export const LocationId = Type.String({ pattern: LOCATION_ID_PATTERN });
export const Lang = StringEnum(['en', 'th'] as const, { default: 'en', description: '`name` is name_th for th, name_en otherwise.' });
export const Lat = Type.Number({ minimum: -90, maximum: 90 });
export const Lng = Type.Number({ minimum: -180, maximum: 180 });
export const Keyword = Type.String({ minLength: 1, maxLength: 100 });

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
};
/** Contract `Location`: a place with its names in both languages; `name` is the one of `?lang`. */
export const Location = Closed(locationProperties);
export type LocationWire = Static<typeof Location>;

export const LocationSearchHit = Closed({
  ...locationProperties,
  distance_m: Nullable(Type.Integer(), { description: 'Metres from (lat, lng); null without a point.' }),
});
export type LocationSearchHitWire = Static<typeof LocationSearchHit>;

export const ReverseGeocoded = Closed({ name: Type.String(), address: Type.String(), source: StringEnum(['service', 'nearest'] as const) });
export type ReverseGeocodedWire = Static<typeof ReverseGeocoded>;

// ——— what the calls take ———

export const LangQuery = Closed({ lang: Type.Optional(Lang) });
export const LocationIdParams = Closed({ locationId: LocationId });

/** ids: comma-separated location ids, at most 100. */
export const LocationListQuery = Closed({
  keyword: Type.Optional(Keyword),
  ids: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}(,[A-Za-z0-9_.:-]{1,64}){0,99}$' })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  lang: Type.Optional(Lang),
});

export const ReverseGeocodeQuery = Closed({ lat: Lat, lng: Lng, lang: Type.Optional(Lang) });

/** lat and lng: both or neither (the use case answers 422 4220607000 otherwise). */
export const MapSearchQuery = Closed({
  keyword: Type.Optional(Keyword),
  lat: Type.Optional(Lat),
  lng: Type.Optional(Lng),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  lang: Type.Optional(Lang),
});
