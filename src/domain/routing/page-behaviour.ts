import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../constants/business-constants';
import { JOB_ROUTES, matchesAnyRoute, Routes } from './routes';

/**
 * Spec §2 "Page-level behaviour": static and informational pages (terms, contact, help, LINE
 * callback, download-app, about-us, jobs, standards) and a content page render without the
 * "Initializing app..." / "Loading..." overlays. The accept-terms page `/terms` needs the auth
 * state, so it is not among them.
 */
const NO_LOADING_OVERLAY = [
  Routes.inAppTermsOfUse,
  Routes.inAppContactUs,
  Routes.inAppHelpAndSupport,
  Routes.contactUs,
  Routes.helpAndSupport,
  Routes.lineLoginCallback,
  Routes.downloadApp,
  Routes.aboutUs,
  ...JOB_ROUTES,
  Routes.standardsAgainstCsae,
  Routes.content,
];

/** Spec §2: the in-app legal/help pages and the standards page never show the cookie banner. */
const NO_COOKIE_BANNER = [
  Routes.inAppTermsOfUse,
  Routes.inAppContactUs,
  Routes.inAppHelpAndSupport,
  Routes.standardsAgainstCsae,
];

/** Spec §2 appMode values that mean "running inside the mobile app's web view". */
const WEB_VIEW_APP_MODES: readonly string[] = ['webViewInFca', 'fca'];

export type AppMode = 'webview' | 'web';

export function showsLoadingOverlay(path: string): boolean {
  return !matchesAnyRoute(path, NO_LOADING_OVERLAY);
}

export function showsCookieBanner(path: string, isWebView: boolean): boolean {
  return !isWebView && !matchesAnyRoute(path, NO_COOKIE_BANNER);
}

export function appModeOf(search: string): AppMode {
  const mode = new URLSearchParams(search).get('appMode');
  return mode !== null && WEB_VIEW_APP_MODES.includes(mode) ? 'webview' : 'web';
}

export interface LangQuery {
  /** The requested locale when it is a supported one, else null. */
  readonly lang: SupportedLanguage | null;
  /** The query without `lang` (`?a=1`), or '' when nothing is left. */
  readonly search: string;
}

/**
 * Spec §2: `lang` switches the locale and is then removed from the address. An unsupported value
 * is removed too, but switches nothing.
 */
export function langQuery(search: string): LangQuery {
  const params = new URLSearchParams(search);
  const requested = params.get('lang');
  const lang = SUPPORTED_LANGUAGES.find((supported) => supported === requested) ?? null;
  if (!params.has('lang')) return { lang, search: normalizeSearch(search) };
  params.delete('lang');
  const rest = params.toString();
  return { lang, search: rest === '' ? '' : `?${rest}` };
}

function normalizeSearch(search: string): string {
  if (search === '' || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}
