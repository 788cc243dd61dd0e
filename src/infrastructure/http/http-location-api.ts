import type {
  Location,
  LocationApi,
  LocationHit,
  LocationSearch,
  PlaceProposal,
  ReverseGeocodeResult,
} from '../../application/ports/location-api.port';
import type {
  LocationSearchHitWire,
  LocationWire,
  PendingLocationBodyWire,
  ReverseGeocodedWire,
} from '../../contract/places.contract';
import { adminAreaToWire } from '../../contract/places.mapping';

type HoursWire = PendingLocationBodyWire['opening_hours'];
import type { ContentLanguage } from '../../domain/content/content';
import { fillPathParams } from '../../domain/url/url-helpers';
import { LOCATIONS } from '../wire/content-platform-paths';
import { locationFromWire } from '../wire/location-mappers';
import type { HttpClient } from './http-client';

const MAP_SEARCH = 'map-search-service/v1/search';

const withLang = (lang?: ContentLanguage) => (lang ? { lang } : {});

/**
 * location-service/v1 and the public map search of spec §7 (content contract). Reads are public, except
 * that a place is read by id with the signed-in creator's token when there is one: the server answers a pending
 * (proposed) place only to its proposer, so without it the editor lost a proposed place's name and
 * its pending mark when reopened.
 */
export class HttpLocationApi implements LocationApi {
  constructor(private readonly http: HttpClient) {}

  async search(query: LocationSearch): Promise<readonly LocationHit[]> {
    // No keyword (the import's "what is near this point"): the parameter is left out, never sent empty.
    const params = {
      ...(query.keyword.trim() ? { keyword: query.keyword } : {}),
      ...(query.near ? { lat: query.near.lat, lng: query.near.lng } : {}),
      ...(query.limit ? { limit: query.limit } : {}),
      ...withLang(query.lang),
    };
    const { data } = await this.http.get<LocationSearchHitWire[]>('public', MAP_SEARCH, params);
    return data.map((w) => ({ ...locationFromWire(w), distanceM: w.distance_m ?? null }));
  }

  async getLocation(locationId: string, lang?: ContentLanguage): Promise<Location> {
    const { data } = await this.http.get<LocationWire>(
      'api',
      fillPathParams(`${LOCATIONS}/:locationId`, { locationId }),
      withLang(lang),
      { bearerIfSignedIn: true },
    );
    return locationFromWire(data);
  }

  async getLocations(locationIds: readonly string[], lang?: ContentLanguage): Promise<readonly Location[]> {
    if (locationIds.length === 0) return [];
    const { data } = await this.http.get<LocationWire[]>('public', `${LOCATIONS}/list`, {
      ids: locationIds.join(','),
      offset: 0,
      limit: locationIds.length,
      ...withLang(lang),
    });
    const listed = data.map(locationFromWire);
    // The list is public (approved places only): the creator's own pending places are asked by id, with the token.
    const missing = locationIds.filter((id) => !listed.some((l) => l.locationId === id));
    const own = await Promise.all(missing.map((id) => this.getLocation(id, lang).catch(() => null)));
    const found = [...listed, ...own.filter((l): l is Location => l !== null)];
    return locationIds.flatMap((id) => found.filter((l) => l.locationId === id));
  }

  async reverseGeocode(point: { lat: number; lng: number }, lang?: ContentLanguage): Promise<ReverseGeocodeResult> {
    const { data } = await this.http.get<ReverseGeocodedWire>('public', `${LOCATIONS}/reverse-geocoding`, {
      lat: point.lat,
      lng: point.lng,
      ...withLang(lang),
    });
    return {
      name: data.name ?? '',
      address: data.address ?? '',
      source: data.source === 'service' ? 'service' : 'nearest',
    };
  }

  async defaultLocation(lang?: ContentLanguage): Promise<Location> {
    return locationFromWire((await this.http.get<LocationWire>('public', `${LOCATIONS}/default`, withLang(lang))).data);
  }

  async proposeLocation(proposal: PlaceProposal, lang?: ContentLanguage): Promise<Location> {
    const body: PendingLocationBodyWire = {
      ...(proposal.nameTh ? { name_th: proposal.nameTh } : {}),
      ...(proposal.nameEn ? { name_en: proposal.nameEn } : {}),
      lat: proposal.lat,
      lng: proposal.lng,
      address: proposal.address,
      photo_image_id: proposal.photoImageId,
      opening_hours:
        proposal.openingHours && proposal.closedOnPublicHolidays
          ? { ...(proposal.openingHours as NonNullable<HoursWire>), closed_on_public_holidays: true }
          : (proposal.openingHours as HoursWire),
      ...(proposal.timeZone ? { time_zone: proposal.timeZone } : {}),
      ...(proposal.adminArea ? { admin_area: adminAreaToWire(proposal.adminArea) } : {}),
    };
    const { data } = await this.http.post<LocationWire>('private', `${LOCATIONS}/pending`, body, {
      query: withLang(lang),
    });
    return locationFromWire(data);
  }
}
