import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../src/domain/errors/app-error';
import { anAuthUser } from '../../builders/auth-user.builder';
import { anApp, deferred, renderApp } from '../support/render-app';

const INITIALIZING = 'Initializing app...';
const LOADING = 'Loading...';
const UNAVAILABLE = 'Service unavailable. Please try again later.';

/** Holds the common sign-in of a restored session at the backend login, so auth stays initialising. */
function initialising() {
  const fakes = anApp();
  fakes.auth.authProvider.restoreSession(anAuthUser());
  const login = deferred<{ userId: string }>();
  fakes.auth.authApi.login = () => login.promise;
  return { fakes, login };
}

describe('spec §2 Overlays', () => {
  it('spec §2 Overlays: "Initializing app..." while authentication initialises, then the page', async () => {
    const { fakes, login } = initialising();
    renderApp('/faq', fakes);
    expect(await screen.findByText(INITIALIZING)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    login.resolve({ userId: 'user-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.queryByText(INITIALIZING)).not.toBeInTheDocument();
  });

  it('spec §2 Overlays: "Loading..." until remote configuration is loaded', async () => {
    const fakes = anApp();
    const config = deferred();
    fakes.remoteConfigSource.load = () => config.promise;
    renderApp('/faq', fakes);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(LOADING));
    expect(screen.queryByText(INITIALIZING)).not.toBeInTheDocument();

    config.resolve();
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument();
  });

  it('spec §2 Overlays: "Service unavailable…" when initialisation fails, with a retry that reloads the page', async () => {
    const fakes = anApp();
    fakes.auth.authProvider.restoreSession(anAuthUser());
    fakes.auth.authApi.failures.fail('login', new AppError({ code: 5000104008, messageKey: 'errors.internal' }));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      renderApp('/faq', fakes);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(UNAVAILABLE);
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('spec §2 Overlays: a remote configuration that cannot load also reads "Service unavailable…"', async () => {
    const fakes = anApp();
    fakes.remoteConfigSource.failures.failAlways('load', new Error('offline'));
    renderApp('/dashboard', fakes);
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
  });

  it.each([
    '/_/terms-of-use',
    '/_/contact-us',
    '/_/help-and-support',
    '/contact-us',
    '/help-and-support',
    '/download-app',
    '/about-us',
    '/jobs',
    '/jobs/content-editor',
    '/standards-against-csae',
    '/contents/7',
  ])('spec §2 Page-level behaviour: no overlay on %s while auth initialises', async (path) => {
    const { fakes } = initialising();
    renderApp(path, fakes);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(INITIALIZING)).not.toBeInTheDocument();
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument();
  });

  it.each(['/faq', '/terms', '/login', '/account-disabled'])(
    'spec §2 Page-level behaviour: %s does show the overlay',
    async (path) => {
      const { fakes } = initialising();
      renderApp(path, fakes);
      expect(await screen.findByText(INITIALIZING)).toBeInTheDocument();
    },
  );
});
