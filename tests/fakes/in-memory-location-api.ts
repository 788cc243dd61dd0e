import type {
  Location,
  LocationApi,
  LocationHit,
  LocationSearch,
  PlaceProposal,
  ReverseGeocodeResult,
} from '../../src/application/ports/location-api.port';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { distanceMetres } from '../../src/domain/places/distance';
import { normalizeProposal, pendingLocationProblems } from '../../src/domain/places/pending-location';
import { Failures } from './call-log';
import { serverError } from './in-memory-content-api';

const place = (
  locationId: string,
  en: string,
  th: string,
  lat: number,
  lng: number,
  address: string,
  isDefault = false,
) => ({
  location: {
    locationId,
    name: en,
    names: { en, th },
    address,
    lat,
    lng,
    timeZone: 'Asia/Bangkok',
    openingHours: null,
    categoryId: null,
  } as Location,
  isDefault,
});

export const KNOWN_LOCATIONS = [
  place('loc-grand-palace', 'Grand Palace', 'พระบรมมหาราชวัง', 13.75, 100.4913, 'Na Phra Lan Rd, Bangkok', true),
  place('loc-doi-suthep', 'Wat Phra That Doi Suthep', 'วัดพระธาตุดอยสุเทพ', 18.8048, 98.9216, 'Suthep, Chiang Mai'),
  place('loc-railay', 'Railay Beach', 'หาดไร่เลย์', 8.0116, 98.8383, 'Ao Nang, Krabi'),
];

/** Known places in memory; search matches either name or the address, case-insensitively. */
export class InMemoryLocationApi implements LocationApi {
  readonly failures = new Failures();
  readonly searches: LocationSearch[] = [];
  readonly proposals: PlaceProposal[] = [];
  /** Places proposed here (pending), readable by id like the server lets their proposer. */
  readonly proposed = new Map<string, Location>();
  /** What a known place's full record says beyond the list above (its hours, its holiday flag), by id. */
  readonly details = new Map<string, Partial<Location>>();

  async search(query: LocationSearch): Promise<readonly LocationHit[]> {
    this.failures.throwIfScripted('search');
    this.searches.push(query);
    const keyword = query.keyword.toLowerCase();
    const near = query.near;
    // As the server: with a point, nearest first with the distance; an empty keyword matches every place.
    return KNOWN_LOCATIONS.map((p) => p.location)
      .filter((l) => [l.names.en, l.names.th, l.address].some((text) => text.toLowerCase().includes(keyword)))
      .map((l) => ({ ...this.named(l, query.lang), distanceM: near ? Math.round(distanceMetres(near, l)) : null }))
      .sort((a, b) => (a.distanceM ?? 0) - (b.distanceM ?? 0))
      .slice(0, query.limit ?? 10);
  }

  async getLocation(locationId: string, lang?: 'th' | 'en'): Promise<Location> {
    this.failures.throwIfScripted('getLocation');
    const own = this.proposed.get(locationId);
    if (own) return own;
    const found = KNOWN_LOCATIONS.find((p) => p.location.locationId === locationId);
    if (!found) throw serverError(ErrorCode.contentNotFound, 404);
    return { ...this.named(found.location, lang), ...this.details.get(locationId) };
  }

  async getLocations(locationIds: readonly string[], lang?: 'th' | 'en'): Promise<readonly Location[]> {
    this.failures.throwIfScripted('getLocations');
    return locationIds.flatMap((id) =>
      KNOWN_LOCATIONS.filter((p) => p.location.locationId === id).map((p) => this.named(p.location, lang)),
    );
  }

  async reverseGeocode(point: { lat: number; lng: number }): Promise<ReverseGeocodeResult> {
    this.failures.throwIfScripted('reverseGeocode');
    const nearest = [...KNOWN_LOCATIONS].sort(
      (a, b) =>
        Math.hypot(a.location.lat - point.lat, a.location.lng - point.lng) -
        Math.hypot(b.location.lat - point.lat, b.location.lng - point.lng),
    )[0].location;
    return { name: nearest.name, address: nearest.address, source: 'nearest' };
  }

  async defaultLocation(lang?: 'th' | 'en'): Promise<Location> {
    this.failures.throwIfScripted('defaultLocation');
    return this.named(KNOWN_LOCATIONS.find((p) => p.isDefault)!.location, lang);
  }

  /** Like the server: 4000607032 (400) for an invalid proposal, else a pending Location. */
  async proposeLocation(proposal: PlaceProposal, lang: 'th' | 'en' = 'en'): Promise<Location> {
    this.failures.throwIfScripted('proposeLocation');
    this.proposals.push(proposal);
    const p = normalizeProposal(proposal);
    if (pendingLocationProblems(p).length > 0) throw serverError(ErrorCode.invalidPendingLocations, 400);
    const location: Location = {
      locationId: `pending-${this.proposed.size + 1}`,
      name: lang === 'th' ? p.nameTh : p.nameEn,
      names: { en: p.nameEn, th: p.nameTh },
      address: p.address,
      lat: p.lat,
      lng: p.lng,
      timeZone: p.timeZone,
      openingHours: p.openingHours,
      ...(p.closedOnPublicHolidays ? { closedOnPublicHolidays: true } : {}),
      categoryId: null,
      pending: true,
    };
    this.proposed.set(location.locationId, location);
    return location;
  }

  private named(location: Location, lang: 'th' | 'en' = 'en'): Location {
    return { ...location, name: location.names[lang] };
  }
}
