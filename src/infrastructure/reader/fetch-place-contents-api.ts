import type { PlaceContentsApi } from '../../application/ports/place-contents-api.port';
import type { ContentListItem } from '../../domain/content/content';
import type { SearchContentItemWire } from '../../contract/feed.contract';
import { listItemFromWire } from '../wire/content-mappers';
import type { FetchJson } from './fetch-json';

/**
 * FEED_PATHS.advanceSearch of src/contract/feed.contract.ts without /content-platform's leading slash.
 * Written out, not imported: the contract module holds TypeBox schemas as values, which the reader's
 * JavaScript budget cannot carry (types only from there; a test checks the two agree).
 */
export const ADVANCE_SEARCH_PATH = 'content-platform/feed-service/v1/advance-search/contents';

/** The feed's public advance search filtered by location_id, over the reader's fetch wrapper (no axios). */
export class FetchPlaceContentsApi implements PlaceContentsApi {
  constructor(private readonly http: FetchJson) {}

  async getPlaceContents(locationId: string, offset: number, limit: number): Promise<readonly ContentListItem[]> {
    const { data } = await this.http.call<SearchContentItemWire[]>('GET', 'public', ADVANCE_SEARCH_PATH, {
      query: { location_id: locationId, offset, limit },
    });
    return (data ?? []).map(listItemFromWire);
  }
}
