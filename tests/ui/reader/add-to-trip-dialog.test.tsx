import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/domain/errors/app-error';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import type { Translate } from '../../../src/infrastructure/i18n/reader-i18n';
import AddToTripDialog from '../../../src/ui/reader/my-trip/add-to-trip-dialog';
import { AddToTripButton } from '../../../src/ui/reader/my-trip/add-to-trip-button';
import { englishT, readerServices } from './trip-support';

let t: Translate;
beforeEach(async () => {
  t = await englishT();
  document.documentElement.lang = 'en';
});

const WAT_PHO = { locationId: 'loc-pho', name: 'Wat Pho' };

function renderDialog(options: { signedIn?: boolean } = {}) {
  const built = readerServices();
  const signedIn = options.signedIn ?? true;
  built.session.remembered = signedIn;
  built.session.token = signedIn ? 'id-token' : null;
  let closed = 0;
  render(
    <AddToTripDialog
      place={WAT_PHO}
      services={built.services}
      t={t}
      lang="en"
      returnPath="/map/location/loc-pho"
      onClose={() => (closed += 1)}
    />,
  );
  return { ...built, closed: () => closed };
}

const tripField = () => screen.findByLabelText('Trip');
const dayField = () => screen.getByLabelText('Day') as HTMLSelectElement;
const optionsOf = (select: HTMLElement) => Array.from((select as HTMLSelectElement).options).map((o) => o.textContent);
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add' }));

describe('"Add to my trip": a reader keeps a place in a trip of theirs (a trip content, saved by the content module)', () => {
  it('lists my trips and a new one; a trip shows its days and a new day, the last day chosen', async () => {
    const { myTripsApi } = renderDialog();
    myTripsApi.addTrip('Old town', [['loc-a'], ['loc-b', 'loc-c']], 'published');
    myTripsApi.addTrip('');
    // The dialog read the list when it opened; the fake's trips are there before it answers.
    const dialog = await screen.findByRole('dialog', { name: 'Add Wat Pho to my trip' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(optionsOf(await tripField())).toEqual(['Untitled trip', 'Old town (published)', 'A new trip']);
    fireEvent.change(await tripField(), { target: { value: 'trip-1' } });
    await waitFor(() => expect(optionsOf(dayField())).toEqual(['Day 1', 'Day 2', 'A new day (day 3)']));
    expect(dayField().value).toBe('1');
    // A published trip is edited through its draft, as the editor does: the reader is told so.
    expect(screen.getByText(/goes into its draft/)).toBeInTheDocument();
  });

  it('adds to a chosen day with an arrival time and says where it went, with a link to the editor', async () => {
    const { myTripsApi } = renderDialog();
    const trip = myTripsApi.addTrip('Old town', [['loc-a'], ['loc-b']]);
    fireEvent.change(await tripField(), { target: { value: trip.contentId } });
    await waitFor(() => expect(dayField()).not.toBeDisabled());
    fireEvent.change(dayField(), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Arrival time (optional)'), { target: { value: '17:30' } });
    add();
    expect(await screen.findByTestId('add-to-trip-done')).toHaveTextContent('Added to Old town, day 1.');
    expect(trip.days[0].stops.map((stop) => [stop.locationId, stop.time])).toEqual([
      ['loc-a', null],
      ['loc-pho', '17:30'],
    ]);
    expect(screen.getByRole('link', { name: 'Open the trip in the editor' })).toHaveAttribute(
      'href',
      `/my-contents/${trip.contentId}/edit`,
    );
  });

  it('a new trip is reserved, named and gets the place on its first day', async () => {
    const { myTripsApi } = renderDialog();
    expect(optionsOf(await tripField())).toEqual(['A new trip']);
    const name = screen.getByLabelText('Name of the new trip');
    expect(name).toHaveValue('Trip to Wat Pho');
    fireEvent.change(name, { target: { value: 'Bangkok weekend' } });
    expect(optionsOf(dayField())).toEqual(['A new day (day 1)']);
    add();
    expect(await screen.findByTestId('add-to-trip-done')).toHaveTextContent('Added to Bangkok weekend, day 1.');
    expect(myTripsApi.calls).toEqual(['list', 'reserve', 'name trip-1 "Bangkok weekend"', 'add trip-1 r2 new day']);
  });

  it('a stale add (the trip was saved elsewhere) is retried once on the fresh revision: added once, not lost', async () => {
    const { myTripsApi } = renderDialog();
    const trip = myTripsApi.addTrip('Old town', [['loc-a']]);
    fireEvent.change(await tripField(), { target: { value: trip.contentId } });
    await waitFor(() => expect(dayField().value).toBe('0'));
    myTripsApi.savesElsewhereBeforeNextAdd = 2;
    add();
    expect(await screen.findByTestId('add-to-trip-done')).toHaveTextContent('Added to Old town, day 1.');
    expect(myTripsApi.calls.slice(-3)).toEqual([
      `add ${trip.contentId} r3 day 0`,
      `read ${trip.contentId}`,
      `add ${trip.contentId} r5 day 0`,
    ]);
    expect(trip.days[0].stops.map((stop) => stop.locationId)).toEqual(['loc-a', 'loc-pho']);
  });

  it('a refusal is said in words and the form stays to try another day', async () => {
    const { myTripsApi } = renderDialog();
    const trip = myTripsApi.addTrip('Old town', [['loc-a']]);
    fireEvent.change(await tripField(), { target: { value: trip.contentId } });
    await waitFor(() => expect(dayField().value).toBe('0'));
    myTripsApi.failAddWith = new AppError({ code: ErrorCode.tripDayFull, messageKey: 'errors.tripDayFull' });
    add();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That day (or trip) has no room for another stop. Pick another day or start a new trip.',
    );
    expect(dayField()).toBeInTheDocument();
  });

  it('a day removed elsewhere: the refusal is said, the days are read again and a day still there is chosen', async () => {
    const { myTripsApi } = renderDialog();
    const trip = myTripsApi.addTrip('Old town', [['loc-a'], ['loc-b']]);
    fireEvent.change(await tripField(), { target: { value: trip.contentId } });
    await waitFor(() => expect(dayField().value).toBe('1'));
    // Choosing the same trip again keeps the day the reader chose.
    fireEvent.change(dayField(), { target: { value: 'new' } });
    fireEvent.change(await tripField(), { target: { value: trip.contentId } });
    expect(dayField().value).toBe('new');
    fireEvent.change(dayField(), { target: { value: '1' } });
    trip.days.pop();
    add();
    expect(await screen.findByRole('alert')).toHaveTextContent('That day is no longer in the trip. Pick another day.');
    await waitFor(() => expect(optionsOf(dayField())).toEqual(['Day 1', 'A new day (day 2)']));
    expect(dayField().value).toBe('0');
    expect(trip.days[0].stops.map((stop) => stop.locationId)).toEqual(['loc-a']);
  });

  it("choosing a new trip while the first trip's days are still loading keeps the new trip and its new day", async () => {
    const { myTripsApi } = renderDialog();
    let arrive = () => undefined as void;
    myTripsApi.readsWaitFor = new Promise<void>((resolve) => (arrive = resolve));
    myTripsApi.addTrip('Old town', [['loc-a'], ['loc-b']]);
    fireEvent.change(await tripField(), { target: { value: 'new' } });
    arrive();
    await waitFor(() => expect(myTripsApi.calls).toContain('read trip-1'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(optionsOf(dayField())).toEqual(['A new day (day 1)']);
    expect(dayField().value).toBe('new');
    add();
    expect(await screen.findByTestId('add-to-trip-done')).toHaveTextContent('Added to Trip to Wat Pho, day 1.');
  });

  it('a reader who is not signed in is sent to sign in and back to the page (/login?redirectUrl=…)', async () => {
    const { myTripsApi, closed } = renderDialog({ signedIn: false });
    const dialog = await screen.findByRole('dialog', { name: 'Add Wat Pho to my trip' });
    expect(await within(dialog).findByText('Sign in to keep places in trips of your own.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?redirectUrl=${encodeURIComponent('/map/location/loc-pho')}`,
    );
    expect(myTripsApi.calls).toEqual([]);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(closed()).toBe(1);
  });

  it("opened on a story or a trip, the add names that content (a trip add in its creator's stats)", async () => {
    const built = readerServices();
    built.session.remembered = true;
    built.session.token = 'id-token';
    const trip = built.myTripsApi.addTrip('Old town', [['loc-a']]);
    render(
      <AddToTripButton
        place={WAT_PHO}
        services={built.services}
        t={t}
        lang="en"
        returnPath="/contents/c-railay"
        fromContentId="c-railay"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to my trip: Wat Pho' }));
    await waitFor(() => expect(dayField().value).toBe('0'));
    add();
    expect(await screen.findByTestId('add-to-trip-done')).toBeInTheDocument();
    expect(trip.days[0].stops.at(-1)).toMatchObject({ locationId: 'loc-pho', fromContentId: 'c-railay' });
  });

  it("from a place's own page the add names no content (nothing to count)", async () => {
    const { myTripsApi } = renderDialog();
    const trip = myTripsApi.addTrip('Old town', [['loc-a']]);
    fireEvent.change(await tripField(), { target: { value: trip.contentId } });
    await waitFor(() => expect(dayField().value).toBe('0'));
    add();
    expect(await screen.findByTestId('add-to-trip-done')).toBeInTheDocument();
    expect(trip.days[0].stops.at(-1)).toMatchObject({ locationId: 'loc-pho' });
    expect(trip.days[0].stops.at(-1)).not.toHaveProperty('fromContentId');
  });

  it('the button names the place and opens the dialog (its chunk loads on the first press)', async () => {
    const built = readerServices();
    built.session.remembered = true;
    render(<AddToTripButton place={WAT_PHO} services={built.services} t={t} lang="en" returnPath="/trips/trip-9" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to my trip: Wat Pho' }));
    expect(await screen.findByRole('dialog', { name: 'Add Wat Pho to my trip' })).toBeInTheDocument();
  });
});
