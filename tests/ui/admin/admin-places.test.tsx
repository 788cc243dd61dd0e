import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { watArun } from '../../builders/public-content.builder';
import { renderApp } from '../support/render-app';
import { aSignedInApp } from '../screens/screen-fakes';

/** A moderator's app where Railay Beach has opening hours (the flag belongs to them). */
function aModerator(language: 'en' | 'th' = 'en', closed = false) {
  const fakes = aSignedInApp({}, { language });
  fakes.editor.locationApi.details.set('loc-railay', {
    openingHours: watArun.openingHours,
    closedOnPublicHolidays: closed,
  });
  return fakes;
}

const place = () => within(screen.getByTestId('admin-place'));

/**
 * /admin/places (ours): a moderator sets "closed on Thai public holidays" on any known place, not only on the
 * proposals that reach the queue; the reader's page, trip arrivals and the map then read it.
 */
describe('the moderators’ places: closed on public holidays', { timeout: 30_000 }, () => {
  it('finds a place by keyword, shows its holiday hours and marks it closed on public holidays', async () => {
    const fakes = aModerator();
    renderApp('/admin/places', fakes);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Places' }, { timeout: 5000 });
    await user.type(screen.getByLabelText('Place name or address'), 'railay');
    await user.click(await screen.findByRole('button', { name: /Railay Beach/ }));
    expect(await place().findByRole('heading', { name: 'Railay Beach' })).toBeInTheDocument();
    expect(place().getByTestId('admin-place-holidays')).toHaveTextContent('Usual hours on public holidays');

    const mark = place().getByRole('button', { name: 'Mark closed on public holidays' });
    mark.focus();
    await user.click(mark);
    await waitFor(() =>
      expect(place().getByTestId('admin-place-holidays')).toHaveTextContent('Closed on public holidays'),
    );
    expect(fakes.moderation.callsOf('setPlaceClosedOnHolidays')).toEqual([['loc-railay', true]]);
    expect(place().getByRole('status')).toHaveTextContent('now reads closed on Thai public holidays');
    expect(place().getByRole('button', { name: 'Open on public holidays' })).toHaveFocus();
    expect(place().getByRole('link', { name: 'View public page' })).toHaveAttribute('href', '/map/location/loc-railay');
  });

  it('a place without opening hours says why it has no holiday switch', async () => {
    const fakes = aSignedInApp();
    renderApp('/admin/places', fakes);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Place name or address', {}, { timeout: 5000 }), 'grand palace');
    await user.click(await screen.findByRole('button', { name: /Grand Palace/ }));
    expect(await place().findByText('No opening hours known, so it cannot close on public holidays.')).toBeVisible();
    expect(place().queryByRole('button', { name: /public holidays/ })).not.toBeInTheDocument();
  });

  it('a refused change (spec §8) is said in words and the flag stays as it was', async () => {
    const fakes = aModerator('en', true);
    renderApp('/admin/places', fakes);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Place name or address', {}, { timeout: 5000 }), 'railay');
    await user.click(await screen.findByRole('button', { name: /Railay Beach/ }));
    await place().findByText('Closed on public holidays');
    fakes.moderation.failures.fail('setPlaceClosedOnHolidays', {
      status: { err_code: ErrorCode.moderatorOnly, err_message: 'moderators only' },
    });
    await user.click(place().getByRole('button', { name: 'Open on public holidays' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(place().getByTestId('admin-place-holidays')).toHaveTextContent('Closed on public holidays');
  });

  it('in Thai: the page, the search and the switch read in Thai', async () => {
    const fakes = aModerator('th');
    renderApp('/admin/places', fakes);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'สถานที่' }, { timeout: 5000 });
    await user.type(screen.getByRole('searchbox'), 'ไร่เลย์');
    await user.click(await screen.findByRole('button', { name: /หาดไร่เลย์/ }));
    expect(await place().findByRole('heading', { name: 'หาดไร่เลย์' })).toBeInTheDocument();
    expect(place().getByRole('button', { name: 'ตั้งว่าปิดในวันหยุดนักขัตฤกษ์' })).toBeInTheDocument();
  });
});
