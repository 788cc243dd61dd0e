import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WeeklyOpeningHours } from '../../../src/domain/places/opening-hours';
import { KNOWN_LOCATIONS } from '../../fakes/in-memory-location-api';
import { anApp } from '../support/render-app';
import { renderEditor } from './render-editor';

const open = { mode: 'open' as const, periods: [{ open: '06.00', close: '18.00' }] };
/** Doi Suthep with hours for this test: 06.00–18.00, closed on Mondays. */
const hours: WeeklyOpeningHours = {
  sunday: open,
  monday: { mode: 'closed' },
  tuesday: open,
  wednesday: open,
  thursday: open,
  friday: open,
  saturday: open,
};
const doi = KNOWN_LOCATIONS.find((p) => p.location.locationId === 'loc-doi-suthep')!;
const original = doi.location;

beforeEach(() => {
  doi.location = { ...original, openingHours: hours };
});
afterEach(() => {
  doi.location = original;
});

describe("the day editor says whether a stop's place will be open at its time", { timeout: 30_000 }, () => {
  it('no line without a time; then closed on the weekdays it is closed; closed every day outside the hours', async () => {
    const fakes = anApp();
    fakes.editor.api.seed({ contentId: 't-1', kind: 'trip', title: 'Chiang Mai in two days' });
    renderEditor('/my-contents/t-1/edit', fakes);
    await screen.findByLabelText('Title of your trip');
    await userEvent.click(screen.getByRole('button', { name: '+ Day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a stop' }));
    await userEvent.type(screen.getByLabelText('Place name or address'), 'suthep');
    await userEvent.click(await screen.findByRole('button', { name: /Wat Phra That Doi Suthep/ }));
    const stop = await screen.findByRole('listitem', { name: 'Stop 1' });
    expect(within(stop).queryByTestId('stop-arrival')).toBeNull();

    const time = within(stop).getByLabelText('Arrival time (optional)');
    await userEvent.type(time, '09:30');
    expect(await within(stop).findByTestId('stop-arrival')).toHaveTextContent(
      'Closed when you arrive at 09:30 on Monday',
    );

    await userEvent.clear(time);
    await userEvent.type(time, '20:00');
    expect(await within(stop).findByTestId('stop-arrival')).toHaveTextContent('Closed when you arrive at 20:00');
    expect(within(stop).getByTestId('stop-arrival')).toHaveAttribute('data-status', 'closed');
  });
});

describe('the day editor asks how the day is travelled, for the travel times readers see', { timeout: 30_000 }, () => {
  it('starts "by distance" and saves the chosen way of getting around with the day', async () => {
    const fakes = anApp();
    fakes.editor.api.seed({ contentId: 't-2', kind: 'trip', title: 'Bangkok by boat and train' });
    renderEditor('/my-contents/t-2/edit', fakes);
    await screen.findByLabelText('Title of your trip');
    await userEvent.click(screen.getByRole('button', { name: '+ Day' }));
    const mode = screen.getByLabelText('Getting around this day');
    expect(mode).toHaveValue('');
    expect(mode).toHaveAccessibleDescription(/an estimate from the distance, not a route/);
    await userEvent.selectOptions(mode, 'Public transport');
    await waitFor(() => {
      const day = fakes.editor.api.contents.get('t-2')!.sections.find((section) => section.type === 'day');
      expect(day).toMatchObject({ type: 'day', travelMode: 'transit' });
    });
    await userEvent.selectOptions(mode, 'By distance (walk short legs, drive longer ones)');
    await waitFor(() => {
      const day = fakes.editor.api.contents.get('t-2')!.sections.find((section) => section.type === 'day');
      expect(day).toMatchObject({ type: 'day', travelMode: null });
    });
  });
});
