import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NAME_CHANGE_WINDOW_MS } from '../../../src/domain/user/name-change';
import { renderApp } from '../support/render-app';
import { aSignedInApp } from './screen-fakes';

const shortDate = (ms: number): RegExp => {
  const date = new Date(ms);
  return new RegExp(`${String(date.getDate()).padStart(2, '0')} \\w{3} ${date.getFullYear()}`);
};

/** A signed-in person with personal info to fill, on /onboard/personal-info. */
function onboarding() {
  const fakes = aSignedInApp();
  fakes.auth.userProfileApi.mandatory = { yes: false, missingFields: ['display_name'] };
  return { fakes, api: fakes.auth.userProfileApi, app: renderApp('/onboard/personal-info', fakes) };
}

/** Fills the display name, replaces the derived username with `username` and continues. */
async function chooseNames(user: UserEvent, username: string): Promise<HTMLElement> {
  await user.type(await screen.findByLabelText('Display name'), 'Somchai T.');
  const field = screen.getByLabelText('Username');
  await waitFor(() => expect(field).toHaveValue('somchai'));
  await user.clear(field);
  await user.type(field, username);
  await waitFor(() => expect(screen.getAllByText('Available.')).toHaveLength(2));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return field;
}

describe('spec §5 name change once within 60 days: choosing a name at onboarding is not a change', () => {
  it('a username typed at onboarding stays editable in settings; after one change it is read-only until 60 days later', async () => {
    const { fakes, api, app } = onboarding();
    const user = userEvent.setup();
    // Onboarding: the person replaces the username derived at sign-up, with a typo.
    await chooseNames(user, 'somchia.t');
    await waitFor(() => expect(app.location()).toBe('/onboard/personal-interest'));
    // The chosen username travels with PATCH profiles/1st: no PATCH profiles, so no change is counted.
    expect(api.firstUpdates).toEqual([
      { displayName: 'Somchai T.', avatarImageHash: null, lang: 'en', referralCode: null, username: 'somchia.t' },
    ]);
    expect(api.updates).toEqual([]);
    expect(api.last).toEqual({ usernameUpdatedAt: null, displayNameUpdatedAt: null });

    // Settings right after onboarding: the typo can be fixed.
    api.mandatory = { yes: true, missingFields: [] };
    await act(() => app.router.navigate('/settings/profile'));
    const username = await screen.findByLabelText('Username');
    await waitFor(() => expect(username).toHaveValue('somchia.t'));
    expect(await screen.findAllByText('You can change this now.')).toHaveLength(2);
    expect(username).not.toHaveAttribute('readonly');
    await user.clear(username);
    await user.type(username, 'somchai.t');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile is updated.')).toBeInTheDocument();
    expect(api.updates).toEqual([{ username: 'somchai.t' }]);

    // That change was the one of the window: read-only, with the day it unlocks (60 days after the change).
    const unlocks = fakes.auth.clock.now() + NAME_CHANGE_WINDOW_MS;
    const hint = await screen.findByText(/You can change this again on/);
    expect(hint.textContent).toMatch(shortDate(unlocks));
    expect(username).toHaveAttribute('readonly');
    expect(username).toHaveAttribute('aria-readonly', 'true');
    await user.type(username, 'x');
    expect(username).toHaveValue('somchai.t');
    // The display name was chosen at onboarding and never changed since: still free.
    expect(screen.getByLabelText('Display name')).not.toHaveAttribute('readonly');
    expect(screen.getByText('You can change this now.')).toBeInTheDocument();
  }, 20_000);

  it('spec §5 §8: a username taken meanwhile at onboarding marks the username field, not the display name', async () => {
    const { api } = onboarding();
    api.failures.fail('updateFirstProfile', {
      status: { err_code: 4000101001, err_message: 'username is already taken' },
      data: { field: 'username' },
    });
    const username = await chooseNames(userEvent.setup(), 'raced.name');
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Display name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('This name is already taken. Please choose another.')).toBeInTheDocument();
  });

  it('spec §8 4090101002 on a retry: a username that differs from the profile is sent as an ordinary change', async () => {
    const { api, app } = onboarding();
    api.failures.fail('updateFirstProfile', { status: { err_code: 4090101002, err_message: 'already done' } });
    await chooseNames(userEvent.setup(), 'somchai.t');
    await waitFor(() => expect(app.location()).toBe('/onboard/personal-interest'));
    expect(api.updates).toEqual([{ username: 'somchai.t' }]);
  });
});
