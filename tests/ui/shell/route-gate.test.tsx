import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAuthUser } from '../../builders/auth-user.builder';
import { anApp, renderApp } from '../support/render-app';

/** A user the provider already has a session for (spec §4 Auth initialisation, provider path). */
function signedIn(overrides: Parameters<typeof anAuthUser>[0] = {}) {
  const fakes = anApp();
  fakes.auth.authProvider.restoreSession(anAuthUser(overrides));
  return fakes;
}

async function landsOn(app: ReturnType<typeof renderApp>, expected: string) {
  await waitFor(() => expect(app.location()).toBe(expected));
}

describe('spec §2 Gate behaviour, through the real router', () => {
  it('spec §2 gate rule 1: a disabled user goes to /account-disabled', async () => {
    const fakes = signedIn();
    fakes.auth.authProvider.failures.fail('getIdToken', { code: 'auth/user-disabled', message: 'disabled' });
    const app = renderApp('/dashboard', fakes);
    await landsOn(app, '/account-disabled');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account has been disabled' }),
    ).toBeInTheDocument();
  });

  it('spec §2 gate rule 1 and §6: a disabled user may still open help-and-support', async () => {
    const fakes = signedIn();
    fakes.auth.authProvider.failures.fail('getIdToken', { code: 'auth/user-disabled', message: 'disabled' });
    const app = renderApp('/help-and-support', fakes);
    await waitFor(() => expect(app.store.auth.state.isUserDisabled).toBe(true));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help and support' })).toBeInTheDocument();
    expect(app.location()).toBe('/help-and-support');
  });

  it('spec §2 gate rule 2: an unverified email goes to /onboard/verify-email', async () => {
    const app = renderApp('/dashboard', signedIn({ emailVerified: false }));
    await landsOn(app, '/onboard/verify-email');
  });

  it('spec §2 gate rule 2: /contact-us stays allowed while the email needs verification', async () => {
    const app = renderApp('/contact-us', signedIn({ emailVerified: false }));
    await waitFor(() => expect(app.store.auth.state.needVerifyEmail).toBe(true));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(app.location()).toBe('/contact-us');
  });

  it('spec §2 gate rule 3: terms not accepted go to /terms', async () => {
    const fakes = signedIn();
    fakes.auth.userProfileApi.termsAccepted = false;
    const app = renderApp('/dashboard', fakes);
    await landsOn(app, '/terms');
  });

  it('spec §2 gate rule 4: a signed-in user who needs personal info goes to /onboard/personal-info', async () => {
    const fakes = signedIn();
    fakes.auth.userProfileApi.mandatory = { yes: false, missingFields: ['display_name'] };
    const app = renderApp('/faq', fakes);
    await landsOn(app, '/onboard/personal-info');
  });

  it('spec §2 gate rule 4: with the download-app prompt flagged, personal-info goes to /download-app', async () => {
    const fakes = signedIn();
    fakes.auth.userProfileApi.mandatory = { yes: false, missingFields: ['display_name'] };
    const app = renderApp('/onboard/personal-info', fakes);
    await waitFor(() => expect(app.store.auth.state.needUpdatePersonalInfo).toBe(true));
    void app.store.auth.auth.personalInfoDone();
    // Ours: the interests step comes first (spec §4 names needSelectInterests but no transition).
    await landsOn(app, '/onboard/personal-interest');
    app.store.auth.auth.interestsDone();
    await act(() => app.router.navigate('/onboard/personal-info'));
    await landsOn(app, '/download-app');
  });

  it('spec §2 gate rule 4: a signed-in user on /login goes to /dashboard', async () => {
    const app = renderApp('/login', signedIn());
    await landsOn(app, '/dashboard');
  });

  it('spec §2 gate rule 4: the web view token counts as signed in', async () => {
    const app = renderApp('/onboard/personal-interest?appMode=fca', anApp(), { webViewAccessToken: 'host-token' });
    await landsOn(app, '/dashboard');
  });

  it('spec §2 redirectUrl: after sign-in the login page continues to the safe redirectUrl', async () => {
    const app = renderApp('/login?redirectUrl=%2Fjobs%3Fteam%3D1', signedIn());
    await landsOn(app, '/jobs?team=1');
  });

  it('spec §2 redirectUrl: a hostile redirectUrl never leaves the site (falls back to /dashboard)', async () => {
    const app = renderApp('/login?redirectUrl=%2F%2Fevil.example%2Fphish', signedIn());
    await landsOn(app, '/dashboard');
  });

  it('spec §2 gate rule 5: an anonymous visitor of /dashboard goes to /login?redirectUrl=%2Fdashboard', async () => {
    const app = renderApp('/dashboard');
    await landsOn(app, '/login?redirectUrl=%2Fdashboard');
  });

  it('spec §2 gate rule 5: public pages and /contents/[id] stay open to anonymous visitors', async () => {
    const app = renderApp('/jobs/ae');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Executive' })).toBeInTheDocument();
    await waitFor(() => expect(app.store.auth.state.isInitialized).toBe(true));
    expect(app.location()).toBe('/jobs/ae');
    await app.router.navigate('/contents/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(app.location()).toBe('/contents/42');
  });

  it('spec §2 gate rule 6: /account-disabled for a user who is not disabled goes to /', async () => {
    const app = renderApp('/account-disabled', signedIn());
    await landsOn(app, '/');
  });
});
