import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';
import { aSignedInApp } from '../screens/screen-fakes';

const SESSION_ENDED = 'Your session has ended. Sign in again to pick up where you left off.';

/** Signed in (restored session) with the personal-info step still ahead. */
function midOnboarding() {
  const fakes = aSignedInApp({ uid: 'uid-1', email: 'somchai@example.com', emailVerified: true });
  fakes.auth.authProvider.addAccount('somchai@example.com', 'correct-horse', {
    uid: 'uid-1',
    email: 'somchai@example.com',
    emailVerified: true,
  });
  fakes.auth.userProfileApi.mandatory = { yes: false, missingFields: ['display_name'] };
  return fakes;
}

describe('a session that ends mid-onboarding leads to sign-in and back, never to a form whose every call fails', () => {
  it(
    'the API refuses the session on /onboard/personal-info: login says why, and signing in returns to the step',
    { timeout: 20_000 },
    async () => {
      const app = renderApp('/onboard/personal-info', midOnboarding());
      await screen.findByLabelText('Display name');

      // What the HTTP client's session hook does after a 401 that a refreshed token does not cure (container.ts).
      await act(() => app.fakes.auth.service.sessionExpired());

      await waitFor(() =>
        expect(app.location()).toBe('/login?redirectUrl=%2Fonboard%2Fpersonal-info&reason=session-ended'),
      );
      expect(await screen.findByText(SESSION_ENDED)).toBeInTheDocument();
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Email'), 'somchai@example.com');
      await user.type(screen.getByLabelText('Password'), 'correct-horse');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(app.location()).toBe('/onboard/personal-info'));
      expect(await screen.findByLabelText('Display name')).toBeInTheDocument();
    },
  );

  it('the identity provider drops the user (revoked, another tab): login says why, with redirectUrl back', async () => {
    const app = renderApp('/onboard/personal-info', midOnboarding());
    await screen.findByLabelText('Display name');

    act(() => app.fakes.auth.authProvider.dropUser());

    await waitFor(() =>
      expect(app.location()).toBe('/login?redirectUrl=%2Fonboard%2Fpersonal-info&reason=session-ended'),
    );
    expect(await screen.findByText(SESSION_ENDED)).toBeInTheDocument();
  });

  it('coming back without a session (the browser closed on SESSION persistence) to /onboard/personal-info: the same', async () => {
    const app = renderApp('/onboard/personal-info');
    await waitFor(() =>
      expect(app.location()).toBe('/login?redirectUrl=%2Fonboard%2Fpersonal-info&reason=session-ended'),
    );
    expect(await screen.findByText(SESSION_ENDED)).toBeInTheDocument();
    expect(app.fakes.auth.log.only('profileApi')).toEqual([]);
  });

  it('the API refuses a signed-in session on the dashboard: login says why and leads back there', async () => {
    const fakes = aSignedInApp({ uid: 'uid-1' });
    const app = renderApp('/dashboard', fakes);
    await waitFor(() => expect(app.store.auth.isSignedIn).toBe(true));

    await act(() => fakes.auth.service.sessionExpired());

    await waitFor(() => expect(app.location()).toBe('/login?redirectUrl=%2Fdashboard&reason=session-ended'));
    expect(await screen.findByText(SESSION_ENDED)).toBeInTheDocument();
  });

  it('an anonymous visit to a private page is sent to sign in without being told a session ended', async () => {
    const app = renderApp('/dashboard');
    await waitFor(() => expect(app.location()).toBe('/login?redirectUrl=%2Fdashboard'));
    await screen.findByRole('heading', { level: 1, name: 'Log in to Travelogue' });
    expect(screen.queryByText(SESSION_ENDED)).toBeNull();
  });
});
