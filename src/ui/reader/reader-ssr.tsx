import { renderToStringAsync } from 'preact-render-to-string';
import type { ComponentType } from 'react';
import {
  type createTranslator,
  loadReaderTranslator,
  type ReaderLanguage,
} from '../../infrastructure/i18n/reader-i18n';
import { createReaderServices } from '../../infrastructure/reader/reader-services';
import { ReaderAddressProvider } from './reader-address';
import { ReaderInteractiveRoot } from './reader-interactive';
import type { ReaderPageProps } from './reader-page-props';
import { matchReaderRoute, type ReaderRoute } from './reader-route';
import { appModeOf } from '../../domain/routing/page-behaviour';
import { setHtmlParser } from '../components/content-view/rich-text';
import { parseHtmlOnServer } from './server-html-parser';

/**
 * The reading pages rendered on the server: the same components as reader-main.tsx, built for
 * Node by `vite build --ssr` with Preact (vite.reader.config.ts), and loaded by the server from the build
 * (server/reader-pages/reader-ssr.ts), never imported by it. The HTML carries the article, so the cover and the
 * text show before any JavaScript runs; the reader entry then takes the page over in the browser.
 *
 * Not rendered here: /map (Leaflet needs a browser), the cookie banner (it depends on the reader's cookies),
 * and whatever a page draws only after an effect (a signed-in reader's vote, the comments' next page).
 */
const PAGES: Record<Exclude<ReaderRoute, 'map'>, () => Promise<{ default: ComponentType<ReaderPageProps> }>> = {
  content: () => import('./content/content.page'),
  trip: () => import('./trip/trip.page'),
  profile: () => import('./profile/profile.page'),
  location: () => import('./location/location.page'),
  poll: () => import('./poll/poll.page'),
  campaign: () => import('./campaign/campaign.page'),
  list: () => import('./list/list.page'),
};

export interface ReaderRenderRequest {
  readonly pathname: string;
  /** The query with its '?', or ''. */
  readonly search: string;
  readonly lang: ReaderLanguage;
  /** The data the server embeds for this page (the same `data` as `<script id="initial-data">`). */
  readonly data: unknown;
  /** Wall-clock milliseconds the page's relative times and opening hours are computed at. */
  readonly now: number;
}

// The rich-text converter's parser for a renderer without DOMParser.
setHtmlParser(parseHtmlOnServer);

const translators = new Map<ReaderLanguage, Promise<ReturnType<typeof createTranslator>>>();
const services = createReaderServices(import.meta.env);

/** The inner HTML of `#root` for this page, or null when the page is not rendered on the server. */
export async function renderReaderPage(request: ReaderRenderRequest): Promise<string | null> {
  const match = matchReaderRoute(request.pathname);
  if (!match || match.route === 'map' || request.data === null || request.data === undefined) return null;
  let t = translators.get(request.lang);
  if (!t) translators.set(request.lang, (t = loadReaderTranslator(request.lang)));
  const [translate, page] = await Promise.all([t, PAGES[match.route]()]);
  const Page = page.default;
  const address = {
    pathname: request.pathname,
    search: request.search,
    webView: appModeOf(request.search) === 'webview',
  };
  return renderToStringAsync(
    <ReaderAddressProvider value={address}>
      {/* Controls rendered disabled: nothing on the server page answers a click before the reader's JS runs. */}
      <ReaderInteractiveRoot>
        <Page
          initialData={request.data}
          services={{ ...services, now: () => request.now }}
          t={translate}
          lang={request.lang}
        />
      </ReaderInteractiveRoot>
    </ReaderAddressProvider>,
  );
}
