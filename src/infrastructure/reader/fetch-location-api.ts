import type { LocationPageApi, PlaceContentsPage, PlacePage } from '../../application/ports/location-page-api.port';
import type { ReaderSession } from '../../application/ports/reader-session.port';
import type { FeedContentItemWire } from '../../contract/feed.contract';
import type { LocationWire } from '../../contract/places.contract';
import { ErrorCode } from '../../domain/errors/error-codes';
import { normalizeError } from '../../domain/errors/normalize-error';
import { fillPathParams } from '../../domain/url/url-helpers';
import { LOCATIONS } from '../wire/content-platform-paths';
import { listItemFromWire } from '../wire/content-mappers';
import { isLocationWire, placePageFromWire } from '../wire/location-mappers';
import type { FetchJson } from './fetch-json';

/**
 * PLACES_PATHS.byId and .locationContents of src/contract/places.contract.ts without the leading slash.
 * Written out, not imported: the contract module holds TypeBox schemas as values, which the reader's
 * JavaScript budget cannot carry (types only from there; tests/infrastructure checks the two agree).
 */
export const LOCATION_BY_ID_PATH = `${LOCATIONS}/:locationId`;
export const LOCATION_CONTENTS_PATH = 'content-platform/feed-service/v1/locations/:locationId/contents';

/**
 * The location page's calls over the reader's fetch wrapper (no axios). A place the public cannot see
 * may be the reader's own proposal (pending, answered only to its proposer): when a sign-in is remembered, a
 * "not found" is asked once more with the ID token (the identity SDK loads only then).
 */
export class FetchLocationApi implements LocationPageApi {
  constructor(
    private readonly http: FetchJson,
    private readonly session?: Pick<ReaderSession, 'mayBeSignedIn' | 'getIdToken'>,
  ) {}

  async getPlace(locationId: string): Promise<PlacePage> {
    const path = fillPathParams(LOCATION_BY_ID_PATH, { locationId });
    try {
      return placePageFromWire((await this.http.call<LocationWire>('GET', 'public', path)).data);
    } catch (error) {
      if (normalizeError(error).code !== ErrorCode.contentNotFound || !this.session?.mayBeSignedIn()) throw error;
      const token = await this.session.getIdToken();
      if (!token) throw error;
      return placePageFromWire((await this.http.call<LocationWire>('GET', 'private', path, { token })).data);
    }
  }

  decodePlace(embedded: unknown): PlacePage | null {
    return isLocationWire(embedded) ? placePageFromWire(embedded) : null;
  }

  async getPlaceContents(
    locationId: string,
    offset: number,
    limit: number,
    cursor?: string,
  ): Promise<PlaceContentsPage> {
    const answer = await this.http.call<FeedContentItemWire[]>(
      'GET',
      'public',
      fillPathParams(LOCATION_CONTENTS_PATH, { locationId }),
      {
        query: cursor ? { limit, cursor } : { offset, limit },
      },
    );
    const items = (answer.data ?? []).map(listItemFromWire);
    const nextCursor = answer.paging?.next_cursor;
    return {
      items,
      totalCount: answer.totalCount ?? offset + items.length,
      ...(nextCursor !== undefined ? { nextCursor } : {}),
    };
  }
}
