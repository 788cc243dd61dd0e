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
import {
  applyDocumentLanguage,
  READER_LANGUAGE_STORAGE_KEY,
  readerLanguage,
} from '../../infrastructure/i18n/reader-i18n';
import { matchReaderRoute, type ReaderRoute } from './reader-route';
import { dropLangQuery, noteReaderAppMode, readerIsWebView, readerNeedsCookieBanner } from './reader-rules';
import { drawnForThisReader, type ReaderStart } from './reader-start';

/**
 * The lean entry of the public reading pages (spec §2): reader.html loads this instead of the main SPA, so
 * /contents/[id] shows without the loading overlay and without Firebase, react-router, mobx, inversify, axios or
 * i18next. It holds no UI library and no service: it applies the page rules every reading page shares (`lang`,
 * appMode, whether the cookie banner is needed) and then loads one of two things:
 *
 * - ./islands/island-page on a page the server drew for this reader whose interactive parts are islands
 *   (ISLAND_PAGES): the page is never loaded nor re-rendered in the browser; only its islands hydrate, each when
 *   it nears the screen, on the reader's first interaction with it, or when the browser is idle.
 * - ./reader-app for every other page (the map, a place, a page drawn afresh): the page's own chunk, hydrated or
 *   drawn (see reader-app.tsx for the routes and the pages' contract).
 */

/** The pages whose interactive parts are islands (islands/island.tsx) when the server drew them. */
const ISLAND_PAGES: ReadonlySet<ReaderRoute> = new Set(['content', 'trip', 'poll', 'campaign', 'profile', 'list']);

function start(): void {
  const lang = readerLanguage(window.location.search, storedLanguage(), window.navigator.languages ?? []);
  applyDocumentLanguage(document, lang);
  // The SPA's page rules here too — `?lang=` leaves the address, appMode is remembered for the tab, and the
  // cookie banner (a lazy chunk) loads only when no consent is stored outside the web view.
  dropLangQuery(window, READER_LANGUAGE_STORAGE_KEY);
  noteReaderAppMode(window.location.search);
  const webView = readerIsWebView();
  const reader: ReaderStart = {
    container: document.getElementById('root')!,
    lang,
    webView,
    banner: readerNeedsCookieBanner(document.cookie, webView),
    match: matchReaderRoute(window.location.pathname),
  };
  const islands = reader.match !== null && ISLAND_PAGES.has(reader.match.route) && drawnForThisReader(reader);
  // A chunk that does not arrive (a flaky network) leaves the server's HTML as it is: the page still reads.
  void (islands ? import('./islands/island-page') : import('./reader-app'))
    .then(({ default: run }) => run(reader))
    .catch(() => undefined);
}

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(READER_LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

start();
