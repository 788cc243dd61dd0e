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
    if (!place) throw new AppError({ code: ErrorCode.contentNotFound, messageKey: 'errors.contentNotFound', message: 'no such place' });
    return place;
  }

  decodePlace(embedded: unknown): PlacePage | null {
    const id = (embedded as { locationId?: unknown } | null)?.locationId;
    return typeof id === 'string' ? (this.places.get(id) ?? null) : null;
  }

  async getPlaceContents(locationId: string, offset: number, limit: number): Promise<PlaceContentsPage> {
    this.calls.push(`contents:${locationId}:${offset}:${limit}`);
    const all = this.contents.get(locationId) ?? [];
    return { items: all.slice(offset, offset + limit), totalCount: all.length };
  }
}
