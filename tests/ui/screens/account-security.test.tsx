import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LINE_LINK_STATE_KEY } from '../../../src/application/auth/storage-keys';
import { aLineTokenSet } from '../../fakes/in-memory-line-auth';
import { renderApp } from '../support/render-app';
import { aSignedInApp } from './screen-fakes';

const withPassword = (password = 'old-secret-1', providerIds: string[] = ['password']) => {
  const fakes = aSignedInApp({ providerIds });
  fakes.auth.authProvider.addAccount('somchai@example.com', password, {
    uid: 'uid-1',
    emailVerified: true,
    providerIds,
  });
  return fakes;
};

describe('settings account security (spec §8 change password and link social account)', () => {
  it('spec §8 change password with a wrong password: the current-password guide; the right one changes it', async () => {
    const fakes = withPassword();
    renderApp('/settings/profile', fakes);
    const user = userEvent.setup();
    const form = (await screen.findByRole('heading', { name: 'Change password', level: 3 })).closest(
      'form',
    ) as HTMLElement;
    await user.type(within(form).getByLabelText('Current password'), 'not-it-123');
    await user.type(within(form).getByLabelText('New password'), 'new-secret-2');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your current password is incorrect.');
    expect(fakes.auth.authProvider.accounts.get('somchai@example.com')?.password).toBe('old-secret-1');

    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), 'old-secret-1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await within(form).findByText('Your password is changed. Use the new one next time you log in.'),
    ).toBeInTheDocument();
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

  describe('LINE (linked in the backend, through the spec §4 LINE round-trip)', () => {
    /** As if "Link LINE" had left for LINE with state-x, and LINE came back to the one callback URL. */
    const returningFromLine = (fakes: ReturnType<typeof withPassword>) => {
      fakes.auth.keyValueStore.set(LINE_LINK_STATE_KEY, 'state-x');
      fakes.auth.lineAuth.codes.set('code-1', aLineTokenSet({ access_token: 'line-access-link' }));
      return renderApp('/_/login-line/callback?code=code-1&state=state-x', fakes);
    };

    it('"Link LINE" saves a state and leaves for the LINE authorize page', async () => {
      const fakes = withPassword();
      renderApp('/settings/profile', fakes);
      const user = userEvent.setup();
      expect(await screen.findByText('LINE: not linked')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Link LINE' }));
      expect(fakes.auth.browserLocation.assigned[0]).toContain('state=state-1');
      expect(fakes.auth.keyValueStore.get(LINE_LINK_STATE_KEY)).toBe('state-1');
    });

    it('back from LINE, a signed-in user lands in settings with LINE linked (not on the dashboard)', async () => {
      const fakes = withPassword();
      const view = returningFromLine(fakes);
      const row = await screen.findByTestId('method-line');
      expect(await within(row).findByText('LINE is linked to your account.')).toBeInTheDocument();
      expect(row).toHaveTextContent('LINE: linked');
      expect(view.location()).toBe('/settings/profile');
      expect(fakes.lineLink.linkRequests).toEqual([{ accessToken: 'line-access-link', lineUserId: 'U-line-1' }]);
      expect(fakes.auth.keyValueStore.get(LINE_LINK_STATE_KEY)).toBeNull();
      expect(within(row).getByRole('button', { name: 'Unlink LINE' })).toBeEnabled();
    });

    it('spec §8 link social account with credential-already-in-use: the LINE row shows that message', async () => {
      const fakes = withPassword();
      fakes.lineLink.taken.add('U-line-1');
      returningFromLine(fakes);
      const row = await screen.findByTestId('method-line');
      expect(await within(row).findByRole('alert')).toHaveTextContent(
        'This account is already linked to another user.',
      );
      expect(row).toHaveTextContent('LINE: not linked');
    });

    it('unlinks LINE; with LINE linked a Google-only account may unlink Google (LINE remains a way in)', async () => {
      const fakes = withPassword('old-secret-1', ['google.com']);
      fakes.lineLink.lineUserId = 'U-line-1';
      renderApp('/settings/profile', fakes);
      const user = userEvent.setup();
      const row = await screen.findByTestId('method-line');
      await within(row).findByText('LINE: linked');
      expect(screen.getByRole('button', { name: 'Unlink Google' })).toBeEnabled();
      await user.click(within(row).getByRole('button', { name: 'Unlink LINE' }));
      expect(await within(row).findByText('LINE is no longer linked to your account.')).toBeInTheDocument();
      expect(row).toHaveTextContent('LINE: not linked');
      expect(screen.getByRole('button', { name: 'Unlink Google' })).toBeDisabled();
    });

    it('never the last sign-in method: LINE cannot be unlinked when the server says it is the only way in', async () => {
      const fakes = withPassword();
      fakes.lineLink.lineUserId = 'U-line-1';
      fakes.lineLink.otherMethods = 0;
      renderApp('/settings/profile', fakes);
      const row = await screen.findByTestId('method-line');
      expect(await within(row).findByRole('button', { name: 'Unlink LINE' })).toBeDisabled();
      expect(row).toHaveTextContent("LINE stays linked: it is this account's only way to log in");
    });

    it('the LINE row in Thai', async () => {
      const fakes = aSignedInApp({ providerIds: ['password'] }, { language: 'th' });
      renderApp('/settings/profile', fakes);
      const row = await screen.findByTestId('method-line');
      expect(await within(row).findByRole('button', { name: 'เชื่อมต่อ LINE' })).toBeInTheDocument();
    });
  });
});
