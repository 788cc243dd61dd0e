import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_VERIFY_CHECK_INTERVAL_MS } from '../../../src/domain/constants/business-constants';
import { VerifyEmailStore } from '../../../src/ui/pages/verify-email/verify-email.store';
import { renderApp } from '../support/render-app';
import { aSignedInApp, anUnconfirmedApp } from './screen-fakes';

describe('/onboard/verify-email (spec §2 rule 2, §4 Flags, §9 5000 ms)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('spec §9: the store checks every 5000 ms and, once verified, marks verify-email done', async () => {
    vi.useFakeTimers();
    const auth = {
      checkEmailVerified: vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true),
      verifyEmailDone: vi.fn(),
      resendVerificationEmail: vi.fn(),
      logout: vi.fn(),
    };
    const store = new VerifyEmailStore(auth);
    const stop = store.start();
    await vi.advanceTimersByTimeAsync(EMAIL_VERIFY_CHECK_INTERVAL_MS - 1);
    expect(auth.checkEmailVerified).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(auth.checkEmailVerified).toHaveBeenCalledTimes(1);
    expect(auth.verifyEmailDone).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(EMAIL_VERIFY_CHECK_INTERVAL_MS);
    expect(auth.verifyEmailDone).toHaveBeenCalledTimes(1);
    expect(store.verified).toBe(true);
    stop();
    await vi.advanceTimersByTimeAsync(EMAIL_VERIFY_CHECK_INTERVAL_MS * 3);
    expect(auth.checkEmailVerified).toHaveBeenCalledTimes(2);
  });

  it('the resend button sends the email again, then rests for its cooldown', async () => {
    const fakes = aSignedInApp({ emailVerified: false });
    renderApp('/onboard/verify-email', fakes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your email' })).toBeInTheDocument();
    expect(screen.getByText(/somchai@example.com/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('A new confirmation link is on its way.')).toBeInTheDocument();
    expect(fakes.auth.authProvider.verificationEmailsSent).toBe(1);
    expect(screen.getByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();
  });

  it.each([
    ['en', 'I have confirmed', 'Your email address is not confirmed yet.', 'Send the link again'],
    ['th', 'ฉันยืนยันแล้ว', 'อีเมลของคุณยังไม่ได้รับการยืนยัน', 'ส่งลิงก์อีกครั้ง'],
  ] as const)(
    'pressing "I have confirmed" before confirming says so (%s), keeps the page and the resend button',
    async (language, confirm, notYet, resend) => {
      const fakes = aSignedInApp({ emailVerified: false }, { language });
      const app = renderApp('/onboard/verify-email', fakes);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: confirm }));
      expect(await screen.findByRole('alert')).toHaveTextContent(notYet);
      expect(screen.getByRole('button', { name: resend })).toBeEnabled();
      expect(app.location()).toBe('/onboard/verify-email');
      // The resend is the way forward: using it replaces the warning with its own confirmation.
      await user.click(screen.getByRole('button', { name: resend }));
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
      expect(fakes.auth.authProvider.verificationEmailsSent).toBe(1);
    },
  );

  it('a press while the 5000 ms check is already asking still answers: it waits for that check and reports it', async () => {
    let answer: (verified: boolean) => void = () => undefined;
    const auth = {
      checkEmailVerified: vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve))),
      verifyEmailDone: vi.fn(),
      resendVerificationEmail: vi.fn(),
      logout: vi.fn(),
    };
    const store = new VerifyEmailStore(auth);
    const polled = store.check();
    const pressed = store.confirm();
    expect(store.confirming).toBe(true);
    answer(false);
    await Promise.all([polled, pressed]);
    expect(auth.checkEmailVerified).toHaveBeenCalledTimes(1);
    expect(store.notYetVerified).toBe(true);
    expect(store.confirming).toBe(false);
  });

  it('spec §4 Flags: once the address is verified the flag goes off and the terms come next (spec §2 rule 3)', async () => {
    const fakes = anUnconfirmedApp();
    const app = renderApp('/onboard/verify-email', fakes);
    await screen.findByRole('heading', { level: 1, name: 'Confirm your email' });
    fakes.auth.authProvider.markEmailVerified('somchai@example.com');
    await userEvent.setup().click(screen.getByRole('button', { name: 'I have confirmed' }));
    await waitFor(() => expect(app.location()).toBe('/terms'));
    expect(app.store.auth.state.needVerifyEmail).toBe(false);
  });

  it('sign out from the verify-email page goes to /login', async () => {
    const fakes = aSignedInApp({ emailVerified: false });
    const app = renderApp('/onboard/verify-email', fakes);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(app.store.auth.isSignedIn).toBe(false);
  });
});

describe('/terms (spec §2 rule 3, §5 terms must be accepted)', () => {
  it('shows the terms and accepting moves on to personal info', async () => {
    const fakes = aSignedInApp();
    fakes.auth.userProfileApi.termsAccepted = false;
    fakes.auth.userProfileApi.mandatory = { yes: false, missingFields: ['display_name'] };
    const app = renderApp('/terms', fakes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'I accept' }));
    await waitFor(() => expect(app.location()).toBe('/onboard/personal-info'));
    expect(fakes.auth.userProfileApi.termsAcceptCalls).toBe(1);
  });

  it('spec §8 5000101999: a failed acceptance shows the accept-terms message and stays', async () => {
    const fakes = aSignedInApp();
    fakes.auth.userProfileApi.termsAccepted = false;
    fakes.auth.userProfileApi.failures.fail('acceptTermsOfUse', {
      status: { err_code: 5000101999, err_message: 'db down' },
    });
    const app = renderApp('/terms', fakes);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'I accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not save your acceptance of the terms. Please try again.',
    );
    await act(async () => undefined);
    expect(app.location()).toBe('/terms');
  });
});
