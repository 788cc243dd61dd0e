import { ErrorCode } from '../../domain/errors/error-codes';
import { normalizeError } from '../../domain/errors/normalize-error';
import type { MyTrip, MyTripsApi, MyTripSummary, StopDay } from '../ports/my-trips-api.port';
import type { RandomSource } from '../ports/random.port';
import type { ReaderSession } from '../ports/reader-session.port';
import { normalized } from '../shared/normalized';

export type { MyTrip, MyTripSummary, StopDay };

/** Where the place goes: one of the reader's trips (as last read), or a new trip with this name. */
export type TripTarget =
  { readonly kind: 'trip'; readonly trip: MyTrip } | { readonly kind: 'new'; readonly title: string };

export interface AddToTripRequest {
  readonly target: TripTarget;
  readonly day: StopDay;
  readonly locationId: string;
  readonly time: string | null;
  /** The content the dialog was opened from (not a place's own page): a trip add in its creator's stats. */
  readonly fromContentId?: string;
}

/** The trip after the add and the 1-based number of the day that got the stop. */
export interface AddedStop {
  readonly trip: MyTrip;
  readonly dayNumber: number;
}

/**
 * "Add to my trip" on the reading pages: a reader's trip is one of their trip contents, so every add goes through
 * the content module's own save with its revision check. A stale add (the trip was saved elsewhere since the dialog
 * read it) is retried once on the trip read afresh, with the same stop id, so the server adds it once at most.
 */
export class MyTripsService {
  constructor(
    private readonly api: MyTripsApi,
    private readonly session: Pick<ReaderSession, 'mayBeSignedIn' | 'getIdToken'>,
    private readonly random: RandomSource,
  ) {}

  /** Whether to show the dialog's form at once; false asks the reader to sign in (and come back). */
  mayAdd(): boolean {
    return this.session.mayBeSignedIn();
  }

  /** The reader's trips, newest update first; 'signIn' when nobody is signed in after all. */
  async trips(): Promise<MyTripSummary[] | 'signIn'> {
    const token = await this.token();
    return token === null ? 'signIn' : normalized(() => this.api.listTrips(token));
  }

  /** One trip of the reader's with its days and current revision. */
  async trip(contentId: string): Promise<MyTrip | 'signIn'> {
    const token = await this.token();
    return token === null ? 'signIn' : normalized(() => this.api.readTrip(token, contentId));
  }

  async add(request: AddToTripRequest): Promise<AddedStop | 'signIn'> {
    const token = await this.token();
    if (token === null) return 'signIn';
    const stop = {
      stopId: this.random.randomState(),
      locationId: request.locationId,
      day: request.day,
      time: request.time,
      ...(request.fromContentId ? { fromContentId: request.fromContentId } : {}),
    };
    return normalized(async () => {
      if (request.target.kind === 'new') {
        const reserved = await this.api.reserveTrip(token);
        const title = request.target.title.trim();
        const named =
          title === '' ? reserved : await this.api.nameTrip(token, reserved.contentId, reserved.revision, title);
        return added(
          await this.api.addStop(token, named.contentId, named.revision, { ...stop, day: { kind: 'new' } }),
          stop.stopId,
        );
      }
      const { trip } = request.target;
      try {
        return added(await this.api.addStop(token, trip.contentId, trip.revision, stop), stop.stopId);
      } catch (error) {
        if (normalizeError(error).code !== ErrorCode.contentVersionConflict) throw error;
        const fresh = await this.api.readTrip(token, trip.contentId);
        return added(await this.api.addStop(token, trip.contentId, fresh.revision, stop), stop.stopId);
      }
    });
  }

  private token(): Promise<string | null> {
    return normalized(() => this.session.getIdToken());
  }
}

/** The day holding the stop just added (by its id, so a retried add reports the day it really went to). */
function added(trip: MyTrip, stopId: string): AddedStop {
  const index = trip.days.findIndex((day) => day.stopIds.includes(stopId));
  return { trip, dayNumber: index + 1 };
}
