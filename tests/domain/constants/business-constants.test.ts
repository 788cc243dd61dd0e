import { describe, expect, it } from 'vitest';
import {
  COOKIE_CONSENT_DAYS,
  COOKIE_CONSENT_SAME_SITE,
  CookieBannerDefaults,
  CookieName,
  daysToMs,
  DEFAULT_I18N_NAMESPACE,
  EMAIL_VERIFY_CHECK_INTERVAL_MS,
  FIREBASE_TOKEN_COOKIE_DAYS,
  MentionSearchDefaults,
  REMOTE_CONFIG_CACHE_MS,
  REMOTE_CONFIG_FETCH_TIMEOUT_MS,
  REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS,
  REQUEST_TIMEOUT_DEFAULT_MS,
  SUPPORTED_LANGUAGES,
  TOAST_TYPES,
  ToastSettings,
} from '../../../src/domain/constants/business-constants';

describe('business constants (spec §9 "Business constants and limits")', () => {
  it.each([
    ['§4/§9 cookie FIREBASE_TOKEN name', CookieName.firebaseToken, 'FIREBASE_TOKEN'],
    ['§9 cookie FIREBASE_TOKEN lifetime 14 days', FIREBASE_TOKEN_COOKIE_DAYS, 14],
    ['§9 cookie banner cookie name', CookieName.cookieConsent, 'CookieConsent'],
    ['§9 cookie banner expires 365 days', COOKIE_CONSENT_DAYS, 365],
    ['§9 cookie banner SameSite lax', COOKIE_CONSENT_SAME_SITE, 'lax'],
    ['§9 cookie banner scroll-accept threshold 25 percent', CookieBannerDefaults.scrollAcceptThresholdPercent, 25],
    ['§9 email verify check interval 5000 ms', EMAIL_VERIFY_CHECK_INTERVAL_MS, 5000],
    ['§9 remote config minimum fetch interval 10000 ms', REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS, 10000],
    ['§9 remote config fetch timeout 10000 ms', REMOTE_CONFIG_FETCH_TIMEOUT_MS, 10000],
    ['§9 remote config observables cached 30000 ms', REMOTE_CONFIG_CACHE_MS, 30000],
    ['§9 mention search offset 0', MentionSearchDefaults.offset, 0],
    ['§9 mention search limit 10', MentionSearchDefaults.limit, 10],
    ['§9 request timeout default 0 (none)', REQUEST_TIMEOUT_DEFAULT_MS, 0],
    ['§9 default translation namespace common', DEFAULT_I18N_NAMESPACE, 'common'],
  ] as const)('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('§9 toasts: top centre, auto-close 5000 ms, close button, no progress bar', () => {
    expect(ToastSettings).toEqual({
      position: 'top-center',
      autoCloseMs: 5000,
      closeButton: true,
      hideProgressBar: true,
    });
  });

  it('§3 toast types: success, warning, error, info', () => {
    expect(TOAST_TYPES).toEqual(['success', 'warning', 'error', 'info']);
  });

  it('§9 supported languages include th and en', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(expect.arrayContaining(['th', 'en']));
  });

  it('§9 day length 864e5 ms converts cookie lifetimes', () => {
    expect(daysToMs(FIREBASE_TOKEN_COOKIE_DAYS)).toBe(14 * 86_400_000);
  });
});
