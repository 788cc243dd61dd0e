/** The public reading pages served by reader.html (spec §2 /contents/[id], /trips/[id], /profiles/[username]). */
export type ReaderRoute = 'content' | 'trip' | 'profile' | 'map' | 'location' | 'poll' | 'campaign' | 'list';

export interface ReaderRouteMatch {
  readonly route: ReaderRoute;
  /** The content id or the username of the URL, decoded ('' for /map). */
  readonly key: string;
}

const PATTERNS: readonly [ReaderRoute, RegExp][] = [
  ['content', /^\/contents\/([^/]+)\/?$/],
  ['trip', /^\/trips\/([^/]+)\/?$/],
  ['profile', /^\/profiles\/([^/]+)\/?$/],
  // /map: the public map of places; no key (the view is in the query).
  ['map', /^\/map\/?()$/],
  // /map/location/[id]: one place's public page.
  ['location', /^\/map\/location\/([^/]+)\/?$/],
  // /polls/[id] and /campaigns/[id]/detail; /campaigns/write/new is the main SPA's.
  ['poll', /^\/polls\/([^/]+)\/?$/],
  ['campaign', /^\/campaigns\/([^/]+)\/detail\/?$/],
  // /lists/[id]: a saved list its maker made public.
  ['list', /^\/lists\/([^/]+)\/?$/],
];

export function matchReaderRoute(pathname: string): ReaderRouteMatch | null {
  for (const [route, pattern] of PATTERNS) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    try {
      return { route, key: decodeURIComponent(match[1]) };
    } catch {
      return null;
    }
  }
  return null;
}

/** True for the paths the reader answers: the main SPA leaves them to the server with a full navigation. */
export const isReaderPath = (pathname: string): boolean => matchReaderRoute(pathname) !== null;

/**
 * The data the server embedded for THIS page: `{ route, key, data }` in `<script id="initial-data">`.
 * Data made for another page (e.g. after a client-side history change) or unreadable JSON is ignored.
 */
export function readInitialData(doc: Document, match: ReaderRouteMatch): unknown | null {
  const text = doc.getElementById('initial-data')?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as { route?: unknown; key?: unknown; data?: unknown };
    return parsed.route === match.route && parsed.key === match.key && parsed.data !== undefined ? parsed.data : null;
  } catch {
    return null;
  }
}
