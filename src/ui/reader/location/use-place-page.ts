import { useCallback, useEffect, useState } from 'react';
import type { PlacePage } from '../../../application/ports/location-page-api.port';
import type { ContentListItem } from '../../../domain/content/content';
import type { AppError } from '../../../domain/errors/app-error';
import { ErrorCode } from '../../../domain/errors/error-codes';
import { normalizeError } from '../../../domain/errors/normalize-error';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';

export type PlaceState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly place: PlacePage }
  | { readonly status: 'notFound' }
  | { readonly status: 'error'; readonly error: AppError };

/** The place of /map/location/[id]: drawn at once from the embedded data, else fetched; 4040607004 is "not found". */
export function usePlacePage(services: Pick<ReaderServices, 'location'>, locationId: string, initialData: unknown) {
  const [state, setState] = useState<PlaceState>(() => {
    const place = services.location.embeddedPlace(locationId, initialData);
    return place ? { status: 'ready', place } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (state.status === 'ready' && state.place.locationId === locationId) return;
    let live = true;
    services.location.loadPlace(locationId).then(
      (place) => live && setState({ status: 'ready', place }),
      (error: unknown) => {
        if (!live) return;
        const appError = normalizeError(error);
        setState(appError.code === ErrorCode.contentNotFound ? { status: 'notFound' } : { status: 'error', error: appError });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- per place and per retry only
  }, [services, locationId, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}

export interface FeaturedContents {
  readonly items: readonly ContentListItem[];
  readonly totalCount: number;
  readonly status: 'loading' | 'idle' | 'failed';
}

/** The published contents featuring the place, read after the page draws, a page at a time ("load more"). */
export function useFeaturedContents(services: Pick<ReaderServices, 'location'>, locationId: string) {
  const [state, setState] = useState<FeaturedContents>({ items: [], totalCount: 0, status: 'loading' });

  const load = useCallback((offset: number) => {
    setState((current) => ({ ...current, status: 'loading' }));
    return services.location.contentsPage(locationId, offset).then(
      (page) => setState((current) => ({
        items: offset === 0 ? page.items : [...current.items, ...page.items.filter((item) => !current.items.some((shown) => shown.contentId === item.contentId))],
        totalCount: page.totalCount,
        status: 'idle',
      })),
      () => setState((current) => ({ ...current, status: 'failed' })),
    );
  }, [services, locationId]);

  useEffect(() => {
    void load(0);
  }, [load]);

  const loadMore = useCallback(() => void load(state.items.length), [load, state.items.length]);
  return { contents: state, loadMore, hasMore: state.items.length < state.totalCount };
}
