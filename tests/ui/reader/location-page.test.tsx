import { StrictMode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlacePage } from '../../../src/application/ports/location-page-api.port';
import { PLACES_PATHS } from '../../../src/contract/places.contract';
import type { ContentListItem } from '../../../src/domain/content/content';
import type { WeeklyOpeningHours } from '../../../src/domain/places/opening-hours';
import { LOCATION_BY_ID_PATH, LOCATION_CONTENTS_PATH } from '../../../src/infrastructure/reader/fetch-location-api';
import { createTranslator, type Translate } from '../../../src/infrastructure/i18n/reader-i18n';
import th from '../../../src/infrastructure/i18n/locales/th/common.json';
import thView from '../../../src/infrastructure/i18n/locales/th/pages-content-view.json';
import LocationPage, { STATUS_REFRESH_MS } from '../../../src/ui/reader/location/location.page';
import type { PollView } from '../../../src/domain/polls/poll';
import { englishT, goTo, readerServices } from './trip-support';
import { aPoll } from './wallet-support';

const open = (o: string, c: string) => ({ mode: 'open' as const, periods: [{ open: o, close: c }] });
/** Tuesday closes at 10.45; the rest of the week 08.00–18.00, Monday closed. */
const hours: WeeklyOpeningHours = {
  sunday: open('08.00', '18.00'),
  monday: { mode: 'closed' },
  tuesday: open('08.00', '10.45'),
  wednesday: open('08.00', '18.00'),
  thursday: open('08.00', '18.00'),
  friday: open('08.00', '18.00'),
  saturday: { mode: 'open24' },
};
const doiSuthep: PlacePage = {
  locationId: 'loc-doi',
  name: 'Wat Phra That Doi Suthep',
  names: { en: 'Wat Phra That Doi Suthep', th: 'วัดพระธาตุดอยสุเทพ' },
  address: 'Suthep, Mueang Chiang Mai',
  lat: 18.8048,
  lng: 98.9216,
  timeZone: 'Asia/Bangkok',
  openingHours: hours,
  categoryId: null,
  adminArea: {
    districtEn: 'Mueang Chiang Mai',
    districtTh: 'เมืองเชียงใหม่',
    provinceEn: 'Chiang Mai',
    provinceTh: 'เชียงใหม่',
  },
  photo: null,
};
const item = (contentId: string, title: string): ContentListItem => ({
  contentId,
  kind: 'article',
  status: 'published',
  title,
  summary: '',
  cover: null,
  hasDraft: false,
  revision: 1,
  updatedAt: '2025-01-01T00:00:00.000Z',
  publishedAt: '2025-01-01T00:00:00.000Z',
  viewCount: 0,
  commentCount: 0,
  author: { userId: 'u1', username: 'noi', displayName: 'Noi', avatarImage: null },
});

/** Tuesday 2025-01-07 10:00 in Bangkok (03:00 UTC). */
const TUESDAY_10 = Date.UTC(2025, 0, 7, 3, 0);
const MINUTE = 60_000;

let t: Translate;
let clock: number;
beforeEach(async () => {
  t = await englishT();
  clock = TUESDAY_10;
  goTo('/map/location/loc-doi');
});
afterEach(() => {
  vi.useRealTimers();
});

function renderPlace(
  options: {
    initial?: unknown;
    place?: PlacePage;
    contents?: ContentListItem[];
    lang?: 'en' | 'th';
    polls?: PollView[];
  } = {},
) {
  const built = readerServices();
  built.locationApi.add(options.place ?? doiSuthep, options.contents ?? []);
  for (const poll of options.polls ?? []) built.pollApi.add(poll);
  const services = { ...built.services, now: () => clock };
  const view = render(
    <StrictMode>
      <LocationPage initialData={options.initial ?? null} services={services} t={t} lang={options.lang ?? 'en'} />
    </StrictMode>,
  );
  return { ...view, ...built };
}

describe('/map/location/[id] (spec §2 public route)', () => {
  it('draws the embedded place at once: name, other-language name, address, map, maps-app link; no request for the place', async () => {
    const { locationApi } = renderPlace({ initial: doiSuthep });
    expect(screen.getByRole('heading', { level: 1, name: 'Wat Phra That Doi Suthep' })).toBeInTheDocument();
    expect(screen.getByText('วัดพระธาตุดอยสุเทพ')).toHaveAttribute('lang', 'th');
    expect(screen.getByText('Suthep, Mueang Chiang Mai')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Map showing Wat Phra That Doi Suthep' })).toBeInTheDocument();
    expect(screen.getByTestId('maps-app-link')).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=18.804800,98.921600',
    );
    expect(document.title).toBe('Wat Phra That Doi Suthep · Travelogue');
    await waitFor(() => expect(locationApi.calls).toContain('contents:loc-doi:0:8'));
    expect(locationApi.calls.some((call) => call.startsWith('place:'))).toBe(false);
  });

  it("in Thai: the place's Thai name (name_th)", () => {
    renderPlace({ initial: doiSuthep, lang: 'th' });
    expect(screen.getByRole('heading', { level: 1, name: 'วัดพระธาตุดอยสุเทพ' })).toBeInTheDocument();
  });

  it("shows the district and province in the reader's language under the address, not when the address says them", () => {
    const th = renderPlace({ initial: doiSuthep, lang: 'th' });
    expect(screen.getByText('เมืองเชียงใหม่, เชียงใหม่')).toBeInTheDocument();
    th.unmount();
    const en = renderPlace({ initial: doiSuthep });
    expect(screen.getByText('Mueang Chiang Mai, Chiang Mai')).toBeInTheDocument();
    en.unmount();
    const fullAddress = { ...doiSuthep, address: 'Huay Kaew Rd, Suthep, Mueang Chiang Mai, Chiang Mai 50200' };
    renderPlace({ initial: fullAddress, place: fullAddress });
    expect(screen.getByText(fullAddress.address)).toBeInTheDocument();
    expect(screen.queryByText('Mueang Chiang Mai, Chiang Mai')).not.toBeInTheDocument();
  });

  it("shows the week Sunday to Saturday with a dot separator, today marked in the place's time zone", () => {
    renderPlace({ initial: doiSuthep });
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Sunday08:00–18:00',
      'MondayClosed',
      'TuesdayToday08:00–10:45',
      'Wednesday08:00–18:00',
      'Thursday08:00–18:00',
      'Friday08:00–18:00',
      'SaturdayOpen 24 hours',
    ]);
    expect(screen.getByTestId('hours-today')).toHaveAttribute('aria-current', 'date');
    expect(within(screen.getByTestId('hours-today')).getByRole('rowheader')).toHaveTextContent('Tuesday');
  });

  it('the status follows the clock while the page stays open (every 30 s, no reload): opened → closingSoon → closed', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderPlace({ initial: doiSuthep });
    const status = () => screen.getByTestId('location-status');
    expect(status()).toHaveAttribute('data-status', 'opened');
    expect(status()).toHaveTextContent('Open now · closes at 10:45');
    clock = TUESDAY_10 + 20 * MINUTE; // 10.20: 25 minutes before closing (spec §9: 30)
    void act(() => vi.advanceTimersByTime(STATUS_REFRESH_MS));
    expect(status()).toHaveAttribute('data-status', 'closingSoon');
    clock = TUESDAY_10 + 46 * MINUTE;
    void act(() => vi.advanceTimersByTime(STATUS_REFRESH_MS));
    expect(status()).toHaveAttribute('data-status', 'closed');
    expect(status()).toHaveTextContent('Closed · opens Wednesday at 08:00');
  });

  it("a place in another time zone than the viewer's: Tokyo is already Wednesday 01.00 when Bangkok is Tuesday 23.00", () => {
    clock = Date.UTC(2025, 0, 7, 16, 0);
    renderPlace({ initial: { ...doiSuthep, timeZone: 'Asia/Tokyo' }, place: { ...doiSuthep, timeZone: 'Asia/Tokyo' } });
    expect(within(screen.getByTestId('hours-today')).getByRole('rowheader')).toHaveTextContent('Wednesday');
    expect(screen.getByTestId('location-status')).toHaveTextContent('Closed · opens Wednesday at 08:00');
    expect(screen.getByText('Times are local to the place (Asia/Tokyo).')).toBeInTheDocument();
  });

  it('a place whose hours say "closed on public holidays" is closed on one, the holiday named (and said under the week)', () => {
    // Tuesday 3 March 2026, 10:00 in Bangkok: Makha Bucha, when a Tuesday would be open 08.00–10.45.
    clock = Date.UTC(2026, 2, 3, 3, 0);
    const museum = { ...doiSuthep, closedOnPublicHolidays: true };
    renderPlace({ initial: museum, place: museum });
    const status = screen.getByTestId('location-status');
    expect(status).toHaveAttribute('data-status', 'closed');
    expect(status).toHaveTextContent('Closed · Makha Bucha Day, a public holiday · opens Wednesday at 08:00');
    expect(screen.getByTestId('location-closed-on-holidays')).toHaveTextContent('Closed on Thai public holidays.');
  });

  it('in Thai the holiday is named in Thai', async () => {
    clock = Date.UTC(2026, 2, 3, 3, 0);
    t = createTranslator(th, thView);
    const museum = { ...doiSuthep, closedOnPublicHolidays: true };
    renderPlace({ initial: museum, place: museum, lang: 'th' });
    expect(screen.getByTestId('location-status')).toHaveTextContent('วันมาฆบูชา วันหยุดนักขัตฤกษ์');
    await waitFor(() => expect(screen.getByText('ปิดในวันหยุดนักขัตฤกษ์')).toBeInTheDocument());
  });

  it('the same holiday leaves a place without the flag open as on any Tuesday', () => {
    clock = Date.UTC(2026, 2, 3, 3, 0);
    renderPlace({ initial: doiSuthep });
    expect(screen.getByTestId('location-status')).toHaveTextContent('Open now · closes at 10:45');
    expect(screen.queryByTestId('location-closed-on-holidays')).not.toBeInTheDocument();
  });

  it('distance: shown when the reader allows geolocation', async () => {
    const { geolocation } = renderPlace({ initial: doiSuthep });
    geolocation.result = { position: { lat: 18.7883, lng: 98.9853 } }; // Chiang Mai old city
    fireEvent.click(screen.getByRole('button', { name: 'How far is it from me?' }));
    expect(await screen.findByText('7.0 km from you')).toBeInTheDocument();
  });

  it('distance where the browser would prompt: a sentence of why first, the prompt only after "Use my location"', async () => {
    const { geolocation } = renderPlace({ initial: doiSuthep });
    geolocation.permissionState = 'prompt';
    geolocation.result = { position: { lat: 18.7883, lng: 98.9853 } };

    fireEvent.click(screen.getByRole('button', { name: 'How far is it from me?' }));
    expect(
      await screen.findByText(
        'To work out the distance, Travelogue needs your location once. Your browser will ask; the location stays on this device.',
      ),
    ).toBeInTheDocument();
    expect(geolocation.positionsAsked).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('7.0 km from you')).toBeInTheDocument();
    expect(geolocation.positionsAsked).toBe(1);
  });

  it('distance where location is blocked for the site: says how to allow it, asks nothing', async () => {
    const { geolocation } = renderPlace({ initial: doiSuthep });
    geolocation.permissionState = 'denied';
    fireEvent.click(screen.getByRole('button', { name: 'How far is it from me?' }));
    expect(
      await screen.findByText(
        'Location is blocked for this site. Allow it in your browser’s site settings to see the distance.',
      ),
    ).toBeInTheDocument();
    expect(geolocation.positionsAsked).toBe(0);
  });

  it('distance: a denied permission says so and shows no number', async () => {
    const { geolocation } = renderPlace({ initial: doiSuthep });
    geolocation.result = { error: { code: 1, message: 'User denied Geolocation' } };
    fireEvent.click(screen.getByRole('button', { name: 'How far is it from me?' }));
    expect(
      await screen.findByText('Your location is not available, so the distance cannot be shown.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/from you$/)).toBeNull();
  });

  it('lists the published contents featuring the place, a page at a time: the next page is read by key (cursor), not OFFSET', async () => {
    const contents = Array.from({ length: 10 }, (_, i) => item(`c-${i + 1}`, `Story ${i + 1}`));
    const { locationApi } = renderPlace({ initial: doiSuthep, contents });
    const list = await screen.findByTestId('location-contents');
    await waitFor(() => expect(within(list).getAllByTestId('location-content')).toHaveLength(8));
    expect(within(list).getByRole('link', { name: /Story 1$/ })).toHaveAttribute('href', '/contents/c-1');
    fireEvent.click(within(list).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByTestId('location-content')).toHaveLength(10));
    expect(within(list).queryByRole('button', { name: 'Load more' })).toBeNull();
    const pages = [...new Set(locationApi.calls.filter((call) => call.startsWith('contents:')))];
    expect(pages).toEqual(['contents:loc-doi:0:8', 'contents:loc-doi:8:8:after:c-8']);
  });

  it('without embedded data it fetches the place; an unknown one is "not found"', async () => {
    goTo('/map/location/nowhere');
    renderPlace();
    expect(await screen.findByRole('heading', { level: 1, name: 'Place not found' })).toBeInTheDocument();
  });

  it('shares the page link (copied when there is no share sheet)', async () => {
    renderPlace({ initial: doiSuthep });
    fireEvent.click(screen.getByRole('button', { name: t('reader.share.button') }));
    expect(await screen.findByText(t('reader.share.copied'))).toBeInTheDocument();
  });

  it("the reader's paths agree with the places contract", () => {
    expect(`/${LOCATION_BY_ID_PATH}`).toBe(PLACES_PATHS.byId);
    expect(`/${LOCATION_CONTENTS_PATH}`).toBe(PLACES_PATHS.locationContents);
  });
});

describe("/map/location/[id]: the place's open polls", () => {
  const pinned = aPoll({ pollId: 'poll-here', placeId: 'loc-doi', createdAt: '2025-01-02T00:00:00.000Z' });
  const closed = aPoll({ pollId: 'poll-closed', placeId: 'loc-doi', state: 'closed' });
  const elsewhere = aPoll({ pollId: 'poll-elsewhere', placeId: 'loc-other' });

  it("shows the open polls pinned to the place, last on the page, with their tally; closed and other places' polls stay out", async () => {
    const { pollApi } = renderPlace({ initial: doiSuthep, polls: [pinned, closed, elsewhere] });
    const section = await screen.findByTestId('location-polls');
    expect(
      within(section).getByRole('heading', { level: 2, name: 'Polls about Wat Phra That Doi Suthep' }),
    ).toBeVisible();
    expect(await within(section).findByRole('heading', { level: 3, name: 'Where should we go next?' })).toBeVisible();
    expect(within(section).getByTestId('poll-total')).toHaveTextContent('10 votes');
    expect(within(section).getAllByTestId('poll-total')).toHaveLength(1);
    expect(pollApi.calls).toContain('place:loc-doi');
    // Last on the page: after the contents that feature the place.
    const contents = screen.getByTestId('location-contents');
    expect(contents.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a place without open polls shows no polls section at all', async () => {
    const { pollApi } = renderPlace({ initial: doiSuthep, polls: [closed, elsewhere] });
    await waitFor(() => expect(pollApi.calls).toContain('place:loc-doi'));
    expect(screen.queryByTestId('location-polls')).toBeNull();
  });

  it('a failed read of the polls leaves the page as it is (the polls are extra)', async () => {
    const built = readerServices();
    built.locationApi.add(doiSuthep, []);
    built.pollApi.failNext = new Error('offline');
    render(<LocationPage initialData={doiSuthep} services={{ ...built.services, now: () => clock }} t={t} lang="en" />);
    await waitFor(() => expect(built.pollApi.calls).toContain('place:loc-doi'));
    expect(screen.queryByTestId('location-polls')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
