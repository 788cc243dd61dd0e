import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { offlineLanguage, offlinePageUrl, requestHandling, type PageMessage } from './offline-rules';

/**
 * The service worker (served as /sw.js, bundled by vite.sw.config.ts; scripts/lib/service-worker-build.ts writes
 * the precache list into it). It never changes what a request means, only where an answer may come from when the
 * network is slow or gone (offline-rules.ts says which requests it touches at all):
 * - precached on install: the offline pages, the icons and manifests, and the entry files of both builds (the
 *   SPA's index.html and the reader's reader.html load them first). The other hashed chunks are kept as they are
 *   first used: precaching all 200-odd of them (2 MB) on a reader's first visit is what a phone on a poor
 *   network should not be made to pay for;
 * - pages and anonymous API reads: network first, the kept copy after 3 s or on failure;
 * - the offline page in the page's language when a page has neither network nor a kept copy.
 * A new build is a new /sw.js (its precache list changes): it waits until the page asks it to take over
 * (`SKIP_WAITING`, sent when the reader taps Reload on the update toast), so no open page runs on files of two
 * builds at once.
 */

/** The few parts of ServiceWorkerGlobalScope used here (the project's TypeScript lib is the DOM's). */
interface WorkerScope {
  readonly location: Location;
  readonly navigator: { readonly languages: readonly string[] };
  readonly __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
}

declare const self: WorkerScope;

const NETWORK_TIMEOUT_SECONDS = 3;
const PAGES_CACHE = 'travelogue-pages';
const API_CACHE = 'travelogue-api';
const ASSETS_CACHE = 'travelogue-assets';
const IMAGES_CACHE = 'travelogue-images';
/** One entry: the language the pages last said they show, so the offline page speaks it. */
const PREFERENCES_CACHE = 'travelogue-preferences';
const LANGUAGE_KEY = '/__language';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const origin = self.location.origin;
const handling = (request: Request, url: URL) =>
  requestHandling(
    {
      method: request.method,
      url,
      mode: request.mode,
      accept: request.headers.get('accept'),
      hasAuthorization: request.headers.has('authorization'),
    },
    origin,
  );
const ok = new CacheableResponsePlugin({ statuses: [200] });

registerRoute(
  ({ request, url }) => handling(request, url) === 'asset',
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [ok, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true })],
  }),
);
registerRoute(
  ({ request, url }) => handling(request, url) === 'image',
  new CacheFirst({
    cacheName: IMAGES_CACHE,
    plugins: [ok, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 30, purgeOnQuotaError: true })],
  }),
);
registerRoute(
  ({ request, url }) => handling(request, url) === 'page',
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    // The server varies pages on Accept and Accept-Encoding; a kept page is the same page for any of them.
    matchOptions: { ignoreVary: true },
    plugins: [ok, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
  }),
);
registerRoute(
  ({ request, url }) => handling(request, url) === 'api',
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [ok, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 7, purgeOnQuotaError: true })],
  }),
);

// A page with neither network nor a kept copy: the offline page, never the browser's error page.
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate') return Response.error();
  const language = offlineLanguage(url, await rememberedLanguage(), self.navigator.languages);
  return (await matchPrecache(offlinePageUrl(language))) ?? Response.error();
});

async function rememberedLanguage(): Promise<string | null> {
  const kept = await (await caches.open(PREFERENCES_CACHE)).match(LANGUAGE_KEY);
  return kept ? kept.text() : null;
}

/** Keeps the page the worker arrived on (it loaded before the worker could see it), so it opens offline too. */
async function keepPage(address: string): Promise<void> {
  const url = new URL(address);
  if (url.origin !== origin) return;
  const response = await fetch(url, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
  if (response.status === 200) await (await caches.open(PAGES_CACHE)).put(url, response);
}

self.addEventListener('message', (event) => {
  const message = event.data as PageMessage | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'KEEP_PAGE' && typeof message.url === 'string') void keepPage(message.url).catch(() => {});
  if (message?.type === 'LANGUAGE' && (message.language === 'th' || message.language === 'en'))
    void caches
      .open(PREFERENCES_CACHE)
      .then((cache) => cache.put(LANGUAGE_KEY, new Response(message.language)))
      .catch(() => {});
});
