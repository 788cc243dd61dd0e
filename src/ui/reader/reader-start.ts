import type { ReaderLanguage } from '../../infrastructure/i18n/reader-i18n';
import type { ReaderRouteMatch } from './reader-route';

/**
 * What the reader's entry (reader-main.tsx) found out before loading any page code, handed to the code it loads:
 * ./islands/island-page (a server-drawn island page) or ./reader-app (every other page).
 */
export interface ReaderStart {
  /** #root. */
  readonly container: HTMLElement;
  readonly lang: ReaderLanguage;
  /** Spec §1 §2: inside the mobile app's web view (appMode). */
  readonly webView: boolean;
  /** Spec §4 §9: no CookieConsent is stored outside the web view, so the banner (a lazy chunk) shows. */
  readonly banner: boolean;
  readonly match: ReaderRouteMatch | null;
}

/**
 * The server may have rendered the page into #root (server/reader-pages/reader-page.ts, reader-ssr.tsx) for an
 * anonymous reader in a language, outside the web view. The same page for the same reader is hydrated: the HTML
 * stays, the components attach to it. A reader it was not drawn for (another language, the web view, signed in:
 * `signedIn`, known once the services are made) gets the page drawn afresh in place of it.
 */
export function drawnForThisReader(start: ReaderStart, signedIn = false): boolean {
  const { container, lang, webView } = start;
  return container.dataset.ssrLang === lang && !webView && !signedIn && container.firstElementChild !== null;
}
