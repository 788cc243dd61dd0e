import type { MyTrip, MyTripsApi, MyTripSummary, NewStop } from '../../application/ports/my-trips-api.port';
import type { AddStopBodyWire, EditorContentWire, ListItemWire } from '../../contract/content.contract';
import { fillPathParams } from '../../domain/url/url-helpers';
import { CONTENT_ORCHESTRATION, CONTENT_QUERY } from '../wire/content-platform-paths';
import type { FetchJson } from './fetch-json';

/** The content module's paths "add to my trip" calls (written out: the reader carries no TypeBox schemas). */
export const MY_TRIPS_PATHS = {
  list: `${CONTENT_QUERY}/editors/my-contents`,
  read: `${CONTENT_QUERY}/editors/contents/:contentId`,
  reserve: `${CONTENT_ORCHESTRATION}/contents/reserved`,
  patch: `${CONTENT_ORCHESTRATION}/contents/:contentId`,
  addStop: `${CONTENT_ORCHESTRATION}/contents/:contentId/stops`,
} as const;

/** The most trips the dialog lists (the newest updates; older ones are opened from my contents). */
export const MY_TRIPS_LISTED = 50;

const tripFromWire = (w: EditorContentWire): MyTrip => ({
  contentId: w.content_id,
  title: w.title,
  status: w.status,
  revision: w.revision,
  days: w.sections.flatMap((section) =>
    section.type === 'day'
      ? [{ sectionId: section.section_id, title: section.title, stopIds: section.stops.map((stop) => stop.stop_id) }]
      : [],
  ),
});

/** The reader's own trips over the fetch wrapper, with the reader's ID token (private API). */
export class FetchMyTripsApi implements MyTripsApi {
  constructor(private readonly http: FetchJson) {}

  async listTrips(token: string): Promise<MyTripSummary[]> {
    const { data } = await this.http.call<ListItemWire[]>('GET', 'private', MY_TRIPS_PATHS.list, {
      token,
      query: { kind: 'trip', limit: MY_TRIPS_LISTED },
    });
    return data.map((item) => ({ contentId: item.content_id, title: item.title, status: item.status }));
  }

  async readTrip(token: string, contentId: string): Promise<MyTrip> {
    const path = fillPathParams(MY_TRIPS_PATHS.read, { contentId });
    return tripFromWire((await this.http.call<EditorContentWire>('GET', 'private', path, { token })).data);
  }

  async reserveTrip(token: string): Promise<MyTrip> {
    const { data } = await this.http.call<EditorContentWire>('POST', 'private', MY_TRIPS_PATHS.reserve, {
      token,
      body: { kind: 'trip' },
    });
    return tripFromWire(data);
  }

  async nameTrip(token: string, contentId: string, revision: number, title: string): Promise<MyTrip> {
    const path = fillPathParams(MY_TRIPS_PATHS.patch, { contentId });
    const { data } = await this.http.call<EditorContentWire>('PATCH', 'private', path, {
      token,
      body: { revision, title },
    });
    return tripFromWire(data);
  }

  async addStop(token: string, contentId: string, revision: number, stop: NewStop): Promise<MyTrip> {
    const path = fillPathParams(MY_TRIPS_PATHS.addStop, { contentId });
    const body: AddStopBodyWire = {
      revision,
      stop_id: stop.stopId,
      location_id: stop.locationId,
      ...(stop.day.kind === 'new' ? { new_day: true as const } : { day_index: stop.day.index }),
      time: stop.time,
      ...(stop.fromContentId ? { from_content_id: stop.fromContentId } : {}),
    };
    return tripFromWire((await this.http.call<EditorContentWire>('POST', 'private', path, { token, body })).data);
  }
}
