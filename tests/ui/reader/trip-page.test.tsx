import axe from 'axe-core';
import { StrictMode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/domain/errors/app-error';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import type { Translate } from '../../../src/infrastructure/i18n/reader-i18n';
import ContentPage from '../../../src/ui/reader/content/content.page';
import TripPage from '../../../src/ui/reader/trip/trip.page';
import { aTrip, englishT, goTo, readerServices } from './trip-support';

let t: Translate;
beforeEach(async () => {
  t = await englishT();
  goTo('/trips/trip-1');
});

function renderTrip(
  initialData: unknown,
  setup: (api: ReturnType<typeof readerServices>['api']) => void = () => undefined,
) {
  const built = readerServices();
  setup(built.api);
  const view = render(
    <StrictMode>
      <TripPage initialData={initialData} services={built.services} t={t} lang="en" />
    </StrictMode>,
  );
  return { ...view, ...built };
}

describe('/trips/[id] (spec §2 public route)', () => {
  it('shows every day and its stops in trip order, numbered like the markers, with time, note and opening status', async () => {
    renderTrip(aTrip());
    expect(screen.getByRole('heading', { level: 1, name: 'Two days of old Bangkok' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Temples by the river' })).toBeInTheDocument();
    expect(screen.getByText('Stops: 4 · Days: 2')).toBeInTheDocument();
    const stops = screen.getAllByTestId('trip-stop');
    expect(stops.map((stop) => stop.querySelector('.cv-location__name')?.textContent)).toEqual([
      'Wat Arun',
      'Grand Palace',
      'Wat Pho',
      'Pratu Phi noodles',
    ]);
    expect(
      stops.map((stop) =>
        within(stop)
          .getByText(/^Stop \d$/)
          .textContent?.trim(),
      ),
    ).toEqual(['Stop 1', 'Stop 2', 'Stop 3', 'Stop 4']);
    expect(within(stops[0]).getByText('07:30')).toBeInTheDocument();
    expect(within(stops[0]).getByText('Climb the prang')).toBeInTheDocument();
    // spec §3/§9 opening hours in the place's zone: Tuesday 10:00 in Bangkok, open 08.00–18.00, palace closed Tuesdays
    expect(stops[0].querySelector('.cv-status--opened')).not.toBeNull();
    expect(stops[1].querySelector('.cv-status--closed')).not.toBeNull();
    // the second day has no title: it is named by its number; the second list continues the numbering
    expect(
      screen.getByRole('heading', { level: 2, name: t('contentView.day.title', { number: 2 }) }),
    ).toBeInTheDocument();
    expect(stops[2].closest('ol')?.getAttribute('start')).toBe('3');
    // text sections stay where the author put them: between the two days
    const order = [...document.querySelectorAll('.trip-day__title, .cv-text')].map((node) => node.textContent);
    expect(order).toEqual([
      'Start early, the river is cool.',
      'Temples by the river',
      'Rest at the hotel.',
      t('contentView.day.title', { number: 2 }),
    ]);
  });

  it('draws the route on a real Leaflet map (loaded after the page shows): one numbered marker per stop and one line per day', async () => {
    renderTrip(aTrip());
    const map = screen.getByRole('region', { name: 'Map of the trip route' });
    await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon').length).toBeGreaterThan(0));
    const markers = map.querySelectorAll('.leaflet-marker-icon');
    expect([...markers].map((m) => [m.textContent, m.getAttribute('title')])).toEqual([
      ['1', 'Stop 1: Wat Arun'],
      ['2', 'Stop 2: Grand Palace'],
      ['3', 'Stop 3: Wat Pho'],
      ['4', 'Stop 4: Pratu Phi noodles'],
    ]);
    expect(map.querySelectorAll('path.trip-map__line')).toHaveLength(2);
    expect(map.querySelector('.trip-map__line--day-1')).not.toBeNull();
    expect(map.querySelector('.leaflet-control-attribution')?.textContent).toContain('OpenStreetMap');
  });

  it('until the reader nears the map, the route is drawn without tiles or Leaflet; Leaflet takes its place once it is seen', async () => {
    const observers: IntersectionObserverCallback[] = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      const { container } = renderTrip(aTrip());
      const map = screen.getByRole('region', { name: 'Map of the trip route' });
      const drawing = container.querySelector('svg.trip-map__drawing')!;
      // The same four numbered stops and two day lines, in the day colours, from the first paint.
      expect([...drawing.querySelectorAll('text')].map((n) => n.textContent)).toEqual(['1', '2', '3', '4']);
      expect(drawing.querySelectorAll('polyline')).toHaveLength(2);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(map.querySelector('.leaflet-container, .leaflet-pane')).toBeNull();

      act(() => {
        for (const callback of observers)
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      });
      await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(4));
      expect(container.querySelector('svg.trip-map__drawing')).toBeNull();
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('when the tiles cannot load (offline), says the background is missing and keeps stops, markers and lines', async () => {
    renderTrip(aTrip());
    expect(screen.queryByText(/map background could not load/)).toBeNull();
    await waitFor(() => expect(document.querySelectorAll('img.leaflet-tile').length).toBeGreaterThan(0));
    const tiles = document.querySelectorAll<HTMLImageElement>('img.leaflet-tile');
    expect(tiles.length).toBeGreaterThan(0);
    const figure = document.querySelector<HTMLElement>('figure.trip-map')!;
    // The live region is there, empty, before the note: a region added with its words is often not read out.
    const status = within(figure).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    act(() => tiles.forEach((tile) => fireEvent.error(tile)));
    expect(screen.getByText(/map background could not load/)).toBeInTheDocument();
    expect(status).toHaveTextContent(/map background could not load/);
    // axe's aria-allowed-role: a <figcaption> may not be a status; the note must not be one.
    expect((await axe.run(figure, { runOnly: ['aria-allowed-role'] })).violations).toEqual([]);
    expect(document.querySelectorAll('.leaflet-marker-icon')).toHaveLength(4);
    expect(document.querySelectorAll('path.trip-map__line')).toHaveLength(2);
    expect(screen.getAllByTestId('trip-stop')).toHaveLength(4);
  });

  it('without embedded data fetches the trip, counts the view once and shows the count', async () => {
    const { api } = renderTrip(null, (fake) => fake.add(aTrip({ viewCount: 4 })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Two days of old Bangkok' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('view-count')).toHaveTextContent('5'));
    expect(api.calls.filter((call) => call.startsWith('countView'))).toHaveLength(1);
  });

  it('a trip page has its Save, naming the trip (a reader keeps a trip as they keep an article)', async () => {
    renderTrip(null, (fake) => fake.add(aTrip()));
    await screen.findByRole('heading', { level: 1, name: 'Two days of old Bangkok' });
    const save = await screen.findByTestId('save-button');
    expect(save).toHaveAccessibleName('Save Two days of old Bangkok');
    expect(save).toHaveAttribute('aria-pressed', 'false');
  });

  it('a missing or unpublished trip (spec §8 4040607004) shows "Trip not found"', async () => {
    renderTrip(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Trip not found' })).toBeInTheDocument();
  });

  it('a failed load offers a retry that loads the trip', async () => {
    let down = true;
    renderTrip(null, (fake) => {
      fake.add(aTrip());
      const read = fake.getPublicContent.bind(fake);
      fake.getPublicContent = async (id) => {
        if (down) throw new AppError({ code: ErrorCode.unknown, messageKey: 'errors.default' });
        return read(id);
      };
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('The trip could not load.');
    down = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Two days of old Bangkok' })).toBeInTheDocument();
  });

  it('a trip without located stops shows no map but says so; an article on /trips links to its article page', () => {
    renderTrip(
      aTrip({ kind: 'article', sections: [{ sectionId: 'x', type: 'text', html: '<p>Just text</p>' }], places: [] }),
    );
    expect(screen.queryByRole('region', { name: 'Map of the trip route' })).toBeNull();
    expect(screen.getByText('No stop of this trip has a place on the map yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read it as an article' })).toHaveAttribute('href', '/contents/trip-1');
  });

  it('a copy names the trip it is based on and its creator, linked, and offers to copy it in turn; an original says nothing', () => {
    const { unmount } = renderTrip(
      aTrip({
        basedOn: {
          contentId: 'origin-1',
          title: 'Bangkok in two days',
          author: { userId: 'u9', username: 'pim', displayName: 'Pim', avatarImage: null },
        },
      }),
    );
    const line = screen.getByTestId('based-on');
    expect(line).toHaveTextContent('Based on Bangkok in two days by Pim');
    expect(screen.getByRole('link', { name: 'Bangkok in two days' })).toHaveAttribute('href', '/trips/origin-1');
    expect(screen.getByRole('link', { name: 'Pim' })).toHaveAttribute('href', '/profiles/pim');
    expect(screen.getByRole('button', { name: /^Copy this trip/ })).toBeInTheDocument();
    unmount();
    renderTrip(aTrip());
    expect(screen.queryByTestId('based-on')).toBeNull();
  });

  it("each place's add to my trip names the content it is shown in, so its creator's stats count the trip add", () => {
    const built = readerServices();
    const islandsFrom = () =>
      [...document.querySelectorAll('[data-island="add-to-trip"]')].map(
        (node) => JSON.parse(node.getAttribute('data-island-props') ?? '{}').fromContentId,
      );
    const trip = render(<TripPage initialData={aTrip()} services={built.services} t={t} lang="en" />);
    // One per stop at a known place (a pending place cannot be added).
    expect(islandsFrom()).toEqual(['trip-1', 'trip-1', 'trip-1']);
    trip.unmount();
    // An article's location section names the article.
    goTo('/contents/article-1');
    const article = aTrip({
      contentId: 'article-1',
      kind: 'article',
      sections: [{ sectionId: 'pho', type: 'location', locationId: 'loc-pho', pendingLocation: null, note: '' }],
    });
    render(<ContentPage initialData={article} services={built.services} t={t} lang="en" />);
    expect(islandsFrom()).toEqual(['article-1']);
  });

  it('the two pages of a trip link each other: /contents/:id of a trip links to its route at /trips/:id', async () => {
    goTo('/contents/trip-1');
    const built = readerServices();
    render(
      <StrictMode>
        <ContentPage initialData={aTrip()} services={built.services} t={t} lang="en" />
      </StrictMode>,
    );
    expect(screen.getByRole('link', { name: 'See the route of this trip on a map' })).toHaveAttribute(
      'href',
      '/trips/trip-1',
    );
  });
});
