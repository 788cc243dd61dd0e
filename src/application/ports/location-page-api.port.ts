import type { ContentListItem, ImageRef } from '../../domain/content/content';
import type { AdminArea } from '../../domain/places/admin-area';
import type { Location } from './location-api.port';

/** A place as its public page shows it: the Location, its district and province, and its photo, if it has one. */
export interface PlacePage extends Location {
  readonly adminArea: AdminArea | null;
  readonly photo: ImageRef | null;
}

/** One page of the published contents that feature a place, and how many there are in all. */
export interface PlaceContentsPage {
  readonly items: readonly ContentListItem[];
  readonly totalCount: number;
  /** Paging by key: the cursor of the next page (null on the last one); absent when the server pages by offset only. */
  readonly nextCursor?: string | null;
}

/**
 * What the public location page (/map/location/[id]) reads (src/contract/places.contract.ts):
 * GET location-service/v1/locations/:id, the same wire the server embeds, and
 * GET feed-service/v1/locations/:id/contents (paged).
 */
export interface LocationPageApi {
  getPlace(locationId: string): Promise<PlacePage>;
  /** The embedded Location wire, or null when it is not one. */
  decodePlace(embedded: unknown): PlacePage | null;
  /** `cursor`: the previous page's nextCursor; the next page is then read by key and `offset` only counts what is shown. */
  getPlaceContents(locationId: string, offset: number, limit: number, cursor?: string): Promise<PlaceContentsPage>;
}
