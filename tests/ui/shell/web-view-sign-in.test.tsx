import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEB_VIEW_ACCESS_TOKEN_KEY } from '../../../src/application/auth/storage-keys';
import { anApp, renderApp } from '../support/render-app';

describe('spec §2 web view (appMode=webViewInFca|fca): sign-in belongs to the host app', () => {
  it.each(['webViewInFca', 'fca'])(
    'appMode=%s, a refused token that cannot be refreshed: "sign in again in the app", no web login, no social buttons',
    async (mode) => {
      const app = renderApp(`/dashboard?appMode=${mode}`, anApp(), { webViewAccessToken: 'refused-token' });
      await waitFor(() => expect(app.store.auth.state.isWebViewAccessTokenInjected).toBe(true));

      await act(() => app.fakes.auth.service.sessionExpired());

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Sign in in the Travelogue app' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          'Your session has ended. Go back to the Travelogue app, sign in again, then open this page once more.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
      expect(screen.queryByLabelText('Password')).toBeNull();
      expect(app.location()).toBe(`/dashboard?appMode=${mode}`);
      // The refused token is not kept to be refused again on the next load.
      expect(app.fakes.auth.keyValueStore.get(WEB_VIEW_ACCESS_TOKEN_KEY)).toBeNull();
    },
  );

  it('no token handed over at all: asks to sign in in the app', async () => {
    const app = renderApp('/my-contents?appMode=webViewInFca');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in in the Travelogue app' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'This page needs you to be signed in. Sign in in the Travelogue app, then open this page again.',
      ),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/my-contents?appMode=webViewInFca');
  });

  it('/login opened in the web view later in the session (appMode remembered): the same, no social buttons', async () => {
    const fakes = anApp();
    fakes.session.setItem('travelogue.appMode', 'webview');
    renderApp('/login', fakes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in in the Travelogue app' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
  });

  it('in Thai too', async () => {
    renderApp('/dashboard?appMode=fca', anApp({ language: 'th' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'เข้าสู่ระบบในแอป Travelogue' })).toBeInTheDocument();
  });

  it('public pages stay readable in the web view without a token', async () => {
    renderApp('/faq?appMode=fca');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
  });
});
