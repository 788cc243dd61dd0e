import type { LocationPageApi, PlaceContentsPage, PlacePage } from '../../src/application/ports/location-page-api.port';
import type { ContentListItem } from '../../src/domain/content/content';
import { AppError } from '../../src/domain/errors/app-error';
import { ErrorCode } from '../../src/domain/errors/error-codes';

/** Places and the contents featuring them in memory, as GET locations/:id and locations/:id/contents answer. */
export class InMemoryLocationPageApi implements LocationPageApi {
  readonly places = new Map<string, PlacePage>();
  readonly contents = new Map<string, ContentListItem[]>();
  readonly calls: string[] = [];

  add(place: PlacePage, contents: ContentListItem[] = []): this {
    this.places.set(place.locationId, place);
    this.contents.set(place.locationId, contents);
    return this;
  }

  async getPlace(locationId: string): Promise<PlacePage> {
    this.calls.push(`place:${locationId}`);
    const place = this.places.get(locationId);
    if (!place)
      throw new AppError({
        code: ErrorCode.contentNotFound,
        messageKey: 'errors.contentNotFound',
        message: 'no such place',
      });
    return place;
  }

  decodePlace(embedded: unknown): PlacePage | null {
    const id = (embedded as { locationId?: unknown } | null)?.locationId;
    return typeof id === 'string' ? (this.places.get(id) ?? null) : null;
  }

  /**
   * Pages by key as the server does: nextCursor names the last item sent (null on the last page),
   * and a cursor's page starts after that item whatever `offset` says.
   */
  async getPlaceContents(
    locationId: string,
    offset: number,
    limit: number,
    cursor?: string,
  ): Promise<PlaceContentsPage> {
    this.calls.push(`contents:${locationId}:${offset}:${limit}${cursor ? `:${cursor}` : ''}`);
    const all = this.contents.get(locationId) ?? [];
    const start = cursor ? all.findIndex((item) => `after:${item.contentId}` === cursor) + 1 : offset;
    const items = all.slice(start, start + limit);
    const last = items[items.length - 1];
    return {
      items,
      totalCount: all.length,
      nextCursor: last && start + limit < all.length ? `after:${last.contentId}` : null,
    };
  }
}
