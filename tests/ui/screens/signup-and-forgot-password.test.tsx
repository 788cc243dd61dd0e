import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anApp, renderApp } from '../support/render-app';
import { anAnonymousAppWithAccount } from './screen-fakes';

async function signUp(email: string, password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('/signup (spec §4 Registration)', () => {
  it('spec §4 Registration: creates the account with SESSION persistence, sends the verification email and goes to /onboard/verify-email', async () => {
    const fakes = anApp();
    const app = renderApp('/signup', fakes);
    await signUp('new@example.com', 'long-enough');
    await waitFor(() => expect(app.location()).toBe('/onboard/verify-email'));
    expect(fakes.auth.authProvider.persistenceHistory[0]).toBe('SESSION');
    expect(fakes.auth.authProvider.verificationEmailsSent).toBe(1);
  });

  it('ours (spec §5 leaves password rules open): fewer than 8 characters or a mismatch is refused before any call', async () => {
    const fakes = anApp();
    renderApp('/signup', fakes);
    expect(await screen.findByText('At least 8 characters.')).toBeInTheDocument();
    await signUp('new@example.com', 'short', 'other');
    expect(await screen.findByText('The password needs at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(fakes.auth.log.only('authProvider')).not.toContain('authProvider.createUserWithEmail');
  });

  it('spec §4 §8: email-already-in-use shows its message; the clear action resets registerError', async () => {
    const { fakes, email } = anAnonymousAppWithAccount();
    const app = renderApp('/signup', fakes);
    await signUp(email, 'long-enough');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This email is already registered. Please log in instead.');
    expect(app.store.auth.state.registerError?.code).toBe('auth/email-already-in-use');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use another email' }));
    await waitFor(() => expect(app.store.auth.state.registerError).toBeNull());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(app.location()).toBe('/signup');
  });
});

describe('/forgot-password (spec §8 forgot-password)', () => {
  it('sends the reset email and shows where it went', async () => {
    const { fakes, email } = anAnonymousAppWithAccount();
    renderApp('/forgot-password', fakes);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a password reset link to somchai@example.com/)).toBeInTheDocument();
    expect(fakes.auth.authProvider.passwordResetEmailsTo).toEqual([email]);
  });

  it('spec §8: user-not-found reads as the incorrect-email message', async () => {
    renderApp('/forgot-password', anApp());
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no account with this email. Please check the address.',
    );
  });
});

describe('/signup under the per-client limit', () => {
  it('spec §4 Registration: a 429 after the account is made still goes to verify-email and says what happened', async () => {
    const fakes = anApp();
    fakes.auth.authApi.failures.fail('login', { status: { err_code: 4290104009, err_message: 'Too many requests' } });
    const app = renderApp('/signup', fakes);
    await signUp('new@example.com', 'long-enough');
    await waitFor(() => expect(app.location()).toBe('/onboard/verify-email'));
    expect(await screen.findByText(/Your account was created and we sent the verification email/)).toBeInTheDocument();
    expect(screen.queryByText(/Too many/)).not.toBeInTheDocument();
    expect(fakes.auth.authProvider.verificationEmailsSent).toBe(1);
  });
});
