import { describe, expect, it } from 'vitest';
import {
  appModeOf,
  langQuery,
  showsCookieBanner,
  showsLoadingOverlay,
} from '../../../src/domain/routing/page-behaviour';

describe('loading overlay (spec §2 "Page-level behaviour")', () => {
  it.each([
    '/_/terms-of-use',
    '/_/contact-us',
    '/_/help-and-support',
    '/contact-us',
    '/help-and-support',
    '/_/login-line/callback',
    '/download-app',
    '/about-us',
    '/jobs',
    '/jobs/mobile-engineer',
    '/jobs/software-engineer-frontend',
    '/jobs/software-engineer-backend',
    '/jobs/uiux-designer',
    '/jobs/ae',
    '/jobs/content-editor',
    '/standards-against-csae',
    '/contents/42',
    '/contents/42/',
  ])('§2 Page-level behaviour: no loading overlay on %s', (path) => {
    expect(showsLoadingOverlay(path)).toBe(false);
  });

  it.each(['/dashboard', '/login', '/terms', '/map', '/trips/3', '/contents', '/contents/42/edit', '/'])(
    '§2 Page-level behaviour: loading overlay on %s',
    (path) => {
      expect(showsLoadingOverlay(path)).toBe(true);
    },
  );
});

describe('cookie banner (spec §2 "Page-level behaviour")', () => {
  it.each([
    ['/_/terms-of-use', false, false],
    ['/_/contact-us', false, false],
    ['/_/help-and-support', false, false],
    ['/standards-against-csae', false, false],
    ['/dashboard', true, false],
    ['/contact-us', true, false],
    ['/dashboard', false, true],
    ['/contact-us', false, true],
    ['/', false, true],
  ])('§2 Page-level behaviour: %s in web view=%s shows banner=%s', (path, isWebView, expected) => {
    expect(showsCookieBanner(path, isWebView)).toBe(expected);
  });
});

describe('appMode (spec §2 "Page-level behaviour")', () => {
  it.each([
    ['?appMode=webViewInFca', 'webview'],
    ['?appMode=fca', 'webview'],
    ['appMode=fca&x=1', 'webview'],
    ['?x=1&appMode=webViewInFca', 'webview'],
    ['?appMode=FCA', 'web'],
    ['?appMode=web', 'web'],
    ['?appMode=', 'web'],
    ['', 'web'],
  ])('§2 appMode: "%s" means %s', (search, expected) => {
    expect(appModeOf(search)).toBe(expected);
  });
});

describe('lang query (spec §2 "Page-level behaviour": lang switches the locale and is then removed)', () => {
  it.each([
    ['?lang=th', 'th', ''],
    ['?lang=en&tab=draft', 'en', '?tab=draft'],
    ['?tab=draft&lang=th&page=2', 'th', '?tab=draft&page=2'],
    ['lang=en', 'en', ''],
    ['?lang=fr&tab=1', null, '?tab=1'],
    ['?lang=', null, ''],
    ['?tab=1', null, '?tab=1'],
    ['tab=1', null, '?tab=1'],
    ['', null, ''],
  ])('§2 lang: "%s" → lang %s, search "%s"', (search, lang, rest) => {
    expect(langQuery(search)).toEqual({ lang, search: rest });
  });
});
