import { createContext, useContext } from 'react';
import { matchReaderRoute } from './reader-route';
import { readerIsWebView } from './reader-rules';

/**
 * Where the reading page is: its path and query, and whether it is shown in the mobile app's web view.
 * In the browser it is the window's; when the server renders the page (reader-ssr.tsx) it is
 * the request's, so a page never reads `window` while rendering.
 */
export interface ReaderAddress {
  readonly pathname: string;
  /** The query with its '?', or ''. */
  readonly search: string;
  readonly webView: boolean;
}

const ReaderAddressContext = createContext<ReaderAddress | null>(null);

export const ReaderAddressProvider = ReaderAddressContext.Provider;

/** The window's address (the browser, and tests that render a page without a provider). */
export const windowAddress = (): ReaderAddress => ({
  pathname: window.location.pathname,
  search: window.location.search,
  webView: readerIsWebView(window.location.search),
});

export function useReaderAddress(): ReaderAddress {
  return useContext(ReaderAddressContext) ?? windowAddress();
}

/** The content id or username of the reading page's URL ('' off a reader route). */
export function useReaderRouteKey(): string {
  return matchReaderRoute(useReaderAddress().pathname)?.key ?? '';
}
