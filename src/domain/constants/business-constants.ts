/**
 * Business constants of spec §9 (and the cookie names of spec §4) in one place, so the SPA, its
 * adapters and the server read the same numbers.
 */
import { DAY_MS } from '../time/day';

export const CookieName = {
  /** Spec §4: the identity token stored after a sign-in. */
  firebaseToken: 'FIREBASE_TOKEN',
  /** Spec §4 "Cookie consent banner", §9. */
  cookieConsent: 'CookieConsent',
} as const;

export const FIREBASE_TOKEN_COOKIE_DAYS = 14;
export const COOKIE_CONSENT_DAYS = 365;
export const COOKIE_CONSENT_SAME_SITE = 'lax';

/** Spec §9 cookie banner defaults; the button labels are translated, these are the i18n keys. */
export const CookieBannerDefaults = {
  acceptButtonKey: 'cookieBanner.accept',
  declineButtonKey: 'cookieBanner.decline',
  scrollAcceptThresholdPercent: 25,
} as const;

export const EMAIL_VERIFY_CHECK_INTERVAL_MS = 5000;

/** Spec §9 remote config: the product's own reading (not the library defaults of 12 h / 60 s). */
export const REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS = 10_000;
export const REMOTE_CONFIG_FETCH_TIMEOUT_MS = 10_000;
export const REMOTE_CONFIG_CACHE_MS = 30_000;

/** Spec §7/§9 mention search paging defaults. */
export const MentionSearchDefaults = { offset: 0, limit: 10 } as const;

/** Spec §7/§9: 0 means no request timeout. */
export const REQUEST_TIMEOUT_DEFAULT_MS = 0;

export const TOAST_TYPES = ['success', 'warning', 'error', 'info'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** Spec §9 toasts: top centre, auto-close 5000 ms, close button, no progress bar. */
export const ToastSettings = {
  position: 'top-center',
  autoCloseMs: 5000,
  closeButton: true,
  hideProgressBar: true,
} as const;

/** Spec §1/§9: supported locales and the default i18n namespace. */
export const SUPPORTED_LANGUAGES = ['th', 'en'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_I18N_NAMESPACE = 'common';

export const daysToMs = (days: number): number => days * DAY_MS;
