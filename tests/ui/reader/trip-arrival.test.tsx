import { StrictMode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Translate } from '../../../src/infrastructure/i18n/reader-i18n';
import { ArrivalHours } from '../../../src/ui/components/content-view/arrival-hours';
import TripPage from '../../../src/ui/reader/trip/trip.page';
import { watArun } from '../../builders/public-content.builder';
import { aTrip, englishT, goTo, readerServices } from './trip-support';

let t: Translate;
beforeEach(async () => {
  t = await englishT();
  goTo('/trips/trip-1');
});

describe("trip stops know the hours (spec §3 in the place's time zone, §9 soon = 30 minutes)", () => {
  it('/trips/[id]: each stop with a time says whether its place is open then; without a date, on every weekday', () => {
    render(
      <StrictMode>
        <TripPage initialData={aTrip()} services={readerServices().services} t={t} lang="en" />
      </StrictMode>,
    );
    const stops = screen.getAllByTestId('trip-stop');
    // Wat Arun opens 08.00 every day: 07.30 is within 30 minutes of opening
    expect(within(stops[0]).getByTestId('stop-arrival')).toHaveTextContent('Opens soon after you arrive at 07:30');
    // the Grand Palace is closed on Tuesdays: the weekday is named
    expect(within(stops[1]).getByTestId('stop-arrival')).toHaveTextContent(
      'Closed when you arrive at 10:00 on Tuesday',
    );
    expect(within(stops[1]).getByTestId('stop-arrival')).toHaveAttribute('data-status', 'closed');
    // no time (Wat Pho) or a pending place: nothing to say
    expect(within(stops[2]).queryByTestId('stop-arrival')).toBeNull();
    expect(within(stops[3]).queryByTestId('stop-arrival')).toBeNull();
  });

  it('stop places and markers link to the location page', async () => {
    render(
      <StrictMode>
        <TripPage initialData={aTrip()} services={readerServices().services} t={t} lang="en" />
      </StrictMode>,
    );
    const stops = screen.getAllByTestId('trip-stop');
    expect(within(stops[0]).getByRole('link', { name: 'Wat Arun' })).toHaveAttribute(
      'href',
      '/map/location/loc-wat-arun',
    );
    // the pending place has no page yet
    expect(within(stops[3]).queryByRole('link')).toBeNull();
    await waitFor(() => expect(document.querySelectorAll('.trip-map__marker a').length).toBeGreaterThan(0));
    const markerLinks = [...document.querySelectorAll('.trip-map__marker a')];
    expect(markerLinks.map((a) => [a.getAttribute('href'), a.getAttribute('aria-label')])).toEqual([
      ['/map/location/loc-wat-arun', 'Stop 1: Wat Arun'],
      ['/map/location/loc-palace', 'Stop 2: Grand Palace'],
      ['/map/location/loc-pho', 'Stop 3: Wat Pho'],
    ]);
  });

  it.each([
    ['12:00', 'Open when you arrive at 12:00', 'opened'],
    ['17:45', 'Closes soon after you arrive at 17:45', 'closingSoon'],
    ['20:00', 'Closed when you arrive at 20:00', 'closed'],
  ])('ArrivalHours at %s: %s', (time, text, status) => {
    render(<ArrivalHours place={watArun} time={time} t={t} />);
    expect(screen.getByTestId('stop-arrival')).toHaveTextContent(text);
    expect(screen.getByTestId('stop-arrival')).toHaveAttribute('data-status', status);
  });

  it('ArrivalHours on a known weekday names it; no hours, no line', () => {
    const { rerender } = render(<ArrivalHours place={watArun} time="12:00" day={1} t={t} />);
    expect(screen.getByTestId('stop-arrival')).toHaveTextContent('Monday: Open when you arrive at 12:00');
    rerender(<ArrivalHours place={{ openingHours: null }} time="12:00" t={t} />);
    expect(screen.queryByTestId('stop-arrival')).toBeNull();
  });

  it('a trip day has no date, so a place that closes on public holidays says so beside its arrival', () => {
    const { rerender } = render(
      <ArrivalHours place={{ ...watArun, closedOnPublicHolidays: true }} time="12:00" t={t} />,
    );
    expect(screen.getByTestId('stop-arrival')).toHaveTextContent(
      'Open when you arrive at 12:00 · closed on Thai public holidays',
    );
    rerender(<ArrivalHours place={watArun} time="12:00" t={t} />);
    expect(screen.getByTestId('stop-arrival')).not.toHaveTextContent('public holidays');
  });
});

describe('the day checks itself: the way between stops, estimated arrivals, a day that runs late', () => {
  const dayOf = (stops: { locationId: string; time: string | null }[]) =>
    aTrip({
      sections: [
        {
          sectionId: 'day-1',
          type: 'day',
          title: 'By the river',
          stops: stops.map((stop, index) => ({ stopId: `s${index}`, pendingLocation: null, note: '', ...stop })),
        },
      ],
    });
  const renderTrip = (trip: ReturnType<typeof aTrip>) =>
    render(<TripPage initialData={trip} services={readerServices().services} t={t} lang="en" />);

  it('a stop without a time is reached after the stay at the stop before and the walk, and its hours are checked then', () => {
    renderTrip(
      dayOf([
        { locationId: 'loc-palace', time: '16:00' },
        { locationId: watArun.locationId, time: null },
      ]),
    );
    const stops = screen.getAllByTestId('trip-stop');
    expect(within(stops[0]).queryByTestId('stop-leg')).toBeNull();
    const leg = within(stops[1]).getByTestId('stop-leg');
    expect(leg).toHaveAttribute('data-mode', 'walk');
    expect(leg).toHaveTextContent(/^≈ 15 min on foot · \d+ m$/);
    expect(within(stops[1]).getByTestId('stop-estimate')).toHaveTextContent('≈ 17:15 estimated arrival');
    expect(within(stops[1]).getByTestId('stop-arrival')).toHaveTextContent('Open when you arrive at 17:15');
    expect(screen.queryByTestId('day-past-midnight')).toBeNull();
  });

  it('a day the creator travels by public transport estimates every leg that way, however short', () => {
    const trip = dayOf([
      { locationId: 'loc-palace', time: '16:00' },
      { locationId: watArun.locationId, time: null },
    ]);
    const [day] = trip.sections;
    renderTrip({ ...trip, sections: [{ ...day, travelMode: 'transit' } as typeof day] });
    const leg = within(screen.getAllByTestId('trip-stop')[1]).getByTestId('stop-leg');
    expect(leg).toHaveAttribute('data-mode', 'transit');
    expect(leg).toHaveTextContent(/^≈ 15 min by public transport · \d+ m$/);
    const directions = new URL(screen.getByRole('link', { name: 'Open this day in Maps' }).getAttribute('href')!);
    expect(directions.searchParams.get('travelmode')).toBe('transit');
  });

  it('a planned time the day cannot reach is flagged, and the place is checked at the real arrival', () => {
    renderTrip(
      dayOf([
        { locationId: watArun.locationId, time: '17:00' },
        { locationId: 'loc-palace', time: '17:30' },
      ]),
    );
    const second = screen.getAllByTestId('trip-stop')[1];
    expect(within(second).getByTestId('stop-late')).toHaveTextContent('you would arrive around 18:15');
    expect(within(second).getByTestId('stop-arrival')).toHaveAttribute('data-status', 'closed');
  });

  it('a day whose stops run past midnight says it may be too much for one day', () => {
    renderTrip(
      dayOf([
        { locationId: watArun.locationId, time: '23:30' },
        { locationId: 'loc-pho', time: null },
      ]),
    );
    expect(screen.getByTestId('day-past-midnight')).toHaveTextContent('This day runs past midnight');
    expect(within(screen.getAllByTestId('trip-stop')[1]).getByTestId('stop-estimate')).toHaveTextContent(
      '≈ 00:40 estimated arrival (next day)',
    );
  });
});

describe('the trip goes with the traveller: map-app and calendar files, and each day in a maps app', () => {
  it('offers the GPX file, a calendar form that needs only a first day (no script), and directions for a day of two or more stops', () => {
    render(<TripPage initialData={aTrip()} services={readerServices().services} t={t} lang="en" />);
    expect(screen.getByRole('link', { name: 'Download the stops (GPX, for map apps)' })).toHaveAttribute(
      'href',
      '/trips/trip-1/trip.gpx',
    );
    const firstDay = screen.getByLabelText('First day of your trip');
    expect(firstDay).toHaveAttribute('type', 'date');
    expect(firstDay).toHaveAttribute('name', 'start');
    expect(firstDay).toBeRequired();
    const form = firstDay.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/trips/trip-1/trip.ics');
    expect(within(form).getByRole('button', { name: 'Add to calendar (.ics)' })).toBeEnabled();
    // day 1 has two located stops, day 2 one place and one pending place: both get directions
    const directions = screen.getAllByRole('link', { name: 'Open this day in Maps' });
    expect(directions).toHaveLength(2);
    expect(new URL(directions[0].getAttribute('href')!).searchParams.get('origin')).toBe('13.743700,100.488900');
  });
});
