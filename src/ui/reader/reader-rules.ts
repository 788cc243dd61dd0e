import { CookieName } from '../../domain/constants/business-constants';
import { appModeOf, langQuery } from '../../domain/routing/page-behaviour';

/**
 * The SPA's page rules on the reading pages (spec §1 §2 §4), tiny so the reader's initial JS
 * stays within budget: the web view of `?appMode=fca|webViewInFca` (remembered for the tab like the SPA's
 * ShellStore), `?lang=` switched then removed, and "is the cookie banner needed at all" (the banner itself
 * is the lazy chunk ./reader-cookie-banner).
 */

/** Must equal WEB_VIEW_SESSION_KEY of src/ui/stores/shell.store.ts (a test checks); imported it would pull mobx in. */
export const READER_WEB_VIEW_SESSION_KEY = 'travelogue.appMode';

type Flags = Pick<Storage, 'getItem' | 'setItem'>;

const sessionFlags = (): Flags | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** Spec §2: an appMode meaning the web view puts the whole tab in web-view mode (as ShellStore.noteAppMode). */
export function noteReaderAppMode(search: string, session: Flags | null = sessionFlags()): void {
  if (appModeOf(search) !== 'webview') return;
  try {
    session?.setItem(READER_WEB_VIEW_SESSION_KEY, 'webview');
  } catch {
    // private mode: this page still knows from its query
  }
}

/** Spec §1 §2: inside the mobile app's web view — no web header, logo, footer or cookie banner. */
export function readerIsWebView(
  search: string = window.location.search,
  session: Flags | null = sessionFlags(),
): boolean {
  if (appModeOf(search) === 'webview') return true;
  try {
    return session?.getItem(READER_WEB_VIEW_SESSION_KEY) === 'webview';
  } catch {
    return false;
  }
}

/** Spec §4 §9: the banner shows until CookieConsent is stored (accepted or declined), never in the web view. */
export function readerNeedsCookieBanner(cookies: string, webView: boolean): boolean {
  return !webView && !cookies.split(';').some((part) => part.trim().startsWith(`${CookieName.cookieConsent}=`));
}

/**
 * Spec §2 `lang`: the language was switched from it (readerLanguage); the choice is remembered like the
 * SPA's and the parameter leaves the address, keeping the other parameters and the hash.
 */
export function dropLangQuery(win: Pick<Window, 'location' | 'history' | 'localStorage'>, storageKey: string): void {
  const { lang, search } = langQuery(win.location.search);
  if (!new URLSearchParams(win.location.search).has('lang')) return;
  if (lang) {
    try {
      win.localStorage.setItem(storageKey, lang);
    } catch {
      // the switch still applies to this page
    }
  }
  win.history.replaceState(win.history.state, '', `${win.location.pathname}${search}${win.location.hash}`);
}
