import type { TripCopyApi } from '../../src/application/ports/trip-copy-api.port';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';

/**
 * The content module's copy call in memory: one copy per copy id (the server's idempotency), known published trips
 * only (404 4040607004 otherwise), articles refused (422 4220607030).
 */
export class InMemoryTripCopyApi implements TripCopyApi {
  readonly trips = new Set<string>(['trip-1']);
  readonly articles = new Set<string>();
  /** Every call as it arrived (token, trip, copy id). */
  readonly calls: { token: string; tripId: string; copyId: string }[] = [];
  readonly copies = new Map<string, string>();
  /** Copies their reader deleted since: their ids are never answered again (422 4220607000, "send a new one"). */
  readonly deleted = new Set<string>();

  async copyTrip(token: string, tripId: string, copyId: string): Promise<{ readonly contentId: string }> {
    this.calls.push({ token, tripId, copyId });
    if (this.articles.has(tripId)) throw failure(ErrorCode.copyNotATrip, 'article');
    if (!this.trips.has(tripId)) throw failure(ErrorCode.contentNotFound, 'missing');
    if (this.deleted.has(copyId)) throw failure(ErrorCode.contentValidationFailed, 'deleted copy: send a new copy_id');
    this.copies.set(copyId, tripId);
    return { contentId: copyId };
  }
}
