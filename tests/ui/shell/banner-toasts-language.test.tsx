import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WEB_VIEW_ACCESS_TOKEN_KEY } from '../../../src/application/auth/storage-keys';
import { COOKIE_CONSENT_DAYS, CookieName } from '../../../src/domain/constants/business-constants';
import { AppError } from '../../../src/domain/errors/app-error';
import { TOAST_SETTINGS } from '../../../src/ui/components/toasts/toast-host';
import { WEB_VIEW_SESSION_KEY } from '../../../src/ui/stores/shell.store';
import { anApp, LANGUAGE_STORAGE_KEY, renderApp } from '../support/render-app';

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });
const siteHeader = () => screen.queryByRole('navigation', { name: 'Main' });
const siteFooter = () => screen.queryByRole('navigation', { name: 'Site' });

describe('spec §4 §9 Cookie consent banner in the shell', () => {
  it('spec §4: shown on an ordinary page while no consent cookie exists; "I understand" stores true for 365 days and hides it', async () => {
    const app = renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    expect(banner()).toBeInTheDocument();
    await userEvent.click(within(banner()!).getByRole('button', { name: 'I understand' }));
    expect(banner()).not.toBeInTheDocument();
    expect(app.fakes.auth.cookieStore.get(CookieName.cookieConsent)).toBe('true');
    expect(app.fakes.auth.cookieStore.optionsOf(CookieName.cookieConsent)).toEqual({
      expiresDays: COOKIE_CONSENT_DAYS,
      sameSite: 'lax',
    });
  });

  it('spec §4: "I decline" stores false and hides it', async () => {
    const app = renderApp('/about-us');
    await userEvent.click(
      within(await screen.findByRole('region', { name: 'Cookie consent' })).getByRole('button', { name: 'I decline' }),
    );
    expect(banner()).not.toBeInTheDocument();
    expect(app.fakes.auth.cookieStore.get(CookieName.cookieConsent)).toBe('false');
  });

  it('spec §4: an existing consent cookie keeps the banner away', async () => {
    const fakes = anApp();
    fakes.auth.cookieStore.set(CookieName.cookieConsent, 'true');
    renderApp('/faq', fakes);
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    expect(banner()).not.toBeInTheDocument();
  });

  it.each(['/_/terms-of-use', '/_/contact-us', '/_/help-and-support', '/standards-against-csae'])(
    'spec §2 Page-level behaviour: no cookie banner on %s',
    async (path) => {
      renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      expect(banner()).not.toBeInTheDocument();
    },
  );

  it.each(['webViewInFca', 'fca'])(
    'spec §2: no cookie banner, header or footer in the web view (appMode=%s), remembered for the session',
    async (mode) => {
      const app = renderApp(`/faq?appMode=${mode}`);
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
      expect(banner()).not.toBeInTheDocument();
      expect(siteHeader()).not.toBeInTheDocument();
      expect(siteFooter()).not.toBeInTheDocument();
      expect(app.fakes.session.getItem(WEB_VIEW_SESSION_KEY)).toBe('webview');

      await act(() => app.router.navigate('/about-us'));
      await screen.findByRole('heading', { level: 1, name: 'About Travelogue' });
      expect(banner()).not.toBeInTheDocument();
      expect(siteHeader()).not.toBeInTheDocument();
    },
  );

  it('spec §2: any other appMode is the web: header, footer and banner show', async () => {
    renderApp('/faq?appMode=web');
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    expect(siteHeader()).toBeInTheDocument();
    expect(siteFooter()).toBeInTheDocument();
    expect(banner()).toBeInTheDocument();
  });
});

describe('spec §9 Toasts and spec §4 general errors', () => {
  it('spec §9 Toasts: top centre, auto-close 5000 ms, close button, no progress bar', () => {
    expect(TOAST_SETTINGS).toEqual({
      position: 'top-center',
      autoClose: 5000,
      closeButton: true,
      hideProgressBar: true,
    });
  });

  it('spec §9 Toasts: a visit that only reads downloads no toast host; the first key brings it', async () => {
    renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('.Toastify')).toBeNull();

    fireEvent.keyDown(window, { key: 'Tab' });

    await waitFor(() => expect(document.querySelector('.Toastify')).not.toBeNull());
  });

  it('spec §4 Flags: a general error is shown once as a translated error toast and then cleared', async () => {
    const app = renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    act(() => {
      app.store.auth.auth.reportError(new AppError({ code: 4040102001, messageKey: 'errors.userNotFound' }));
    });
    expect(await screen.findAllByText('This user could not be found.')).toHaveLength(1);
    expect(app.store.auth.state.generalError).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('This user could not be found.')).toHaveLength(1);
  });
});

describe('spec §2 lang query and spec §1 language', () => {
  it('spec §2: ?lang=th switches to Thai, is removed from the URL with other parameters kept, and the choice persists', async () => {
    const app = renderApp('/faq?lang=th&x=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'คำถามที่พบบ่อย' })).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/faq?x=1'));
    expect(app.fakes.auth.keyValueStore.get(LANGUAGE_STORAGE_KEY)).toBe('th');
    expect(app.router.state.historyAction).toBe('REPLACE');
  });

  it('spec §1: <html lang> and dir follow the language', async () => {
    renderApp('/about-us?lang=th');
    await screen.findByRole('heading', { level: 1, name: 'เกี่ยวกับ Travelogue' });
    await waitFor(() => expect(document.documentElement.lang).toBe('th'));
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('spec §2: an unsupported lang is removed and switches nothing', async () => {
    const app = renderApp('/faq?lang=xx');
    await waitFor(() => expect(app.location()).toBe('/faq'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(app.fakes.auth.keyValueStore.get(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('spec §2: the lang query is removed before the gate redirects, so it is not carried into redirectUrl', async () => {
    const app = renderApp('/dashboard?lang=th');
    await waitFor(() => expect(app.location()).toBe('/login?redirectUrl=%2Fdashboard'));
    expect(app.fakes.auth.keyValueStore.get(LANGUAGE_STORAGE_KEY)).toBe('th');
  });

  it('spec §1: the header language switcher changes the language', async () => {
    const app = renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    await userEvent.click(screen.getByRole('button', { name: 'ไทย' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'คำถามที่พบบ่อย' })).toBeInTheDocument();
    expect(app.fakes.auth.keyValueStore.get(LANGUAGE_STORAGE_KEY)).toBe('th');
  });
});

describe('spec §1 §4 web view token', () => {
  it('spec §4 Auth initialisation: a web view token is used first; the app is initialised and user loading is skipped', async () => {
    const app = renderApp('/dashboard?appMode=webViewInFca', anApp(), { webViewAccessToken: 'host-token' });
    await waitFor(() => expect(app.store.auth.state.isWebViewAccessTokenInjected).toBe(true));
    expect(app.store.auth.state.isInitialized).toBe(true);
    expect(app.location()).toBe('/dashboard?appMode=webViewInFca');
    expect(app.fakes.auth.keyValueStore.get(WEB_VIEW_ACCESS_TOKEN_KEY)).toBe('host-token');
    expect(app.fakes.auth.log.entries).not.toContain('authApi.login');
    // Skipped at initialisation only: the profile loads right after, so the dashboard greets the user by name.
    await waitFor(() => expect(app.fakes.auth.log.entries).toContain('profileApi.me'));
    const name = app.fakes.auth.userProfileApi.profiles.get(app.fakes.auth.userProfileApi.meId)!.displayName;
    expect(await screen.findByRole('heading', { level: 1, name: `Hello, ${name}` })).toBeInTheDocument();
  });
});
