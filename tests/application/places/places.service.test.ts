import { describe, expect, it } from 'vitest';
import { PlacesService } from '../../../src/application/places/places.service';
import { AppError } from '../../../src/domain/errors/app-error';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { networkError } from '../../fakes/in-memory-content-api';
import { InMemoryLocationApi } from '../../fakes/in-memory-location-api';

function aPlacesService() {
  const api = new InMemoryLocationApi();
  return { api, places: new PlacesService(api) };
}

describe('PlacesService — known places for the editor (location sections and trip stops)', () => {
  it('search passes the keyword, limit, language and the map point through and answers the hits', async () => {
    const { api, places } = aPlacesService();
    const hits = await places.search({ keyword: 'krabi', limit: 5, lang: 'th', near: { lat: 8, lng: 98.8 } });
    expect(hits.map((h) => [h.locationId, h.name])).toEqual([['loc-railay', 'หาดไร่เลย์']]);
    expect(api.searches).toEqual([{ keyword: 'krabi', limit: 5, lang: 'th', near: { lat: 8, lng: 98.8 } }]);
  });

  it('reads one location and several in the asked order, named in the asked language', async () => {
    const { places } = aPlacesService();
    await expect(places.getLocation('loc-doi-suthep', 'en')).resolves.toMatchObject({
      locationId: 'loc-doi-suthep',
      name: 'Wat Phra That Doi Suthep',
    });
    const several = await places.getLocations(['loc-railay', 'loc-grand-palace'], 'th');
    expect(several.map((l) => l.name)).toEqual(['หาดไร่เลย์', 'พระบรมมหาราชวัง']);
  });

  it('asks for no locations without calling the port', async () => {
    const { api, places } = aPlacesService();
    api.failures.fail('getLocations', networkError());
    await expect(places.getLocations([])).resolves.toEqual([]);
  });

  it('names a point on the map (reverse geocoding) and gives the map its starting point', async () => {
    const { places } = aPlacesService();
    await expect(places.reverseGeocode({ lat: 18.8, lng: 98.92 })).resolves.toEqual({
      name: 'Wat Phra That Doi Suthep',
      address: 'Suthep, Chiang Mai',
      source: 'nearest',
    });
    await expect(places.defaultLocation('en')).resolves.toMatchObject({
      locationId: 'loc-grand-palace',
      lat: 13.75,
      lng: 100.4913,
    });
  });

  it('spec §8: a failure leaves as an AppError with the catalogue message, whichever call it was', async () => {
    const { api, places } = aPlacesService();
    const envelope = { status: { err_code: ErrorCode.contentNotFound, err_message: 'no such location' } };
    api.failures.fail('getLocation', envelope);
    const error = await places.getLocation('loc-x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: ErrorCode.contentNotFound, messageKey: 'errors.contentNotFound' });
    for (const method of ['search', 'getLocations', 'reverseGeocode', 'defaultLocation'] as const)
      api.failures.fail(method, networkError());
    await expect(places.search({ keyword: 'wat' })).rejects.toMatchObject({
      code: ErrorCode.unknown,
      messageKey: 'errors.default',
    });
    await expect(places.getLocations(['loc-railay'])).rejects.toMatchObject({ code: ErrorCode.unknown });
    await expect(places.reverseGeocode({ lat: 1, lng: 1 })).rejects.toMatchObject({ code: ErrorCode.unknown });
    await expect(places.defaultLocation()).rejects.toMatchObject({ code: ErrorCode.unknown });
  });
});
