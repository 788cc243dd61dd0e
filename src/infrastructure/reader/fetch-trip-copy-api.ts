import type { TripCopyApi } from '../../application/ports/trip-copy-api.port';
import type { CopyTripBodyWire, EditorContentWire } from '../../contract/content.contract';
import { fillPathParams } from '../../domain/url/url-helpers';
import { CONTENT_ORCHESTRATION } from '../wire/content-platform-paths';
import type { FetchJson } from './fetch-json';

/** The content module's copy call (written out: the reader carries no TypeBox schemas). */
export const TRIP_COPY_PATH = `${CONTENT_ORCHESTRATION}/contents/:contentId/copies`;

/** "Copy this trip" over the fetch wrapper, with the reader's ID token (private API). */
export class FetchTripCopyApi implements TripCopyApi {
  constructor(private readonly http: FetchJson) {}

  async copyTrip(token: string, tripId: string, copyId: string): Promise<{ readonly contentId: string }> {
    const body: CopyTripBodyWire = { copy_id: copyId };
    const path = fillPathParams(TRIP_COPY_PATH, { contentId: tripId });
    const { data } = await this.http.call<EditorContentWire>('POST', 'private', path, { token, body });
    return { contentId: data.content_id };
  }
}
