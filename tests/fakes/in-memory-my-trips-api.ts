import type { MyTrip, MyTripsApi, MyTripSummary, NewStop } from '../../src/application/ports/my-trips-api.port';
import { AppError } from '../../src/domain/errors/app-error';
import { ErrorCode, errorCatalogue } from '../../src/domain/errors/error-codes';

const refused = (code: number, message: string) =>
  new AppError({ code, messageKey: errorCatalogue[code].messageKey, message });

interface StoredTrip {
  contentId: string;
  title: string;
  status: MyTrip['status'];
  revision: number;
  days: { sectionId: string; title: string; stops: NewStop[] }[];
}

/**
 * The content module as "add to my trip" sees it, in memory: the owner's trips with a revision that every write
 * advances, a stale revision refused (409 4090607009), and an add whose stop id is already there answered unchanged.
 */
export class InMemoryMyTripsApi implements MyTripsApi {
  readonly trips: StoredTrip[] = [];
  readonly calls: string[] = [];
  /** Saves made "elsewhere" (the editor in another tab) just before the next add: the add is then stale. */
  savesElsewhereBeforeNextAdd = 0;
  /** Refuse every add with this error (a day full, a place gone…). */
  failAddWith: AppError | null = null;
  private next = 0;

  addTrip(title: string, days: string[][] = [[]], status: MyTrip['status'] = 'draft'): StoredTrip {
    const trip: StoredTrip = {
      contentId: `trip-${++this.next}`,
      title,
      status,
      revision: 3,
      days: days.map((stops, i) => ({
        sectionId: `day-${this.next}-${i}`,
        title: '',
        stops: stops.map((locationId, j) => ({ stopId: `s-${i}-${j}`, locationId, day: { kind: 'new' }, time: null })),
      })),
    };
    this.trips.unshift(trip);
    return trip;
  }

  private view(trip: StoredTrip): MyTrip {
    return {
      contentId: trip.contentId,
      title: trip.title,
      status: trip.status,
      revision: trip.revision,
      days: trip.days.map((day) => ({
        sectionId: day.sectionId,
        title: day.title,
        stopIds: day.stops.map((stop) => stop.stopId),
      })),
    };
  }

  private find(contentId: string): StoredTrip {
    const trip = this.trips.find((candidate) => candidate.contentId === contentId);
    if (!trip) throw refused(ErrorCode.contentNotFound, `Content ${contentId} does not exist`);
    return trip;
  }

  async listTrips(): Promise<MyTripSummary[]> {
    this.calls.push('list');
    return this.trips.map(({ contentId, title, status }) => ({ contentId, title, status }));
  }

  /** While set, reads of a trip wait for it (a slow network). */
  readsWaitFor: Promise<void> | null = null;

  async readTrip(_token: string, contentId: string): Promise<MyTrip> {
    this.calls.push(`read ${contentId}`);
    await this.readsWaitFor;
    return this.view(this.find(contentId));
  }

  async reserveTrip(): Promise<MyTrip> {
    this.calls.push('reserve');
    const trip = this.addTrip('', []);
    trip.status = 'reserved';
    trip.revision = 1;
    return this.view(trip);
  }

  async nameTrip(_token: string, contentId: string, revision: number, title: string): Promise<MyTrip> {
    this.calls.push(`name ${contentId} "${title}"`);
    const trip = this.find(contentId);
    if (revision !== trip.revision) throw refused(ErrorCode.contentVersionConflict, 'stale');
    trip.title = title;
    if (trip.status === 'reserved') trip.status = 'draft';
    trip.revision += 1;
    return this.view(trip);
  }

  async addStop(_token: string, contentId: string, revision: number, stop: NewStop): Promise<MyTrip> {
    this.calls.push(`add ${contentId} r${revision} ${stop.day.kind === 'new' ? 'new day' : `day ${stop.day.index}`}`);
    const trip = this.find(contentId);
    trip.revision += this.savesElsewhereBeforeNextAdd;
    this.savesElsewhereBeforeNextAdd = 0;
    if (this.failAddWith) throw this.failAddWith;
    if (trip.days.some((day) => day.stops.some((s) => s.stopId === stop.stopId))) return this.view(trip);
    if (revision !== trip.revision) throw refused(ErrorCode.contentVersionConflict, 'stale');
    if (stop.day.kind === 'new') trip.days.push({ sectionId: `day-new-${trip.days.length}`, title: '', stops: [stop] });
    else {
      const day = trip.days[stop.day.index];
      if (!day) throw refused(ErrorCode.tripDayNotFound, 'no such day');
      day.stops.push(stop);
    }
    if (trip.status === 'reserved') trip.status = 'draft';
    trip.revision += 1;
    return this.view(trip);
  }
}
