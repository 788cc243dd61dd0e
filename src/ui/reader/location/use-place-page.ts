import type { PlacePage } from '../../../application/ports/location-page-api.port';
import type { AppError } from '../../../domain/errors/app-error';
import type { ReaderServices } from '../../../infrastructure/reader/reader-services';
import { usePagedContents, useReaderResource, type PagedContents } from '../use-reader-resource';

export type PlaceState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly place: PlacePage }
  | { readonly status: 'notFound' }
  | { readonly status: 'error'; readonly error: AppError };

/** The place of /map/location/[id]: drawn at once from the embedded data, else fetched; 4040607004 is "not found". */
export function usePlacePage(services: Pick<ReaderServices, 'location'>, locationId: string, initialData: unknown) {
  const { state, retry } = useReaderResource(
    locationId,
    () => services.location.embeddedPlace(locationId, initialData),
    () => services.location.loadPlace(locationId),
    (place) => place.locationId === locationId,
  );
  const placeState: PlaceState = state.status === 'ready' ? { status: 'ready', place: state.value } : state;
  return { state: placeState, retry };
}

export type FeaturedContents = PagedContents;

/** The published contents featuring the place, read after the page draws, a page at a time ("load more"). */
export function useFeaturedContents(services: Pick<ReaderServices, 'location'>, locationId: string) {
  const { state, loadMore, hasMore } = usePagedContents(locationId, (offset, cursor) =>
    services.location.contentsPage(locationId, offset, cursor),
  );
  return { contents: state, loadMore, hasMore };
}
