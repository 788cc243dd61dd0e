import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlaceSummary, Section } from '../../../src/domain/content/content';
import { createTranslator } from '../../../src/infrastructure/i18n/reader-i18n';
import en from '../../../src/infrastructure/i18n/locales/en/common.json';
import enView from '../../../src/infrastructure/i18n/locales/en/pages-content-view.json';
import { ContentBody } from '../../../src/ui/components/content-view/content-body';
import { ContentHeader } from '../../../src/ui/components/content-view/content-header';
import { openStreetMapUrl, rowShows, StaticMap, tileOf } from '../../../src/ui/components/content-view/static-map';
import { watArun } from '../../builders/public-content.builder';

const t = createTranslator(en, enView);
/** Tuesday 2025-01-07 in Bangkok (UTC+7). */
const at = (hh: number, mm: number) => Date.UTC(2025, 0, 7, hh - 7, mm);
const market: PlaceSummary = {
  ...watArun,
  locationId: 'loc-market',
  name: 'Night market',
  openingHours: { ...watArun.openingHours!, tuesday: { mode: 'open', periods: [{ open: '17.00', close: '23.00' }] } },
};
const noHours: PlaceSummary = { ...watArun, locationId: 'loc-none', name: 'Viewpoint', openingHours: null };

const body = (sections: Section[], now = at(10, 0)) =>
  render(<ContentBody sections={sections} places={[watArun, market, noHours]} now={now} t={t} />);
const location = (locationId: string, note = ''): Section => ({
  sectionId: locationId,
  type: 'location',
  locationId,
  pendingLocation: null,
  note,
});

describe("content view — spec §3/§9 opening hours in the place's time zone, shared by reader and editor preview", () => {
  it.each([
    [at(10, 0), 'loc-wat-arun', 'Open now', 'closes at 18:00'],
    [at(17, 45), 'loc-wat-arun', 'Closing soon', 'closes at 18:00'],
    [at(16, 40), 'loc-market', 'Opening soon', 'opens Tuesday at 17:00'],
    [at(10, 0), 'loc-market', 'Closed', 'opens Tuesday at 17:00'],
  ])('spec §9 30-minute window: at %s %s reads "%s · %s"', (now, id, status, detail) => {
    body([location(id)], now);
    expect(screen.getByText(status)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(detail))).toBeInTheDocument();
  });

  it('a place without opening hours says so; a pending place shows its name and address without a status', () => {
    body([
      location('loc-none'),
      {
        sectionId: 'p',
        type: 'location',
        locationId: null,
        pendingLocation: { name: 'Noodle stall', lat: 13.7, lng: 100.5, address: 'Soi 5' },
        note: 'cash only',
      },
    ]);
    expect(screen.getByText('Opening hours not listed')).toBeInTheDocument();
    expect(screen.getByText('Noodle stall')).toBeInTheDocument();
    expect(screen.getByText('Soi 5')).toBeInTheDocument();
    expect(screen.getByText('cash only')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /Map showing/ })).toHaveLength(2);
  });

  it('trip days: numbered when untitled, stops in order with their times, no map per stop', () => {
    body([
      {
        sectionId: 'd1',
        type: 'day',
        title: '',
        stops: [
          { stopId: 's1', locationId: 'loc-wat-arun', pendingLocation: null, note: 'sunrise', time: '06:30' },
          { stopId: 's2', locationId: 'loc-market', pendingLocation: null, note: '', time: null },
        ],
      },
      { sectionId: 'd2', type: 'day', title: 'Old town', stops: [] },
    ]);
    const day1 = screen.getByRole('region', { name: 'Day 1' });
    expect(
      within(day1)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.cv-location__name')?.textContent),
    ).toEqual(['Wat Arun', 'Night market']);
    expect(within(day1).getByText('06:30').tagName).toBe('TIME');
    expect(within(day1).queryByRole('img', { name: /Map showing/ })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Old town' })).getByText('No stops planned for this day yet.'),
    ).toBeInTheDocument();
  });

  it('spec §8 load image failed: an image that cannot load says so under its frame', () => {
    body([
      {
        sectionId: 'i',
        type: 'image',
        caption: '',
        image: { imageId: 'x', url: '/broken.jpg', blurhash: null, width: 4, height: 3 },
      },
    ]);
    fireEvent.error(screen.getByAltText('Photo from the story'));
    expect(screen.getByText(en.errors.web.loadImage)).toBeInTheDocument();
  });

  it('the header links the author to /profiles/<username> in the reader and not in the editor preview', () => {
    const author = { userId: 'u', username: 'nok', displayName: 'Nok', avatarImage: null };
    const props = {
      title: 'T',
      summary: '',
      cover: null,
      author,
      publishedAt: '2025-01-01T00:00:00Z',
      now: Date.UTC(2025, 0, 4),
      lang: 'en' as const,
      t,
    };
    const reader = render(<ContentHeader {...props} />);
    expect(screen.getByRole('link', { name: 'Nok' })).toHaveAttribute('href', '/profiles/nok');
    expect(screen.getByText('3d ago')).toBeInTheDocument();
    reader.unmount();
    render(<ContentHeader {...props} linkAuthor={false} publishedAt={null} />);
    expect(screen.queryByRole('link', { name: 'Nok' })).toBeNull();
    expect(screen.getByText('Nok')).toBeInTheDocument();
  });

  it('the static map uses OpenStreetMap tile numbers and links to the full map', () => {
    expect(tileOf(0, 0, 1)).toEqual({ x: 1, y: 1 });
    const bangkok = tileOf(13.7563, 100.5018, 15);
    expect([Math.floor(bangkok.x), Math.floor(bangkok.y)]).toEqual([25531, 15119]);
    expect(openStreetMapUrl(13.7563, 100.5018)).toBe(
      'https://www.openstreetmap.org/?mlat=13.756300&mlon=100.501800#map=16/13.756300/100.501800',
    );
  });

  it('the static map fetches only the rows of tiles its 160 px frame shows: a row wholly above or below is never asked for', () => {
    // The point near the top of its tile: the row above reaches into the frame, the row below does not.
    expect([-1, 0, 1].map((dy) => rowShows(dy, 20))).toEqual([true, true, false]);
    // In the middle: the frame is inside the point's own row.
    expect([-1, 0, 1].map((dy) => rowShows(dy, 128))).toEqual([false, true, false]);
    expect([-1, 0, 1].map((dy) => rowShows(dy, 230))).toEqual([false, true, true]);
    render(<StaticMap lat={13.7563} lng={100.5018} label="Map of Wat Arun" linkLabel="Open the map" />);
    const tiles = screen.getByRole('img', { name: 'Map of Wat Arun' }).querySelectorAll('img');
    expect(tiles.length).toBeLessThanOrEqual(6);
    expect(tiles.length).toBeGreaterThanOrEqual(3);
  });
});

describe("content view — place names in the reader's language", () => {
  const named: PlaceSummary = { ...watArun, name: 'Wat Arun', names: { en: 'Wat Arun', th: 'วัดอรุณราชวราราม' } };
  const sections: Section[] = [
    location('loc-wat-arun'),
    {
      sectionId: 'd1',
      type: 'day',
      title: 'Day',
      stops: [{ stopId: 's1', locationId: 'loc-wat-arun', pendingLocation: null, note: '', time: '08:30' }],
    },
  ];

  it('spec §9 th: a Thai reader sees the Thai name on location cards and trip stops of an English content', () => {
    render(<ContentBody sections={sections} places={[named]} now={at(10, 0)} t={t} lang="th" />);
    expect(screen.getAllByText('วัดอรุณราชวราราม')).toHaveLength(2);
    expect(screen.queryByText('Wat Arun')).toBeNull();
  });

  it('spec §9 en: an English reader sees the English name', () => {
    render(<ContentBody sections={sections} places={[named]} now={at(10, 0)} t={t} lang="en" />);
    expect(screen.getAllByText('Wat Arun')).toHaveLength(2);
  });
});
