/**
 * What the service worker (service-worker.ts) does with each request, as pure functions of the request's
 * method, address and headers, so the rules are table-tested without a browser.
 *
 * - `asset`: a built file under /assets/ (named by its content hash, so it never changes): cache first.
 * - `image`: a content image served by the API (`…/image-service/v1/images/{id}`, written once): cache first.
 * - `page`: a navigation to a page of the app: network first with a short timeout, then the kept copy, then the
 *   offline page.
 * - `api`: an anonymous same-origin GET of the API: network first with the same timeout, then the kept copy.
 * - `pass`: everything else reaches the network exactly as if there were no service worker: any method but GET,
 *   any other origin (Firebase Auth and its emulator, Google's identity toolkit, LINE, map tiles, an image
 *   bucket), sign-in and token calls, pages opened with a one-time code (LINE's callback, e-mail action links), anything carrying an Authorization header (a person's private answers are
 *   never written to disk, where they would outlive signing out on a shared device), uploads, event streams and
 *   /metrics.
 */
export type RequestHandling = 'asset' | 'image' | 'page' | 'api' | 'pass';

export interface RequestFacts {
  readonly method: string;
  readonly url: URL;
  /** `navigate` for a page load (Request.mode). */
  readonly mode: string;
  readonly accept: string | null;
  readonly hasAuthorization: boolean;
}

const API = /^\/(?:api|private\/api|public\/api)\//;
/** Sign-in, tokens and LINE: the calls that make or carry credentials (spec §7 User and auth, LINE). */
const CREDENTIALS = /(?:^|[/-])(?:auth|login|logout|refresh|token|custom-token|line)(?:[/-]|$)/i;
const UPLOADS = /\/uploads?(?:\/|$)/i;
const EVENT_STREAM = /\/events(?:\/|$)/;
const IMAGE = /\/image-service\/v1\/images\/[^/]+$/;
/** Pages reached with a one-time code in their address (LINE's sign-in callback, e-mail action links). */
const ONE_TIME_PAGE = /^\/_\/(?:login-line\/callback|auth)(?:\/|$)/;
/** The server's own files that are not pages: the worker itself, manifests, offline pages, operations. */
const NOT_A_PAGE = /^\/(?:sw\.js|metrics|healthz|readyz|manifest\.[a-z]+\.webmanifest|offline\/)/;

export function requestHandling(request: RequestFacts, origin: string): RequestHandling {
  if (request.method !== 'GET' || request.url.origin !== origin) return 'pass';
  const path = request.url.pathname;
  if (NOT_A_PAGE.test(path)) return 'pass';
  if (request.mode === 'navigate') return API.test(path) || ONE_TIME_PAGE.test(path) ? 'pass' : 'page';
  if (path.startsWith('/assets/')) return 'asset';
  if (!API.test(path)) return 'pass';
  if (request.hasAuthorization || (request.accept ?? '').includes('text/event-stream')) return 'pass';
  if (CREDENTIALS.test(path) || UPLOADS.test(path) || EVENT_STREAM.test(path)) return 'pass';
  return IMAGE.test(path) ? 'image' : 'api';
}

export type OfflineLanguage = 'th' | 'en';

/**
 * The language of the offline page: the page's own `?lang=` when it names one, else the language the app last
 * told the worker it shows (`remembered`), else the browser's first language.
 */
export function offlineLanguage(
  url: URL,
  remembered: string | null,
  browserLanguages: readonly string[],
): OfflineLanguage {
  const asked = url.searchParams.get('lang');
  if (asked === 'th' || asked === 'en') return asked;
  if (remembered === 'th' || remembered === 'en') return remembered;
  return browserLanguages[0]?.toLowerCase().startsWith('th') ? 'th' : 'en';
}

export const offlinePageUrl = (language: OfflineLanguage): string => `/offline/${language}.html`;

/**
 * The messages the pages send the worker (install-app.ts): take over now (the update toast's Reload; Workbox's
 * own `messageSkipWaiting` sends it), keep the page the worker arrived on and its chunks, and the language the
 * pages show.
 */
export type PageMessage =
  | { readonly type: 'SKIP_WAITING' }
  | { readonly type: 'KEEP_PAGE'; readonly url: string }
  | { readonly type: 'LANGUAGE'; readonly language: OfflineLanguage }
  /** Workbox's own (workbox-routing's cache listener): fetch these through their routes and keep them. */
  | { readonly type: 'CACHE_URLS'; readonly payload: { readonly urlsToCache: readonly string[] } };
