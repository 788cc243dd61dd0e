import type { PlaceContentsApi } from '../../src/application/ports/place-contents-api.port';
import type { ContentListItem } from '../../src/domain/content/content';

/** Published contents per place in memory, as the feed's advance-search?location_id= pages them. */
export class InMemoryPlaceContentsApi implements PlaceContentsApi {
  readonly byPlace = new Map<string, ContentListItem[]>();
  readonly calls: string[] = [];
  /** Places whose read fails (the section then stays hidden). */
  readonly failing = new Set<string>();

  add(locationId: string, items: ContentListItem[]): this {
    this.byPlace.set(locationId, items);
    return this;
  }

  async getPlaceContents(locationId: string, offset: number, limit: number): Promise<readonly ContentListItem[]> {
    this.calls.push(`${locationId}:${offset}:${limit}`);
    if (this.failing.has(locationId)) throw new Error('network down');
    return (this.byPlace.get(locationId) ?? []).slice(offset, offset + limit);
  }
}
