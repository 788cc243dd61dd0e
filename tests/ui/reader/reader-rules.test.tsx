import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTranslator } from '../../../src/infrastructure/i18n/reader-i18n';
import { DocumentCookieStore } from '../../../src/infrastructure/reader/document-cookie-store';
import en from '../../../src/infrastructure/i18n/locales/en/common.json';
import enReader from '../../../src/infrastructure/i18n/locales/en/reader.json';
import th from '../../../src/infrastructure/i18n/locales/th/common.json';
import thReader from '../../../src/infrastructure/i18n/locales/th/reader.json';
import { WEB_VIEW_SESSION_KEY } from '../../../src/ui/stores/shell.store';
import ReaderCookieBanner from '../../../src/ui/reader/reader-cookie-banner';
import {
  dropLangQuery,
  noteReaderAppMode,
  READER_WEB_VIEW_SESSION_KEY,
  readerIsWebView,
  readerNeedsCookieBanner,
} from '../../../src/ui/reader/reader-rules';
import { ReaderShell } from '../../../src/ui/reader/reader-shell';

const t = createTranslator(en, enReader);
const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
};

beforeEach(() => {
  clearCookies();
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/contents/content-1');
});
afterEach(clearCookies);

describe('the reading pages keep the SPA page rules', () => {
  it('spec §1 §2 appMode: fca and webViewInFca mean the web view (remembered for the tab, the SPA key); others do not', () => {
    expect(READER_WEB_VIEW_SESSION_KEY).toBe(WEB_VIEW_SESSION_KEY);
    expect(readerIsWebView('?appMode=fca')).toBe(true);
    expect(readerIsWebView('?appMode=webViewInFca&lang=th')).toBe(true);
    expect(readerIsWebView('?appMode=web')).toBe(false);
    expect(readerIsWebView('')).toBe(false);
    noteReaderAppMode('?appMode=webViewInFca');
    expect(readerIsWebView('')).toBe(true);
  });

  it('spec §1 §2 web view: the reader shell shows no web header, logo or footer in app mode, and does outside it', () => {
    const { unmount } = render(
      <ReaderShell t={t} lang="en" signedIn={false}>
        page
      </ReaderShell>,
    );
    expect(screen.getByRole('link', { name: 'Travelogue' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    unmount();
    window.history.replaceState(null, '', '/contents/content-1?appMode=fca');
    render(
      <ReaderShell t={t} lang="en" signedIn={false}>
        page
      </ReaderShell>,
    );
    expect(screen.queryByRole('link', { name: 'Travelogue' })).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it('spec §2 lang: switched, remembered like the SPA, then removed keeping the other parameters and the hash', () => {
    window.history.replaceState(null, '', '/contents/content-1?a=1&lang=th&b=2#comments');
    dropLangQuery(window, 'travelogue.lang');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/contents/content-1?a=1&b=2#comments',
    );
    expect(window.localStorage.getItem('travelogue.lang')).toBe('th');
    window.history.replaceState(null, '', '/trips/t1?lang=xx');
    dropLangQuery(window, 'travelogue.lang');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/trips/t1');
    expect(window.localStorage.getItem('travelogue.lang')).toBe('th');
  });

  it('spec §4 §9: the banner is needed until CookieConsent is stored, never in the web view', () => {
    expect(readerNeedsCookieBanner('', false)).toBe(true);
    expect(readerNeedsCookieBanner('a=1; CookieConsent=true', false)).toBe(false);
    expect(readerNeedsCookieBanner('CookieConsent=false', false)).toBe(false);
    expect(readerNeedsCookieBanner('', true)).toBe(false);
  });

  it('spec §4 §9 cookie banner: shown on a reading page, accepting stores CookieConsent=true (the SPA cookie) and hides it', () => {
    render(<ReaderCookieBanner t={t} />);
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(banner).toHaveTextContent(en.cookieBanner.message);
    fireEvent.click(screen.getByRole('button', { name: en.cookieBanner.accept }));
    expect(new DocumentCookieStore().get('CookieConsent')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(readerNeedsCookieBanner(document.cookie, false)).toBe(false);
  });

  it('spec §9 cookie banner: the reader scrolling past 25 % of the page accepts; a jump to a #hash or the view kept in place while parts load does not', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    render(<ReaderCookieBanner t={t} />);
    // Opened at #comments: the page is far down before the reader has done anything.
    act(() => {
      window.scrollY = 1500;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('wheel'));
      window.scrollY = 1600;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(new DocumentCookieStore().get('CookieConsent')).toBe('true');
    window.scrollY = 0;
  });

  it('spec §4 §9 cookie banner: declining stores CookieConsent=false; in Thai it speaks Thai', () => {
    render(<ReaderCookieBanner t={createTranslator(th, thReader)} />);
    expect(screen.getByRole('region', { name: thReader.reader.cookieBanner })).toHaveTextContent(
      th.cookieBanner.message,
    );
    void act(() => fireEvent.click(screen.getByRole('button', { name: th.cookieBanner.decline })));
    expect(new DocumentCookieStore().get('CookieConsent')).toBe('false');
  });

  it('spec §2 the exempt pages: the banner stays away from /_/terms-of-use even without consent', () => {
    window.history.replaceState(null, '', '/_/terms-of-use');
    render(<ReaderCookieBanner t={t} />);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });
});
