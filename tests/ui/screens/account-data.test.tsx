import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { AppError } from '../../../src/domain/errors/app-error';
import { renderApp } from '../support/render-app';
import { aSignedInApp } from './screen-fakes';

const withPassword = (providerIds: string[] = ['password']) => {
  const fakes = aSignedInApp({ providerIds });
  fakes.auth.authProvider.addAccount('somchai@example.com', 'old-secret-1', {
    uid: 'uid-1',
    emailVerified: true,
    providerIds,
  });
  return fakes;
};

const section = async () =>
  (await screen.findByRole('heading', { name: 'Your data and account', level: 2 })).closest('section') as HTMLElement;

afterEach(() => vi.restoreAllMocks());

/** A person's control over their account in settings (PDPA rights of access and erasure). */
describe('settings: my data and my account', () => {
  it('"Download my data" saves everything the server holds as one dated JSON file', async () => {
    const fakes = withPassword();
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:my-data');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toMatch(/^travelogue-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    });
    renderApp('/settings/profile', fakes);
    const user = userEvent.setup();
    await user.click(within(await section()).getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(/Your data was downloaded as travelogue-my-data-/)).toBeInTheDocument();
    expect(clicked).toHaveBeenCalledTimes(1);
    const blob = created.mock.calls[0][0] as Blob;
    expect(JSON.parse(await blob.text())).toMatchObject({ account: { user_id: 'user-1' } });
  });

  it('deleting asks for the password again: a wrong one is refused, nothing deleted; the right one deletes, signs out and says goodbye', async () => {
    const fakes = withPassword();
    const view = renderApp('/settings/profile', fakes);
    const user = userEvent.setup();
    const box = await section();
    await user.click(within(box).getByRole('button', { name: 'Delete my account…' }));
    await user.click(within(box).getByRole('button', { name: 'Delete my account forever' }));
    expect(within(box).getByText('Please fill this in.')).toBeInTheDocument();
    await user.type(within(box).getByLabelText('Enter your password to confirm'), 'not-it-123');
    await user.click(within(box).getByRole('button', { name: 'Delete my account forever' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('Your current password is incorrect.');
    expect(fakes.auth.userProfileApi.deletedAccounts).toEqual([]);

    await user.clear(within(box).getByLabelText('Enter your password to confirm'));
    await user.type(within(box).getByLabelText('Enter your password to confirm'), 'old-secret-1');
    await user.click(within(box).getByRole('button', { name: 'Delete my account forever' }));
    await waitFor(() => expect(view.location()).toBe('/login'));
    expect(fakes.auth.userProfileApi.deletedAccounts).toEqual(['user-1']);
    expect(fakes.auth.log.entries).toContain('authProvider.reauthenticate:password');
    expect(await screen.findByText(/Your account was deleted\. Goodbye/)).toBeInTheDocument();
    expect(fakes.auth.authProvider.currentUser()).toBeNull();
  });

  it('a Google account confirms with the Google popup; a refusal for an old sign-in is explained (403 4030101012)', async () => {
    const fakes = withPassword(['google.com']);
    fakes.auth.userProfileApi.failures.failAlways(
      'deleteMyAccount',
      new AppError({ code: ErrorCode.recentSignInRequired, messageKey: 'errors.recentSignInRequired' }),
    );
    renderApp('/settings/profile', fakes);
    const user = userEvent.setup();
    const box = await section();
    await user.click(within(box).getByRole('button', { name: 'Delete my account…' }));
    expect(within(box).queryByLabelText('Enter your password to confirm')).toBeNull();
    await user.click(within(box).getByRole('button', { name: 'Confirm with Google and delete' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('For your safety, confirm it is you again');
    expect(fakes.auth.log.entries).toContain('authProvider.reauthenticate:google');
  });

  it('a LINE-only account is offered to sign in again (its sign-in is the proof)', async () => {
    const fakes = withPassword([]);
    const view = renderApp('/settings/profile', fakes);
    const user = userEvent.setup();
    const box = await section();
    await user.click(within(box).getByRole('button', { name: 'Delete my account…' }));
    expect(within(box).getByText(/sign in again, then come back here within 5 minutes/)).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(view.location()).toBe('/login?redirectUrl=%2Fsettings%2Fprofile'));
  });
});
