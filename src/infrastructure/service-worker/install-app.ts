import type { OfflineLanguage, PageMessage } from './offline-rules';

/**
 * The page's side of the installable app, loaded by both the SPA and the reader as a chunk of its own once the
 * page has loaded and the reader first interacts (src/ui/components/app-install/when-settled.ts): nothing of it is
 * in a page's first JavaScript. The browser's own API, not workbox-window: the reader's JavaScript is counted
 * to the kilobyte, and this is all of what that library would do here:
 * - the web app manifest of the page's language (`/manifest.th.webmanifest`, `/manifest.en.webmanifest`) is
 *   linked from here, not from the HTML, so the mobile app's web view never sees one (spec §2 appMode: the app
 *   must not be offered for install inside the app);
 * - the service worker (/sw.js) is registered, told the page's language, and asked to keep the page it arrived on
 *   and the chunks that page loaded before the worker could see them;
 * - a new build waiting to take over is announced through `onUpdate`, whose `apply` makes it take over and
 *   reloads the page on the new build.
 * In the web view nothing is linked or registered, and a worker a browser tab of this origin registered earlier
 * is removed, so none stands between the web view and its token handling.
 */
export interface InstallAppOptions {
  readonly language: OfflineLanguage;
  readonly webView: boolean;
  readonly onUpdate: (apply: () => void) => void;
}

const MANIFEST_ID = 'app-manifest';

export async function installApp({ language, webView, onUpdate }: InstallAppOptions): Promise<void> {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  if (webView) {
    document.getElementById(MANIFEST_ID)?.remove();
    const registrations = (await container?.getRegistrations()) ?? [];
    await Promise.all(registrations.map((registration) => registration.unregister()));
    return;
  }
  linkManifest(language);
  if (!container) return;
  const firstVisit = container.controller === null;
  const registration = await container.register('/sw.js');
  // A new build is waiting when a worker finishes installing while this page already has one in charge.
  const announce = (waiting: ServiceWorker) =>
    onUpdate(() => {
      container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      post(waiting, { type: 'SKIP_WAITING' });
    });
  const watch = (installing: ServiceWorker | null) =>
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) announce(installing);
    });
  if (registration.waiting && container.controller) announce(registration.waiting);
  // The browser may have found the new build while the page loaded (it checks on every navigation).
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
  // A tab left open for days looks for a new build when the reader comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
  const active = (await container.ready).active;
  if (!active) return;
  post(active, { type: 'LANGUAGE', language });
  if (!firstVisit) return;
  post(active, { type: 'KEEP_PAGE', url: window.location.href });
  // The chunks this page loaded before the worker was there (the entry's own are precached).
  const prefix = `${window.location.origin}/assets/`;
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(prefix));
  if (urlsToCache.length) post(active, { type: 'CACHE_URLS', payload: { urlsToCache } });
}

const post = (worker: ServiceWorker, message: PageMessage) => worker.postMessage(message);

/** Points the page at the manifest of its language (a later call after a language switch re-points it). */
export function linkManifest(language: OfflineLanguage): void {
  let link = document.getElementById(MANIFEST_ID) as HTMLLinkElement | null;
  if (!link) {
    link = document.createElement('link');
    link.id = MANIFEST_ID;
    link.rel = 'manifest';
    document.head.append(link);
  }
  link.href = `/manifest.${language}.webmanifest`;
}

/** After a language switch: the manifest of the new language, and the worker's offline page in it. */
export function setAppLanguage(language: OfflineLanguage, webView: boolean): void {
  if (webView) return;
  linkManifest(language);
  const controller = 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;
  if (controller) post(controller, { type: 'LANGUAGE', language });
}
