import type { LocationSearchHitWire, LocationWire, ReverseGeocodedWire } from '../../src/contract/places.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import type { Kernel } from '../kernel/deps';
import type { Paged } from '../kernel/paged';
import { toWireLocation, withDistance } from './location.mapper';
import type { Lang, LocationStore } from './places.ports';

export type { Lang };

/** 4040607004 for a missing place: locations live in the content-platform area, like contents. */
const notFound = (what: string) => failure(ErrorCode.contentNotFound, what);

/** Spec §7 locations (default, by id, list, reverse geocoding) and the public map search. */
export function createLocationUseCases(deps: Pick<Kernel, 'db' | 'geocoder'>, store: LocationStore) {
  const { db, geocoder } = deps;
  return {
    async defaultLocation(lang: Lang): Promise<LocationWire> {
      const row = await store.findDefault(db);
      if (!row) throw notFound('No locations are known yet');
      return toWireLocation(row, lang);
    },

    async byId(locationId: string, lang: Lang): Promise<LocationWire> {
      const row = await store.findById(db, locationId);
      if (!row) throw notFound(`Location ${locationId} not found`);
      return toWireLocation(row, lang);
    },

    async list(query: { keyword: string | null; ids: string[] | null; offset: number; limit: number; lang: Lang }): Promise<Paged<LocationWire>> {
      const page = await store.list(db, { keyword: query.keyword, ids: query.ids, lang: query.lang }, query.offset, query.limit);
      return { items: page.rows.map((row) => toWireLocation(row, query.lang)), offset: query.offset, limit: query.limit, total: page.total };
    },

    /** The open map service first; when it cannot answer, the nearest place we know (source 'nearest'). */
    async reverseGeocode(lat: number, lng: number, lang: Lang): Promise<ReverseGeocodedWire> {
      const found = await geocoder.reverse(lat, lng, lang);
      if (found) return { ...found, source: 'service' as const };
      const nearest = await store.nearest(db, lat, lng);
      if (!nearest) throw notFound('The geocoder is unavailable and no locations are known');
      return { name: lang === 'th' ? nearest.name_th : nearest.name_en, address: nearest.address, source: 'nearest' as const };
    },

    /** Map search; lat and lng go together (422 4220607000 with one of them alone). */
    async search(query: { keyword: string | null; lat: number | null; lng: number | null; limit: number; lang: Lang }): Promise<LocationSearchHitWire[]> {
      if ((query.lat === null) !== (query.lng === null)) {
        const message = 'lat and lng go together: send both or neither';
        throw failure(ErrorCode.contentValidationFailed, message, { content_id: null, message });
      }
      const point = query.lat !== null && query.lng !== null ? { lat: query.lat, lng: query.lng } : null;
      const rows = await store.search(db, { keyword: query.keyword, point, lang: query.lang, limit: query.limit });
      return rows.map((row) => withDistance(row, query.lang));
    },
  };
}

export type LocationUseCases = ReturnType<typeof createLocationUseCases>;
