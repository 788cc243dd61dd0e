import '@fontsource-variable/noto-sans-thai';
import '../styles/global.css';
import './reader.css';
// The styles of everything the server renders on the island pages (/contents, /trips, /polls, /campaigns,
// /profiles and /lists), islands included: they are inlined into the page with the entry's (server/reader-pages/reader-ssr.ts),
// so nothing is laid out again when a chunk's stylesheet arrives (the page chunk of an island page is never loaded).
import '../components/content-view/content-view.css';
import '../components/blurhash-image/blurhash-image.css';
import './trip/trip.css';
import './trip/trip-map.css';
import './poll/poll.css';
import './campaign/campaign.css';
import './profile/profile.css';
import './follow/follow.css';
import './list/list.css';
import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  applyDocumentLanguage,
  createTranslator,
  loadReaderTranslator,
  READER_LANGUAGE_STORAGE_KEY,
  readerLanguage,
} from '../../infrastructure/i18n/reader-i18n';
import { createReaderServices } from '../../infrastructure/reader/reader-services';
import { whenSettled } from '../components/app-install/when-settled';
import { hydrateIslands } from './islands/hydrate-islands';
import { ReaderInteractiveRoot } from './reader-interactive';
import type { ReaderPageProps } from './reader-page-props';
import { matchReaderRoute, readInitialData, type ReaderRoute } from './reader-route';
import { dropLangQuery, noteReaderAppMode, readerIsWebView, readerNeedsCookieBanner } from './reader-rules';
import { ReaderNotFound } from './reader-shell';
import { ReaderSkeleton } from './reader-skeleton';

/**
 * The lean entry of the public reading pages (spec §2): reader.html loads this instead
 * of the main SPA, so /contents/[id] shows without the loading overlay and without Firebase, react-router,
 * mobx, inversify, axios or i18next, within 100 KB gzip of JavaScript.
 *
 * CONTRACT between this entry, the pages and the server (server/reader-pages/reader-page.ts):
 * - Routes: /contents/:id → ./content/content.page, /trips/:id → ./trip/trip.page and
 *   /profiles/:username → ./profile/profile.page (lazy chunks). On /contents, /trips, /polls, /campaigns/:id/detail
 *   and /profiles rendered by the server the page chunk is not loaded at all: only the page's islands hydrate
 *   (ISLAND_PAGES, islands/island.tsx). Any other path shows the reader's not-found.
 *   /map/location/:id → ./location/location.page (lazy): its initial data is the Location wire of
 *   GET locations/:locationId (src/contract/places.contract.ts), route 'location'.
 * - /polls/:id → ./poll/poll.page (lazy), route 'poll', data the Poll wire of GET wallet polls/:pollId
 *   (src/contract/polls.contract.ts, `my_vote` null); /campaigns/:id/detail → ./campaign/campaign.page (lazy),
 *   route 'campaign', data the Campaign wire of GET wallet campaigns/:campaignId. /lists/:id → ./list/list.page
 *   (lazy), route 'list', data the envelope of GET saved-service public-lists/:listId (src/contract/saved.contract.ts). Poll sections of a content
 *   load ./poll/poll-embed and the report dialog ./report/report-dialog, each a lazy chunk.
 * - Each page module default-exports a component taking ReaderPageProps:
 *   `{ initialData: unknown | null; services: ReaderServices; t: Translate; lang: 'th' | 'en' }`.
 * - The server may inject `<script type="application/json" id="initial-data">{"route","key","data"}</script>`
 *   where route is 'content' | 'trip' | 'profile', key the id or username of the URL and data the wire JSON
 *   of that page's public call (for /contents/:id and /trips/:id the PublicContent of the content contract;
 *   for /profiles/:username the by-username envelope). `initialData` is `data` when route and key match
 *   this URL, else null; with null (dev server, not found, no data) the page fetches for itself.
 * - Controls: a button or field whose action needs JS reads useInteractive() (reader-interactive.tsx) and is
 *   disabled until the page is mounted, so server HTML never offers a dead control; #root then gets data-interactive.
 * - Strings: `t` reads common.json (errors.*, time.*), pages-content-view.json and reader.json of `lang`;
 *   lazy pages add their own (reader-trip.json, reader-profile.json, reader-map.json, reader-polls.json) in their chunks.
 */
type PageModule = { default: ComponentType<ReaderPageProps> };
const LOADERS: Record<ReaderRoute, () => Promise<PageModule>> = {
  content: () => import('./content/content.page'),
  trip: () => import('./trip/trip.page'),
  profile: () => import('./profile/profile.page'),
  map: () => import('./map/map.page'),
  location: () => import('./location/location.page'),
  poll: () => import('./poll/poll.page'),
  campaign: () => import('./campaign/campaign.page'),
  list: () => import('./list/list.page'),
};
const PAGES: Record<ReaderRoute, ComponentType<ReaderPageProps>> = {
  content: lazy(LOADERS.content),
  trip: lazy(LOADERS.trip),
  profile: lazy(LOADERS.profile),
  map: lazy(LOADERS.map),
  location: lazy(LOADERS.location),
  poll: lazy(LOADERS.poll),
  campaign: lazy(LOADERS.campaign),
  list: lazy(LOADERS.list),
};

/**
 * The server may have rendered the page into #root (server/reader-pages/reader-page.ts, reader-ssr.tsx)
 * for an anonymous reader in a language, outside the web view. The same page for the same reader is
 * hydrated: the HTML stays, the components attach to it. A reader it was not rendered for (signed in,
 * another language, the web view) gets the page drawn afresh in place of it.
 */
function serverRendered(root: HTMLElement, lang: string, webView: boolean, signedIn: boolean): boolean {
  return root.dataset.ssrLang === lang && !webView && !signedIn && root.firstElementChild !== null;
}

/**
 * The pages whose interactive parts are islands (islands/island.tsx): when the server rendered one, the page
 * itself is never loaded nor re-rendered in the browser; only its islands hydrate, each when it is needed.
 */
const ISLAND_PAGES: ReadonlySet<ReaderRoute> = new Set(['content', 'trip', 'poll', 'campaign', 'profile', 'list']);

const CookieBanner = lazy(() => import('./reader-cookie-banner'));
type Banner = typeof CookieBanner;

async function start(): Promise<void> {
  const lang = readerLanguage(window.location.search, storedLanguage(), window.navigator.languages ?? []);
  applyDocumentLanguage(document, lang);
  // The SPA's page rules here too — `?lang=` leaves the address, appMode is remembered for the
  // tab, and the cookie banner (a lazy chunk) loads only when no consent is stored outside the web view.
  dropLangQuery(window, READER_LANGUAGE_STORAGE_KEY);
  noteReaderAppMode(window.location.search);
  const webView = readerIsWebView();
  const Banner = readerNeedsCookieBanner(document.cookie, webView) ? CookieBanner : null;
  const container = document.getElementById('root')!;
  const services = createReaderServices(import.meta.env);
  const match = matchReaderRoute(window.location.pathname);
  const hydrate = match !== null && serverRendered(container, lang, webView, services.session.mayBeSignedIn());
  const islands = hydrate && ISLAND_PAGES.has(match.route);
  // A strings chunk that fails to download must not leave a blank page: the article still shows.
  const [t, loaded] = await Promise.all([
    loadReaderTranslator(lang).catch(() => createTranslator()),
    // Hydration attaches to the server's HTML at once: the page's chunk is loaded first, not suspended on.
    hydrate && !islands ? LOADERS[match.route]().catch(() => null) : null,
  ]);
  whenSettled(
    () => void import('./reader-app-install').then((m) => m.installReaderApp({ language: lang, webView, t })),
  );
  if (islands) {
    if (Banner) renderBanner(container, Banner, t);
    void hydrateIslands(container, { services, t, lang, now: services.now() }).then(() =>
      container.setAttribute('data-interactive', 'true'),
    );
    return;
  }
  const Page = match ? (loaded?.default ?? PAGES[match.route]) : null;
  const app = (
    <StrictMode>
      <ReaderInteractiveRoot container={container}>
        {Page && match ? (
          <Suspense fallback={<ReaderSkeleton t={t} />}>
            <Page initialData={readInitialData(document, match)} services={services} t={t} lang={lang} />
          </Suspense>
        ) : (
          <ReaderNotFound t={t} lang={lang} signedIn={services.session.mayBeSignedIn()} />
        )}
        {Banner ? (
          <Suspense fallback={null}>
            <Banner t={t} />
          </Suspense>
        ) : null}
      </ReaderInteractiveRoot>
    </StrictMode>
  );
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

/** The cookie banner of a page whose HTML is the server's: its own root after the page's, in #root. */
function renderBanner(
  container: HTMLElement,
  Banner: Banner,
  t: Awaited<ReturnType<typeof loadReaderTranslator>>,
): void {
  const host = document.createElement('div');
  host.className = 'reader-banner-host';
  container.append(host);
  createRoot(host).render(
    <StrictMode>
      <ReaderInteractiveRoot container={host}>
        <Suspense fallback={null}>
          <Banner t={t} />
        </Suspense>
      </ReaderInteractiveRoot>
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
