import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createTranslator, loadReaderTranslator } from '../../infrastructure/i18n/reader-i18n';
import { createReaderServices } from '../../infrastructure/reader/reader-services';
import { ReaderInteractiveRoot } from './reader-interactive';
import type { ReaderPageProps } from './reader-page-props';
import { readInitialData, type ReaderRoute } from './reader-route';
import { ReaderNotFound } from './reader-shell';
import { ReaderSkeleton } from './reader-skeleton';
import { drawnForThisReader, type ReaderStart } from './reader-start';

/**
 * A reading page as a whole (loaded by reader-main.tsx for every page that is not a server-drawn island page):
 * the page's own chunk, hydrated over the server's HTML or drawn afresh.
 *
 * CONTRACT between this module, the pages and the server (server/reader-pages/reader-page.ts):
 * - Routes: /contents/:id → ./content/content.page, /trips/:id → ./trip/trip.page and
 *   /profiles/:username → ./profile/profile.page (lazy chunks). On /contents, /trips, /polls, /campaigns/:id/detail
 *   and /profiles rendered by the server for this reader this module is not loaded at all: only the page's
 *   islands hydrate (./islands/island-page). Any other path shows the reader's not-found.
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

const CookieBanner = lazy(() => import('./reader-cookie-banner'));

export default async function startReaderApp(start: ReaderStart): Promise<void> {
  const { container, lang, match } = start;
  const services = createReaderServices(import.meta.env);
  const signedIn = services.session.mayBeSignedIn();
  const hydrate = match !== null && drawnForThisReader(start, signedIn);
  // A strings chunk that fails to download must not leave a blank page: the article still shows.
  const [t, loaded] = await Promise.all([
    loadReaderTranslator(lang).catch(() => createTranslator()),
    // Hydration attaches to the server's HTML at once: the page's chunk is loaded first, not suspended on.
    hydrate ? LOADERS[match.route]().catch(() => null) : null,
  ]);
  const Page = match ? (loaded?.default ?? PAGES[match.route]) : null;
  const app = (
    <StrictMode>
      <ReaderInteractiveRoot container={container}>
        {Page && match ? (
          <Suspense fallback={<ReaderSkeleton t={t} />}>
            <Page initialData={readInitialData(document, match)} services={services} t={t} lang={lang} />
          </Suspense>
        ) : (
          <ReaderNotFound t={t} lang={lang} signedIn={signedIn} />
        )}
        {start.banner ? (
          <Suspense fallback={null}>
            <CookieBanner t={t} />
          </Suspense>
        ) : null}
      </ReaderInteractiveRoot>
    </StrictMode>
  );
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
