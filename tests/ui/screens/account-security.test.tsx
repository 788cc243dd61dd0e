import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';
import { aSignedInApp } from './screen-fakes';

const withPassword = (password = 'old-secret-1', providerIds: string[] = ['password']) => {
  const fakes = aSignedInApp({ providerIds });
  fakes.auth.authProvider.addAccount('somchai@example.com', password, { uid: 'uid-1', emailVerified: true, providerIds });
  return fakes;
};

describe('settings account security (issue 13, spec §8 change password and link social account)', () => {
  it('spec §8 change password with a wrong password: the current-password guide; the right one changes it', async () => {
    const fakes = withPassword();
    renderApp('/settings/profile', fakes);
    const user = userEvent.setup();
    const form = (await screen.findByRole('heading', { name: 'Change password', level: 3 })).closest('form') as HTMLElement;
    await user.type(within(form).getByLabelText('Current password'), 'not-it-123');
    await user.type(within(form).getByLabelText('New password'), 'new-secret-2');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your current password is incorrect.');
    expect(fakes.auth.authProvider.accounts.get('somchai@example.com')?.password).toBe('old-secret-1');

    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), 'old-secret-1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Your password is changed. Use the new one next time you log in.')).toBeInTheDocument();
    expect(fakes.auth.authProvider.accounts.get('somchai@example.com')?.password).toBe('new-secret-2');
  });

  it('links Google, shows credential-already-in-use as spec §8 says for Facebook, and unlinks Google again', async () => {
    const fakes = withPassword();
    fakes.auth.authProvider.takenSocial.add('facebook');
    renderApp('/settings/profile', fakes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Link Google' }));
    expect(await screen.findByText('Google is linked to your account.')).toBeInTheDocument();
    expect(screen.getByTestId('method-google.com')).toHaveTextContent('Google: linked');
    await user.click(screen.getByRole('button', { name: 'Link Facebook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is already linked to another user.');
    await user.click(screen.getByRole('button', { name: 'Unlink Google' }));
    expect(await screen.findByText('Google is no longer linked to your account.')).toBeInTheDocument();
    expect(fakes.auth.log.entries).toContain('authProvider.unlinkProvider:google.com');
  });

  it('never unlinks the last sign-in method: a Google-only account cannot unlink Google and has no password form', async () => {
    const fakes = aSignedInApp({ providerIds: ['google.com'] });
    renderApp('/settings/profile', fakes);
    expect(await screen.findByRole('button', { name: 'Unlink Google' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Change password', level: 3 })).toBeNull();
  });
});
