import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LINE_LOGIN_STATE_KEY } from '../../../src/application/auth/storage-keys';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { anAuthUser } from '../../builders/auth-user.builder';
import { anApp, renderApp } from '../support/render-app';
import PersonalInterestPage from '../../../src/ui/pages/personal-interest/personal-interest.page';
import { renderScreen } from '../support/render-screen';
import { aSignedInApp, anAnonymousAppWithAccount, anUnconfirmedApp } from './screen-fakes';

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
    expect(await screen.findByRole('heading', { level: 1, name: /already used or is not valid/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Email confirmed' })).toBeNull();
  });
});

/**
 * Spec §2 §4 "Email action links": a link that cannot be performed says what happened (expired, already used or
 * not valid) and offers the way on for its mode, never only "Please try again".
 */
describe('/_/auth links that cannot be performed (spec §2 §4 Email action links)', () => {
  /** The page is a lazy chunk: its first load in a test process may take more than the default second. */
  const FIRST_LOAD = { timeout: 5000 };
  const noTryAgain = () => expect(screen.queryByText(/Please try again/)).toBeNull();

  it('verifyEmail, expired, signed out: says the link expired and leads to log in, from where a new link is sent', async () => {
    const fakes = anApp();
    fakes.auth.authProvider.expiredActionCodes.add('old');
    const app = renderApp('/_/auth?mode=verifyEmail&oobCode=old', fakes);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This confirmation link has expired' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText(/you can send a new link from there/)).toBeInTheDocument();
    noTryAgain();
    await userEvent.setup().click(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
  });

  it('verifyEmail, expired, signed in and not yet confirmed: sends a new confirmation link right there', async () => {
    const fakes = aSignedInApp({ emailVerified: false });
    fakes.auth.authProvider.expiredActionCodes.add('old');
    renderApp('/_/auth?mode=verifyEmail&oobCode=old', fakes);
    await screen.findByRole('heading', { level: 1, name: 'This confirmation link has expired' }, FIRST_LOAD);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send a new confirmation link' }));
    expect(await screen.findByText('A new confirmation link is on its way.')).toBeInTheDocument();
    expect(fakes.auth.authProvider.verificationEmailsSent).toBe(1);
    expect(screen.getByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();
  });

  it('verifyEmail, already used, opened by a signed-in account that is confirmed: says so and continues', async () => {
    const app = renderApp('/_/auth?mode=verifyEmail&oobCode=used', aSignedInApp());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your email is already confirmed' }, FIRST_LOAD),
    ).toBeInTheDocument();
    noTryAgain();
    await userEvent.setup().click(within(screen.getByRole('main')).getByRole('link', { name: 'Continue' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });

  it('verifyEmail, already used from another tab: the fresh answer lifts the gate and the next step (terms) follows', async () => {
    const fakes = anUnconfirmedApp();
    fakes.auth.authProvider.markEmailVerified('somchai@example.com');
    const app = renderApp('/_/auth?mode=verifyEmail&oobCode=used', fakes);
    await waitFor(() => expect(app.location()).toBe('/terms'));
    expect(app.store.auth.state.needVerifyEmail).toBe(false);
  });

  it('verifyEmail without a code reads as a link that is not valid', async () => {
    renderApp('/_/auth?mode=verifyEmail', anApp());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link was already used or is not valid' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['expired', 'This password reset link has expired'],
    ['used', 'This reset link was already used or is not valid'],
  ] as const)('resetPassword, %s: offers a new reset link and logging in', async (kind, title) => {
    const fakes = anApp();
    if (kind === 'expired') fakes.auth.authProvider.expiredActionCodes.add('r');
    const app = renderApp('/_/auth?mode=resetPassword&oobCode=r', fakes);
    expect(await screen.findByRole('heading', { level: 1, name: title }, FIRST_LOAD)).toBeInTheDocument();
    noTryAgain();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Request a new reset link' }));
    await waitFor(() => expect(app.location()).toBe('/forgot-password'));
  });

  it('resetPassword: a code that expires while the new password is typed ends on the same explanation', async () => {
    const { fakes, email } = anAnonymousAppWithAccount();
    fakes.auth.authProvider.validActionCodes.set('code-r', email);
    renderApp('/_/auth?mode=resetPassword&oobCode=code-r', fakes);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'brand-new-pass');
    fakes.auth.authProvider.expiredActionCodes.add('code-r');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This password reset link has expired' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toBeInTheDocument();
  });

  it('in Thai too', async () => {
    const fakes = anApp({ language: 'th' });
    fakes.auth.authProvider.expiredActionCodes.add('r');
    renderApp('/_/auth?mode=resetPassword&oobCode=r', fakes);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ลิงก์ตั้งรหัสผ่านใหม่นี้หมดอายุแล้ว' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ขอลิงก์ตั้งรหัสผ่านใหม่' })).toBeInTheDocument();
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
