import '@fontsource-variable/noto-sans-thai';
import '../styles/global.css';
import './reader.css';
import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import {
  applyDocumentLanguage,
  createTranslator,
  loadReaderTranslator,
  READER_LANGUAGE_STORAGE_KEY,
  readerLanguage,
} from '../../infrastructure/i18n/reader-i18n';
import { createReaderServices } from '../../infrastructure/reader/reader-services';
import ContentPage from './content/content.page';
import { readerHomeHref } from './reader-links';
import type { ReaderPageProps } from './reader-page-props';
import { matchReaderRoute, readInitialData, type ReaderRoute } from './reader-route';
import { dropLangQuery, noteReaderAppMode, readerIsWebView, readerNeedsCookieBanner } from './reader-rules';
import { ReaderNotFound } from './reader-shell';
import { ReaderSkeleton } from './reader-skeleton';

/**
 * The lean entry of the public reading pages (issue 4 "Reading", spec §2): reader.html loads this instead
 * of the main SPA, so /contents/[id] shows without the loading overlay and without Firebase, react-router,
 * mobx, inversify, axios or i18next, within 100 KB gzip of JavaScript.
 *
 * CONTRACT between this entry, the pages and the server (server/http/reader-page.ts):
 * - Routes: /contents/:id → ./content/content.page (in this bundle); /trips/:id → ./trip/trip.page and
 *   /profiles/:username → ./profile/profile.page (lazy chunks). Any other path shows the reader's not-found.
 *   /map/location/:id → ./location/location.page (lazy; issue 9): its initial data is the Location wire of
 *   GET locations/:locationId (src/contract/places.contract.ts), route 'location'.
 * - /polls/:id → ./poll/poll.page (lazy; issue 10), route 'poll', data the Poll wire of GET wallet polls/:pollId
 *   (src/contract/polls.contract.ts, `my_vote` null); /campaigns/:id/detail → ./campaign/campaign.page (lazy),
 *   route 'campaign', data the Campaign wire of GET wallet campaigns/:campaignId. Poll sections of a content
 *   load ./poll/poll-embed and the report dialog ./report/report-dialog, each a lazy chunk.
 * - Each page module default-exports a component taking ReaderPageProps:
 *   `{ initialData: unknown | null; services: ReaderServices; t: Translate; lang: 'th' | 'en' }`.
 * - The server may inject `<script type="application/json" id="initial-data">{"route","key","data"}</script>`
 *   where route is 'content' | 'trip' | 'profile', key the id or username of the URL and data the wire JSON
 *   of that page's public call (for /contents/:id and /trips/:id the PublicContent of the content contract;
 *   for /profiles/:username the by-username envelope). `initialData` is `data` when route and key match
 *   this URL, else null; with null (dev server, not found, no data) the page fetches for itself.
 * - Strings: `t` reads common.json (errors.*, time.*), pages-content-view.json and reader.json of `lang`;
 *   lazy pages add their own (reader-trip.json, reader-map.json, reader-polls.json) in their chunks.
 */
const PAGES: Record<ReaderRoute, ComponentType<ReaderPageProps>> = {
  content: ContentPage,
  trip: lazy(() => import('./trip/trip.page')),
  profile: lazy(() => import('./profile/profile.page')),
  map: lazy(() => import('./map/map.page')),
  location: lazy(() => import('./location/location.page')),
  poll: lazy(() => import('./poll/poll.page')),
  campaign: lazy(() => import('./campaign/campaign.page')),
};

const CookieBanner = lazy(() => import('./reader-cookie-banner'));

async function start(): Promise<void> {
  const lang = readerLanguage(window.location.search, storedLanguage(), window.navigator.languages ?? []);
  applyDocumentLanguage(document, lang);
  // Issue 13: the SPA's page rules here too — `?lang=` leaves the address, appMode is remembered for the
  // tab, and the cookie banner (a lazy chunk) loads only when no consent is stored outside the web view.
  dropLangQuery(window, READER_LANGUAGE_STORAGE_KEY);
  noteReaderAppMode(window.location.search);
  const Banner = readerNeedsCookieBanner(document.cookie, readerIsWebView()) ? CookieBanner : null;
  const root = createRoot(document.getElementById('root')!);
  const services = createReaderServices(import.meta.env);
  const match = matchReaderRoute(window.location.pathname);
  // A strings chunk that fails to download must not leave a blank page: the article still shows.
  const t = await loadReaderTranslator(lang).catch(() => createTranslator());
  const Page = match ? PAGES[match.route] : null;
  root.render(
    <StrictMode>
      {Page && match ? (
        <Suspense fallback={<ReaderSkeleton t={t} />}>
          <Page initialData={readInitialData(document, match)} services={services} t={t} lang={lang} />
        </Suspense>
      ) : (
        <ReaderNotFound t={t} lang={lang} homeHref={readerHomeHref(services.session.mayBeSignedIn(), null)} />
      )}
      {Banner ? (
        <Suspense fallback={null}>
          <Banner t={t} />
        </Suspense>
      ) : null}
    </StrictMode>,
  );
}

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(READER_LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

void start();
