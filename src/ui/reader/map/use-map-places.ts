import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MapCategory, MapPlacesResult } from '../../../application/ports/map-places-api.port';
import type { MapPlacesService } from '../../../application/reader/map-places.service';
import type { AppError } from '../../../domain/errors/app-error';
import {
  COUNTRY_BOUNDS,
  DEFAULT_ZOOM,
  NO_FILTERS,
  PLACE_ZOOM,
  extentOf,
  filterPlaces,
  formatMapUrl,
  parseMapUrl,
  rowsInView,
  type LatLng,
  type MapBounds,
  type MapFilters,
  type MapPlace,
  type MapUrlState,
  type PlaceRow,
} from '../../../domain/places/map-view';

/** What the map reports after every move (and once drawn). */
export interface MapViewport {
  readonly center: LatLng;
  readonly zoom: number;
  readonly bounds: MapBounds;
  /** False for moves the page made itself (opening a shared place, fitting search results). */
  readonly byUser: boolean;
}

/** A move the page asks the map to make; `seq` tells a new request from the same one. */
export type MapMove =
  | { readonly seq: number; readonly kind: 'view'; readonly center: LatLng; readonly zoom: number }
  | { readonly seq: number; readonly kind: 'fit'; readonly bounds: MapBounds };

export type LoadState = 'loading' | 'ready' | 'error';

/** The whole world a search looks in (Web Mercator stops short of the poles). */
export const WORLD: MapBounds = { west: -180, south: -85, east: 180, north: 85 };

/** Where the browser keeps the map's URL: replaceState while panning, never a reload or a new history entry. */
export interface UrlPort {
  readonly search: () => string;
  readonly replace: (search: string) => void;
}
export const browserUrl: UrlPort = {
  search: () => window.location.search,
  replace: (search) => {
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  },
};

export interface MapPlacesState {
  readonly filters: MapFilters;
  /** The move the map should make first (from the URL), then later moves (search, near me). */
  readonly move: MapMove;
  readonly viewport: MapViewport | null;
  readonly result: MapPlacesResult | null;
  readonly load: LoadState;
  readonly error: AppError | null;
  readonly rows: readonly PlaceRow[];
  readonly categories: readonly MapCategory[];
  readonly origin: LatLng | null;
  readonly locating: boolean;
  readonly locationError: AppError | null;
  /** The shared `?place=`, once found: highlighted in the list. */
  readonly selectedId: string | null;
  /** The keyword of the last search that found nothing anywhere. */
  readonly noResultsFor: string | null;
}

export interface MapPlacesActions {
  readonly onViewport: (viewport: MapViewport) => void;
  readonly search: (keyword: string) => void;
  readonly setOpenNow: (value: boolean) => void;
  readonly setCategory: (categoryId: string | null) => void;
  readonly nearMe: () => void;
  readonly retry: () => void;
}

interface Options {
  readonly services: { readonly places: MapPlacesService; readonly now: () => number };
  readonly lang: 'th' | 'en';
  readonly url?: UrlPort;
  /** Waits between the last move and the request (ms). */
  readonly debounceMs?: number;
}

const NEAR_ME_ZOOM = 12;

/**
 * The /map page's state without MobX (the reader's budget): the view follows the URL (`?lat=&lng=&z=` or
 * `?place=`, the filters as `?q=&open=1&category=`), each move asks the server for the places of the view
 * (clusters when crowded), the latest answer wins, and "near me" sorts the list by distance.
 */
export function useMapPlaces({
  services,
  lang,
  url = browserUrl,
  debounceMs = 250,
}: Options): MapPlacesState & MapPlacesActions {
  const initial = useMemo<MapUrlState>(() => parseMapUrl(url.search()), [url]);
  const [filters, setFilters] = useState<MapFilters>(initial.filters);
  // Without a view in the URL the map opens on the whole country, then fits every place once they are known.
  const [move, setMove] = useState<MapMove>(() =>
    initial.target.kind === 'center'
      ? { seq: 0, kind: 'view', center: initial.target.center, zoom: initial.target.zoom }
      : { seq: 0, kind: 'fit', bounds: COUNTRY_BOUNDS },
  );
  const [viewport, setViewport] = useState<MapViewport | null>(null);
  const [result, setResult] = useState<MapPlacesResult | null>(null);
  const [load, setLoad] = useState<LoadState>('loading');
  const [error, setError] = useState<AppError | null>(null);
  const [categories, setCategories] = useState<readonly MapCategory[]>([]);
  const [origin, setOrigin] = useState<LatLng | null>(null);
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<AppError | null>(null);
  const [selected, setSelected] = useState<MapPlace | null>(null);
  const [noResultsFor, setNoResultsFor] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** `?place=` stays in the URL until the reader moves the map themselves. */
  const sharedPlace = useRef<string | null>(initial.target.kind === 'place' ? initial.target.placeId : null);
  const sequence = useRef(0);
  /** Once the reader moves the map, the first view's fit no longer takes the map from them. */
  const movedByUser = useRef(false);

  /**
   * Where every place the filters keep is, anywhere (null: nowhere). Asked at a country zoom whatever the view:
   * a crowded world then comes back as clusters around all of them, never as the few hundred nearest (0, 0).
   */
  const extentEverywhere = useCallback(
    (wanted: MapFilters): Promise<MapBounds | null> =>
      services.places
        .placesInView({ bounds: WORLD, zoom: DEFAULT_ZOOM, filters: wanted, lang })
        .then((found) => extentOf(found)),
    [services, lang],
  );

  // No view in the URL: show every place (those the URL's filters keep), or stay on the whole country.
  useEffect(() => {
    if (initial.target.kind !== 'default') return undefined;
    let live = true;
    extentEverywhere(initial.filters).then(
      (bounds) => {
        if (!live || !bounds || movedByUser.current) return;
        setMove((m) => ({ seq: m.seq + 1, kind: 'fit', bounds }));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [initial, extentEverywhere]);

  // The categories for the filter; the map works without them.
  useEffect(() => {
    let live = true;
    services.places.categories().then(
      (list) => live && setCategories(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [services]);

  // A shared place: centre on it once it is known.
  useEffect(() => {
    const placeId = sharedPlace.current;
    if (!placeId) return undefined;
    let live = true;
    services.places.place(placeId, lang).then(
      (place) => {
        if (!live) return;
        setSelected(place);
        setMove((m) => ({
          seq: m.seq + 1,
          kind: 'view',
          center: { lat: place.lat, lng: place.lng },
          zoom: PLACE_ZOOM,
        }));
      },
      () => {
        sharedPlace.current = null;
      },
    );
    return () => {
      live = false;
    };
  }, [services, lang]);

  // The places of the view, after the map settles; a newer request makes an older answer stale.
  useEffect(() => {
    if (!viewport) return undefined;
    const seq = ++sequence.current;
    setLoad((current) => (current === 'ready' ? 'ready' : 'loading'));
    const timer = setTimeout(() => {
      services.places.placesInView({ bounds: viewport.bounds, zoom: viewport.zoom, filters, lang }).then(
        (answer) => {
          if (seq !== sequence.current) return;
          setResult(answer);
          setLoad('ready');
          setError(null);
        },
        (failure: AppError) => {
          if (seq !== sequence.current) return;
          setError(failure);
          setLoad('error');
        },
      );
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [services, viewport, filters, lang, attempt, debounceMs]);

  // The URL follows the view and the filters (replaceState: no reload, no history entry per pan).
  useEffect(() => {
    if (!viewport) return;
    const target = sharedPlace.current
      ? { kind: 'place' as const, placeId: sharedPlace.current }
      : { kind: 'center' as const, center: viewport.center, zoom: viewport.zoom };
    const next = formatMapUrl({ target, filters }, url.search());
    if (next !== url.search()) url.replace(next);
  }, [viewport, filters, url]);

  const onViewport = useCallback((next: MapViewport) => {
    if (next.byUser) {
      sharedPlace.current = null;
      movedByUser.current = true;
    }
    setViewport(next);
  }, []);

  const search = useCallback(
    (keyword: string) => {
      const trimmed = keyword.trim();
      setNoResultsFor(null);
      setFilters((f) => ({ ...f, keyword: trimmed }));
      if (!trimmed) return;
      // A search looks everywhere, then shows where the matches are.
      extentEverywhere({ ...filters, keyword: trimmed }).then(
        (bounds) => {
          if (!bounds) {
            setNoResultsFor(trimmed);
            return;
          }
          sharedPlace.current = null;
          setMove((m) => ({ seq: m.seq + 1, kind: 'fit', bounds }));
        },
        () => undefined,
      );
    },
    [extentEverywhere, filters],
  );

  const setOpenNow = useCallback((value: boolean) => setFilters((f) => ({ ...f, openNow: value })), []);
  const setCategory = useCallback((categoryId: string | null) => setFilters((f) => ({ ...f, categoryId })), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const nearMe = useCallback(() => {
    setLocating(true);
    setLocationError(null);
    void services.places.locate().then((answer) => {
      setLocating(false);
      if ('error' in answer) {
        setLocationError(answer.error);
        return;
      }
      setOrigin(answer.position);
      sharedPlace.current = null;
      setMove((m) => ({
        seq: m.seq + 1,
        kind: 'view',
        center: answer.position,
        zoom: Math.max(NEAR_ME_ZOOM, viewport?.zoom ?? 0),
      }));
    });
  }, [services, viewport]);

  const rows = useMemo(() => {
    if (!result) return [];
    // The server applied the filters; here each place gets its status now and its distance, then the order.
    const all = filterPlaces(result.places, NO_FILTERS, services.now(), origin);
    return rowsInView(all, viewport?.bounds ?? null, lang);
  }, [result, origin, viewport, lang, services]);

  return {
    filters,
    move,
    viewport,
    result,
    load,
    error,
    rows,
    categories,
    origin,
    locating,
    locationError,
    selectedId: selected?.locationId ?? null,
    noResultsFor,
    onViewport,
    search,
    setOpenNow,
    setCategory,
    nearMe,
    retry,
  };
}
