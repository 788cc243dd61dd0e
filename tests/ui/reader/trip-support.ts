import type { PlaceSummary, PublicContent } from '../../../src/domain/content/content';
import { CommentsService } from '../../../src/application/reader/comments.service';
import { CreatorProfileService } from '../../../src/application/reader/creator-profile.service';
import { LocationPageService } from '../../../src/application/reader/location-page.service';
import { MapPlacesService } from '../../../src/application/reader/map-places.service';
import { OnwardReadingService } from '../../../src/application/reader/onward-reading.service';
import { ReaderService } from '../../../src/application/reader/reader.service';
import { createTranslator, type Translate } from '../../../src/infrastructure/i18n/reader-i18n';
import type { ReaderServices } from '../../../src/infrastructure/reader/reader-services';
import en from '../../../src/infrastructure/i18n/locales/en/common.json';
import enView from '../../../src/infrastructure/i18n/locales/en/pages-content-view.json';
import { aPublicContent, watArun } from '../../builders/public-content.builder';
import { InMemoryCreatorContentsApi } from '../../fakes/in-memory-creator-contents-api';
import { InMemoryGeolocation } from '../../fakes/in-memory-geolocation';
import { InMemoryKeyValueStore } from '../../fakes/in-memory-key-value-store';
import { InMemoryLocationPageApi } from '../../fakes/in-memory-location-page-api';
import { InMemoryMapPlacesApi } from '../../fakes/in-memory-map-places-api';
import { InMemoryPlaceContentsApi } from '../../fakes/in-memory-place-contents-api';
import { InMemoryPublicContentApi } from '../../fakes/in-memory-public-content-api';
import { InMemoryRandom } from '../../fakes/in-memory-random';
import { InMemoryReaderSession } from '../../fakes/in-memory-reader-session';
import { InMemoryShareTarget } from '../../fakes/in-memory-share-target';
import { walletServices } from './wallet-support';

/** Tuesday 2025-01-07 10:00 in Bangkok (03:00 UTC): places open 08.00–18.00 are open. */
export const NOW = Date.UTC(2025, 0, 7, 3, 0);

/** The reader's services of the trip and profile pages over in-memory ports (tests only). */
export function readerServices() {
  const api = new InMemoryPublicContentApi();
  const creatorsApi = new InMemoryCreatorContentsApi();
  const session = new InMemoryReaderSession();
  const placesApi = new InMemoryPlaceContentsApi();
  const mapApi = new InMemoryMapPlacesApi(() => NOW);
  const geolocation = new InMemoryGeolocation();
  const locationApi = new InMemoryLocationPageApi();
  const wallet = walletServices(session, () => NOW);
  const services: ReaderServices = {
    reader: new ReaderService({ api, sessionStore: new InMemoryKeyValueStore(), random: new InMemoryRandom() }),
    comments: new CommentsService(api, session),
    session,
    share: new InMemoryShareTarget(),
    creators: new CreatorProfileService(creatorsApi),
    onward: new OnwardReadingService(creatorsApi, placesApi),
    places: new MapPlacesService(mapApi, geolocation),
    location: new LocationPageService(locationApi, geolocation),
    ...wallet.services,
    now: () => NOW,
  };
  return {
    services,
    api,
    creatorsApi,
    placesApi,
    session,
    mapApi,
    geolocation,
    locationApi,
    pollApi: wallet.pollApi,
    feed: wallet.feed,
    campaignApi: wallet.campaignApi,
    reportApi: wallet.reportApi,
    savedApi: wallet.savedApi,
    followApi: wallet.followApi,
    tripCopyApi: wallet.tripCopyApi,
    wishes: wallet.wishes,
    wishStore: wallet.wishStore,
    myTripsApi: wallet.myTripsApi,
    listApi: wallet.listApi,
  };
}

/** The reader's English strings (common, content view and reader.json when present). */
export async function englishT(): Promise<Translate> {
  const files = import.meta.glob<Record<string, unknown>>('../../../src/infrastructure/i18n/locales/en/reader.json', {
    import: 'default',
    eager: true,
  });
  return createTranslator(en, enView, ...Object.values(files));
}

export const goTo = (path: string): void => window.history.replaceState(null, '', path);

const closedToday = { mode: 'closed' as const };
const grandPalace: PlaceSummary = {
  ...watArun,
  locationId: 'loc-palace',
  name: 'Grand Palace',
  address: 'Na Phra Lan Rd',
  lat: 13.75,
  lng: 100.4913,
  openingHours: { ...watArun.openingHours!, tuesday: closedToday },
};
const watPho: PlaceSummary = {
  ...watArun,
  locationId: 'loc-pho',
  name: 'Wat Pho',
  lat: 13.7465,
  lng: 100.493,
  openingHours: null,
};

/** Two days: day 1 Wat Arun → Grand Palace, day 2 Wat Pho → a pending street-food place; text between them. */
export function aTrip(overrides: Partial<PublicContent> = {}): PublicContent {
  return aPublicContent({
    contentId: 'trip-1',
    kind: 'trip',
    title: 'Two days of old Bangkok',
    language: 'en',
    sections: [
      { sectionId: 'intro', type: 'text', html: '<p>Start early, the river is cool.</p>' },
      {
        sectionId: 'day-1',
        type: 'day',
        title: 'Temples by the river',
        stops: [
          {
            stopId: 's1',
            locationId: watArun.locationId,
            pendingLocation: null,
            note: 'Climb the prang',
            time: '07:30',
          },
          {
            stopId: 's2',
            locationId: grandPalace.locationId,
            pendingLocation: null,
            note: 'Dress code',
            time: '10:00',
          },
        ],
      },
      { sectionId: 'between', type: 'text', html: '<p>Rest at the hotel.</p>' },
      {
        sectionId: 'day-2',
        type: 'day',
        title: '',
        stops: [
          { stopId: 's3', locationId: watPho.locationId, pendingLocation: null, note: 'Massage school', time: null },
          {
            stopId: 's4',
            locationId: null,
            pendingLocation: { name: 'Pratu Phi noodles', lat: 13.7526, lng: 100.5037, address: 'Maha Chai Rd' },
            note: '',
            time: '19:00',
          },
        ],
      },
    ],
    places: [watArun, grandPalace, watPho],
    ...overrides,
  });
}
