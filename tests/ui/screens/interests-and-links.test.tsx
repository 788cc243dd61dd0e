import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LINE_LOGIN_STATE_KEY } from '../../../src/application/auth/storage-keys';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { anAuthUser } from '../../builders/auth-user.builder';
import { anApp, renderApp } from '../support/render-app';
import PersonalInterestPage from '../../../src/ui/pages/personal-interest/personal-interest.page';
import { renderScreen } from '../support/render-screen';
import { aSignedInApp, anAnonymousAppWithAccount } from './screen-fakes';

// Rendered without the shell: spec §2 gate rule 4 as written sends a signed-in user from this path to /dashboard.
describe('/onboard/personal-interest (spec §2, §4 Flags "onboarding interests done", §7 categories v2, user-interest)', () => {
  it('shows the categories from the server as chips, saves the chosen ones and continues to the download-app prompt', async () => {
    const fakes = aSignedInApp();
    const app = renderScreen(PersonalInterestPage, '/onboard/personal-interest', fakes);
    expect(await screen.findByRole('heading', { level: 1, name: 'What do you like to explore?' })).toBeInTheDocument();
    const user = userEvent.setup();
    const food = await screen.findByRole('button', { name: 'Food' });
    expect(food).toHaveAttribute('aria-pressed', 'false');
    await user.click(food);
    await user.click(screen.getByRole('button', { name: 'Temples' }));
    expect(food).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Selected: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.location()).toBe('/download-app'));
    expect(fakes.interestApi.updates).toEqual([['food', 'temples']]);
    expect(app.store.auth.state.showDownloadApp).toBe(true);
  });

  it('names the categories in Thai when the interface is Thai, with earlier choices preselected', async () => {
    const fakes = anApp({ language: 'th' });
    fakes.auth.authProvider.restoreSession(anAuthUser());
    fakes.interestApi.interests = ['beaches'];
    renderScreen(PersonalInterestPage, '/onboard/personal-interest', fakes);
    expect(await screen.findByRole('button', { name: 'ชายหาด' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'วัด' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('spec §8 5000102999: a failed category list shows the list-interest-categories message with a retry', async () => {
    const fakes = aSignedInApp();
    fakes.interestApi.failures.fail('listCategories', {
      status: { err_code: ErrorCode.fetchFailed, err_message: 'db' },
    });
    renderScreen(PersonalInterestPage, '/onboard/personal-interest', fakes);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the interest categories. Please try again.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Beaches' })).toBeInTheDocument();
  });

  it('empty state: no categories yet still lets the person skip', async () => {
    const fakes = aSignedInApp();
    fakes.interestApi.categories = [];
    const app = renderScreen(PersonalInterestPage, '/onboard/personal-interest', fakes);
    expect(await screen.findByText('There are no categories to choose from yet.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(app.location()).toBe('/download-app'));
  });

  it('spec §8 5000101999: a failed save shows the update-personal-interest message and stays', async () => {
    const fakes = aSignedInApp();
    fakes.interestApi.failures.fail('updateUserInterests', {
      status: { err_code: ErrorCode.internalUser, err_message: 'db' },
    });
    const app = renderScreen(PersonalInterestPage, '/onboard/personal-interest', fakes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Food' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not save your interests. Please try again.');
    expect(app.location()).toBe('/onboard/personal-interest');
  });
});

describe('/_/auth email action links (spec §2 §4 Email action links)', () => {
  it('spec §4 verifyEmail: applies the code and confirms', async () => {
    const { fakes, email } = anAnonymousAppWithAccount();
    fakes.auth.authProvider.validActionCodes.set('code-v', email);
    renderApp('/_/auth?mode=verifyEmail&oobCode=code-v', fakes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Email confirmed' })).toBeInTheDocument();
    expect(fakes.auth.log.entries.filter((e) => e === 'authProvider.applyActionCode')).toHaveLength(1);
  });

  it('spec §4 resetPassword: checks the code, takes a new password and confirms the reset', async () => {
    const { fakes, email } = anAnonymousAppWithAccount();
    fakes.auth.authProvider.validActionCodes.set('code-r', email);
    renderApp('/_/auth?mode=resetPassword&oobCode=code-r', fakes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.getByText(`For the account ${email}.`)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Password changed' })).toBeInTheDocument();
    expect(fakes.auth.authProvider.accounts.get(email)?.password).toBe('brand-new-pass');
  });

  it.each(['recoverEmail', 'somethingElse'])('spec §4 %s: shows "Unsupported action mode."', async (mode) => {
    renderApp(`/_/auth?mode=${mode}&oobCode=x`, anApp());
    expect(await screen.findByRole('alert')).toHaveTextContent('Unsupported action mode.');
  });

  it('spec §8: an expired or used code shows an error, not a success', async () => {
    renderApp('/_/auth?mode=verifyEmail&oobCode=used', anApp());
    expect(await screen.findByRole('heading', { level: 1, name: 'This link did not work' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});

describe('/_/login-line/callback (spec §4 LINE login)', () => {
  it('spec §4: a matching state completes the LINE sign-in and lands on /dashboard', async () => {
    const fakes = anApp();
    fakes.auth.keyValueStore.set(LINE_LOGIN_STATE_KEY, 'state-1');
    fakes.auth.lineAuth.codes.set('code-1', {
      access_token: 'line-access-1',
      refresh_token: 'line-refresh-1',
      expires_in: 100,
      id_token: 'id',
      scope: 'profile openid email',
    });
    fakes.auth.authProvider.customTokens.set(
      'custom-token:U-line-1',
      anAuthUser({ uid: 'line:U-line-1', providerIds: [] }),
    );
    const app = renderApp('/_/login-line/callback?code=code-1&state=state-1', fakes);
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(fakes.auth.log.entries.filter((e) => e === 'lineAuth.exchangeCode')).toHaveLength(1);
  });

  it('spec §4: a state that does not match shows "Invalid authentication state", translated', async () => {
    const fakes = anApp({ language: 'th' });
    fakes.auth.keyValueStore.set(LINE_LOGIN_STATE_KEY, 'state-1');
    renderApp('/_/login-line/callback?code=code-1&state=forged', fakes);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(alert.textContent).not.toContain('Invalid authentication state');
    expect(fakes.auth.log.entries).not.toContain('lineAuth.exchangeCode');
  });

  it('spec §8: a LINE failure shows the LINE login error', async () => {
    const fakes = anApp();
    fakes.auth.keyValueStore.set(LINE_LOGIN_STATE_KEY, 'state-1');
    renderApp('/_/login-line/callback?state=state-1', fakes);
    expect(await screen.findByRole('alert')).toHaveTextContent('LINE login failed. Please try again.');
  });
});
