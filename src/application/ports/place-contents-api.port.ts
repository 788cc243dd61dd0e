import type { ContentListItem } from '../../domain/content/content';

/**
 * Published contents that feature a place (the feed's public advance-search/contents
 * with a location_id filter), newest first publication first.
 */
export interface PlaceContentsApi {
  getPlaceContents(locationId: string, offset: number, limit: number): Promise<readonly ContentListItem[]>;
}
