import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { NAME_CHANGE_WINDOW_MS } from '../../../src/domain/user/name-change';
import { renderApp } from '../support/render-app';
import { aSignedInApp } from './screen-fakes';

describe('/dashboard (spec §6 signed-in home)', () => {
  it('greets the user by display name, links to profile settings and shows the discovery home', async () => {
    renderApp('/dashboard', aSignedInApp());
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Somchai' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile settings' })).toHaveAttribute('href', '/settings/profile');
    expect(screen.getByRole('heading', { level: 2, name: 'You may like' })).toBeInTheDocument();
    expect(
      await screen.findByText('No drafts waiting. Start a new article or trip whenever you like.'),
    ).toBeInTheDocument();
  });

  it('spec §4 Logout: signs out and goes to /login', async () => {
    const fakes = aSignedInApp();
    const app = renderApp('/dashboard', fakes);
    await screen.findByRole('heading', { level: 1, name: 'Hello, Somchai' });
    const main = screen.getByRole('main');
    await userEvent.setup().click(main.querySelector('.dashboard__header button') as HTMLElement);
    await waitFor(() => expect(app.location()).toMatch(/^\/login/));
    expect(app.store.auth.isSignedIn).toBe(false);
    expect(fakes.auth.log.entries).toContain('authApi.logout');
  });
});

describe('profile settings (spec §5 §9 name change once within 60 days, §3 last-updates, §8 4290101004)', () => {
  it('spec §5: names never changed may change now; saving a new display name sends only that', async () => {
    const fakes = aSignedInApp();
    renderApp('/settings/profile', fakes);
    const field = await screen.findByLabelText('Display name');
    await waitFor(() => expect(field).toHaveValue('Somchai'));
    expect(await screen.findAllByText('You can change this now.')).toHaveLength(2);
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'Somchai Explorer');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile is updated.')).toBeInTheDocument();
    expect(fakes.auth.userProfileApi.updates).toEqual([{ displayName: 'Somchai Explorer' }]);
  });

  it('spec §5 §9: a username changed 10 days ago shows when it may change again (60 days after) and is locked', async () => {
    const fakes = aSignedInApp();
    const now = fakes.auth.clock.now();
    const changedAt = now - 10 * 86_400_000;
    fakes.auth.userProfileApi.last = {
      usernameUpdatedAt: new Date(changedAt).toISOString(),
      displayNameUpdatedAt: null,
    };
    renderApp('/settings/profile', fakes);
    const next = new Date(changedAt + NAME_CHANGE_WINDOW_MS);
    const day = String(next.getDate()).padStart(2, '0');
    expect(
      await screen.findByText(new RegExp(`You can change this again on ${day} \\w{3} ${next.getFullYear()}`)),
    ).toBeInTheDocument();
    // The locked username is read-only (typing changes nothing); the display name stays editable.
    const username = screen.getByLabelText('Username');
    expect(username).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Display name')).not.toHaveAttribute('readonly');
    await userEvent.setup().type(username, 'x');
    expect(username).toHaveValue('somchai');
  });

  it('spec §3 profile fields: website, biography, contact email and country are edited and only changes are sent', async () => {
    const fakes = aSignedInApp();
    renderApp('/settings/profile', fakes);
    await screen.findAllByText('You can change this now.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Website'), 'https://somchai.example');
    await user.type(screen.getByLabelText('Biography'), 'Coffee, trains & islands.');
    await user.type(screen.getByLabelText('Contact email'), 'hello@somchai.example');
    await user.clear(screen.getByLabelText('Country'));
    await user.type(screen.getByLabelText('Country'), 'jp');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile is updated.')).toBeInTheDocument();
    expect(fakes.auth.userProfileApi.updates).toEqual([
      {
        website: 'https://somchai.example',
        biography: 'Coffee, trains & islands.',
        contactEmail: 'hello@somchai.example',
        country: 'JP',
      },
    ]);
  });

  it('spec §3 allowed text: an emoji biography or a website without scheme is refused before sending', async () => {
    const fakes = aSignedInApp();
    renderApp('/settings/profile', fakes);
    await screen.findAllByText('You can change this now.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Biography'), 'Beach 🏖');
    expect(
      screen.getByText('Use letters, numbers, punctuation and spaces only (no emoji or line breaks).'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Website'), 'somchai.example');
    expect(screen.getByText('This does not look right. Please check the format.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(fakes.auth.userProfileApi.updates).toEqual([]);
  });

  it('spec §8 4290101004: the server refusing a change shows the change-name message', async () => {
    const fakes = aSignedInApp();
    fakes.auth.userProfileApi.failures.fail('updateProfile', {
      status: { err_code: ErrorCode.profileUpdatedTooOften, err_message: 'too often' },
    });
    renderApp('/settings/profile', fakes);
    const field = await screen.findByLabelText('Username');
    await waitFor(() => expect(field).toHaveValue('somchai'));
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'somchai.new');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can change your username or display name only once every 60 days.',
    );
  });

  it('spec §8: last-updates failing shows an error with a retry', async () => {
    const fakes = aSignedInApp();
    const api = fakes.auth.userProfileApi;
    const real = api.lastUpdates.bind(api);
    let broken = true;
    api.lastUpdates = async () => {
      if (broken) throw { status: { err_code: ErrorCode.internalUser, err_message: 'db' } };
      return real();
    };
    renderApp('/settings/profile', fakes);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again later.',
    );
    broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await screen.findAllByText('You can change this now.')).toHaveLength(2);
  });
});
