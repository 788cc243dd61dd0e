import axe from 'axe-core';
import { StrictMode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COUNTRY_BOUNDS, type MapPlace } from '../../../src/domain/places/map-view';
import { createTranslator, type Translate } from '../../../src/infrastructure/i18n/reader-i18n';
import en from '../../../src/infrastructure/i18n/locales/en/common.json';
import enView from '../../../src/infrastructure/i18n/locales/en/pages-content-view.json';
import enReader from '../../../src/infrastructure/i18n/locales/en/reader.json';
import MapPage from '../../../src/ui/reader/map/map.page';
import { goTo, readerServices } from './trip-support';

const daily = (open: string, close: string) => {
  const day = { mode: 'open' as const, periods: [{ open, close }] };
  return { sunday: day, monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day };
};
const place = (
  id: string,
  nameEn: string,
  nameTh: string,
  lat: number,
  lng: number,
  over: Partial<MapPlace> = {},
): MapPlace => ({
  locationId: id,
  nameEn,
  nameTh,
  address: `${nameEn} address`,
  lat,
  lng,
  timeZone: 'Asia/Bangkok',
  openingHours: daily('08.00', '18.00'),
  categoryId: 'temples',
  adminArea: null,
  ...over,
});
// NOW of trip-support: Tuesday 10:00 in Bangkok.
const PLACES = [
  place('wat-arun', 'Wat Arun', 'วัดอรุณราชวราราม', 13.7437, 100.48881),
  place('grand-palace', 'The Grand Palace', 'พระบรมมหาราชวัง', 13.750029, 100.491349, {
    openingHours: daily('10.20', '15.30'),
    categoryId: 'culture',
  }),
  place('chedi-luang', 'Wat Chedi Luang', 'วัดเจดีย์หลวง', 18.786941, 98.986542),
  place('khao-san', 'Khao San Road', 'ถนนข้าวสาร', 13.758997, 100.497515, {
    openingHours: null,
    categoryId: 'nightlife',
  }),
];

let t: Translate;
const WHY =
  'To sort the places by how far they are from you, Travelogue needs your location once. Your browser will ask; the location stays on this device.';
const BLOCKED =
  'Location is blocked for this site. Allow it in your browser’s site settings to see the places near you.';
// jsdom lays nothing out: give the map canvas a size, so Leaflet's bounds of a view are a real box.
const sizes = ['clientWidth', 'clientHeight'] as const;
const saved = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
});
afterAll(() =>
  sizes.forEach((name, i) =>
    Object.defineProperty(HTMLElement.prototype, name, saved[i] ?? { configurable: true, value: 0 }),
  ),
);
beforeEach(() => {
  t = createTranslator(en, enView, enReader);
  goTo('/map');
});

function renderMap(path = '/map') {
  goTo(path);
  const built = readerServices();
  built.mapApi.places = [...PLACES];
  built.mapApi.categoryList = [
    { categoryId: 'temples', nameEn: 'Temples', nameTh: 'วัด' },
    { categoryId: 'culture', nameEn: 'Culture', nameTh: 'วัฒนธรรม' },
  ];
  const view = render(
    <StrictMode>
      <MapPage initialData={null} services={built.services} t={t} lang="en" />
    </StrictMode>,
  );
  return { ...view, ...built };
}

const listed = () =>
  within(screen.getByTestId('map-places'))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('/map (spec §2 public)', () => {
  it('lists the places in view with their opening status now, each linking to its place page, and marks them on the map', async () => {
    renderMap('/map?lat=15.5&lng=99.8&z=6');
    await waitFor(() => expect(listed()).toEqual(['Khao San Road', 'The Grand Palace', 'Wat Arun', 'Wat Chedi Luang']));
    const rows = within(screen.getByTestId('map-places')).getAllByRole('listitem');
    expect(within(rows[0]).getByText('Hours not listed')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Opening soon')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Open now')).toBeInTheDocument();
    expect(within(rows[2]).getByRole('link', { name: 'Wat Arun' })).toHaveAttribute('href', '/map/location/wat-arun');
    expect(screen.getByText('4 places in view')).toBeInTheDocument();
    const map = screen.getByRole('region', { name: 'Map of places' });
    // Markers come once the lazily loaded Leaflet chunk is in, which may be after the list on a busy machine.
    await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon').length).toBeGreaterThan(0));
  });

  it('when the tiles cannot load, a status already on the page says so (not a figcaption with a status role)', async () => {
    renderMap('/map?lat=15.5&lng=99.8&z=6');
    await waitFor(() => expect(document.querySelectorAll('img.leaflet-tile').length).toBeGreaterThan(0));
    const figure = document.querySelector<HTMLElement>('figure.places-map')!;
    const status = within(figure).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    act(() => document.querySelectorAll('img.leaflet-tile').forEach((tile) => fireEvent.error(tile)));
    expect(status).toHaveTextContent(/map background could not load/i);
    expect((await axe.run(figure, { runOnly: ['aria-allowed-role'] })).violations).toEqual([]);
  });

  it('follows the URL: a shared centre opens there, and the view is written back with replaceState', async () => {
    const { mapApi } = renderMap('/map?lang=en&lat=13.75&lng=100.49&z=14');
    await waitFor(() => expect(mapApi.queries.length).toBeGreaterThan(0));
    expect(mapApi.queries.at(-1)?.zoom).toBe(14);
    await waitFor(() => expect(listed()).not.toContain('Wat Chedi Luang'));
    expect(window.location.search).toMatch(/^\?lang=en&lat=13\.75\d*&lng=100\.49\d*&z=14$/);
    const before = window.history.length;
    fireEvent.click(screen.getByLabelText('Open now'));
    await waitFor(() => expect(window.location.search).toContain('open=1'));
    expect(window.history.length).toBe(before);
  });

  it('a shared ?place= centres on the place and keeps ?place= until the reader moves the map', async () => {
    const { mapApi } = renderMap('/map?place=chedi-luang');
    await waitFor(() => expect(mapApi.queries.some((q) => q.zoom === 16)).toBe(true));
    await waitFor(() => expect(listed()).toEqual(['Wat Chedi Luang']));
    expect(window.location.search).toBe('?place=chedi-luang');
    expect(document.querySelector('.map-place--selected')).not.toBeNull();
  });

  it('filters by "open now" and category, and searches by a Thai name anywhere, then shows where it is', async () => {
    const { mapApi } = renderMap('/map?lat=13.75&lng=100.49&z=12');
    await waitFor(() => expect(listed()).toContain('Wat Arun'));
    fireEvent.click(screen.getByLabelText('Open now'));
    await waitFor(() => expect(listed()).toEqual(['Wat Arun']));
    fireEvent.click(screen.getByLabelText('Open now'));
    await screen.findByRole('option', { name: 'Culture' });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'culture' } });
    await waitFor(() => expect(listed()).toEqual(['The Grand Palace']));
    expect(window.location.search).toContain('category=culture');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search places' }), { target: { value: 'เจดีย์' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listed()).toEqual(['Wat Chedi Luang']));
    expect(mapApi.queries.some((q) => q.filters.keyword === 'เจดีย์' && q.bounds.west === -180)).toBe(true);
    expect(window.location.search).toContain(`q=${encodeURIComponent('เจดีย์')}`);
  });

  it('no view in the URL: the map shows every place, from the far north to the far south', async () => {
    goTo('/map');
    const built = readerServices();
    // Mae Sai and Betong are 14.7° of latitude apart: no fixed view of one region holds both.
    built.mapApi.places = [
      ...PLACES,
      place('mae-sai', 'Mae Sai Border Market', 'ตลาดแม่สาย', 20.4305, 99.8804),
      place('betong', 'Betong Mongkol Rit Tunnel', 'อุโมงค์ปิยะมิตร', 5.7745, 101.0725),
    ];
    render(
      <StrictMode>
        <MapPage initialData={null} services={built.services} t={t} lang="en" />
      </StrictMode>,
    );
    await waitFor(() => expect(listed()).toHaveLength(6));
    expect(screen.getByText('6 places in view')).toBeInTheDocument();
    // The places were asked for everywhere once, then the view fitted around them.
    expect(built.mapApi.queries.some((q) => q.bounds.west === -180 && q.bounds.east === 180)).toBe(true);
    await waitFor(() => expect(window.location.search).toMatch(/^\?lat=.+&lng=.+&z=\d+$/));
  });

  it('no view in the URL and no place yet: the map shows the whole country', async () => {
    goTo('/map');
    const built = readerServices();
    built.mapApi.places = [];
    render(
      <StrictMode>
        <MapPage initialData={null} services={built.services} t={t} lang="en" />
      </StrictMode>,
    );
    await waitFor(() => expect(built.mapApi.queries.some((q) => q.bounds.west !== -180)).toBe(true));
    const view = built.mapApi.queries.filter((q) => q.bounds.west !== -180).at(-1)!.bounds;
    expect(view.south).toBeLessThanOrEqual(COUNTRY_BOUNDS.south);
    expect(view.north).toBeGreaterThanOrEqual(COUNTRY_BOUNDS.north);
    expect(view.west).toBeLessThanOrEqual(COUNTRY_BOUNDS.west);
    expect(view.east).toBeGreaterThanOrEqual(COUNTRY_BOUNDS.east);
    expect(await screen.findByText(/^No places in this view match/)).toBeInTheDocument();
  });

  it('"near me" sorts the places by distance from the reader', async () => {
    const { geolocation } = renderMap('/map?lat=13.75&lng=100.49&z=13');
    geolocation.result = { position: { lat: 13.7445, lng: 100.4895 } }; // beside Wat Arun
    await waitFor(() => expect(listed().length).toBeGreaterThan(1));
    fireEvent.click(screen.getByRole('button', { name: 'Near me' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Near me' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await waitFor(() => expect(listed()).toEqual(['Wat Arun', 'The Grand Palace', 'Khao San Road']));
    expect(screen.getByText(/Sorted by distance from you/)).toBeInTheDocument();
    expect(within(screen.getByTestId('map-places')).getAllByText(/ away$/).length).toBe(3);
  });

  it('"near me" where the browser would prompt: a sentence of why first, the prompt only after "Use my location"', async () => {
    const { geolocation } = renderMap('/map?lat=13.75&lng=100.49&z=13');
    geolocation.permissionState = 'prompt';
    geolocation.result = { position: { lat: 13.7445, lng: 100.4895 } };
    await waitFor(() => expect(listed().length).toBeGreaterThan(1));

    fireEvent.click(screen.getByRole('button', { name: 'Near me' }));
    expect(await screen.findByText(WHY)).toBeInTheDocument();
    expect(geolocation.positionsAsked).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(listed()).toEqual(['Wat Arun', 'The Grand Palace', 'Khao San Road']));
    expect(geolocation.positionsAsked).toBe(1);
    expect(screen.queryByText(WHY)).toBeNull();
  });

  it('"near me", then "Not now": nothing is asked and the note goes away', async () => {
    const { geolocation } = renderMap('/map?lat=13.75&lng=100.49&z=13');
    geolocation.permissionState = 'unknown';
    await waitFor(() => expect(listed().length).toBeGreaterThan(1));
    fireEvent.click(screen.getByRole('button', { name: 'Near me' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByText(WHY)).toBeNull();
    expect(geolocation.positionsAsked).toBe(0);
    expect(screen.getByRole('button', { name: 'Near me' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('"near me" where location is blocked for the site: says how to allow it, asks nothing', async () => {
    const { geolocation } = renderMap('/map?lat=13.75&lng=100.49&z=13');
    geolocation.permissionState = 'denied';
    await waitFor(() => expect(listed().length).toBeGreaterThan(1));
    fireEvent.click(screen.getByRole('button', { name: 'Near me' }));
    expect(await screen.findByText(BLOCKED)).toBeInTheDocument();
    expect(geolocation.positionsAsked).toBe(0);
  });

  it('a refused location shows the "no location" message (spec §8) and the map and list keep working', async () => {
    const { geolocation } = renderMap('/map?lat=13.75&lng=100.49&z=13');
    geolocation.result = { error: { code: 1, message: 'User denied Geolocation' } };
    await waitFor(() => expect(listed()).toContain('Wat Arun'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Near me' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(t('errors.web.noLocation'));
    expect(listed()).toContain('Wat Arun');
    expect(screen.getByRole('button', { name: 'Near me' })).toHaveAttribute('aria-pressed', 'false');
  });
});
