import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PublicContentWire } from '../../src/contract/content.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { sendError } from '../http/error-handler';
import { placeName } from '../../src/domain/places/place-name';
import {
  calendarDay,
  exportFileName,
  tripCalendar,
  tripGpx,
  type ExportStop,
  type ExportTrip,
} from '../../src/domain/places/trip-export';
import type { Clock } from '../kernel/clock';
import type { ReaderDataSource } from './reader-data';

/*
 * A published trip as files (src/domain/places/trip-export.ts), beside its page:
 *   GET /trips/:id/trip.gpx                    GPX 1.1, a waypoint per stop and a route per day
 *   GET /trips/:id/trip.ics?start=YYYY-MM-DD   iCalendar, day 1 on `start` (the trip has no dates of its own)
 * Read through the same query as the page, so what is not public (a draft, hidden, deleted, an article) is
 * 404 4040607004, as the content call answers; a `start` that is not a calendar day is 422 4220607000.
 */
export const TRIP_GPX_PATH = '/trips/:id/trip.gpx';
export const TRIP_ICS_PATH = '/trips/:id/trip.ics';

/** A JSON refusal in the API's envelope, with the catalogue's status for its code; never cached. */
const refuse = (reply: FastifyReply, code: number, message: string) =>
  sendError(reply.header('cache-control', 'no-store'), code, message);

/** The file's name (shared with the editor, which builds a draft's files in the browser). */
export { exportFileName };

const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The located stops of each day, named in the trip's language, from the PublicContent answer. */
export function exportTripOf(content: PublicContentWire, publicUrl: string): ExportTrip {
  const places = new Map(content.places.map((place) => [place.location_id, place]));
  const lang = content.language === 'th' ? 'th' : 'en';
  const days = content.sections.flatMap((section) => {
    if (section.type !== 'day') return [];
    const stops = section.stops.flatMap((stop): ExportStop[] => {
      const place = stop.location_id ? places.get(stop.location_id) : undefined;
      if (place) {
        const name = placeName({ name: place.name, names: { th: place.name_th, en: place.name_en } }, lang);
        const hours = place.opening_hours;
        return [
          {
            name,
            lat: place.lat,
            lng: place.lng,
            note: stop.note,
            time: stop.time,
            timeZone: place.time_zone,
            openingHours: hours,
            closedOnPublicHolidays: hours?.closed_on_public_holidays === true,
          },
        ];
      }
      const pending = stop.pending_location;
      return pending
        ? [{ name: pending.name, lat: pending.lat, lng: pending.lng, note: stop.note, time: stop.time, timeZone: null }]
        : [];
    });
    return [{ title: section.title, stops, travelMode: section.travel_mode ?? null }];
  });
  return {
    id: content.content_id,
    title: content.title,
    url: `${publicUrl}/trips/${encodeURIComponent(content.content_id)}`,
    days,
    language: lang,
  };
}

export function installTripFiles(
  app: FastifyInstance,
  options: { readonly publicUrl: string; readonly data: ReaderDataSource; readonly clock: Clock },
): void {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  /** The page's own read: the whole PublicContent answer (its initial data), or null when it is not a public trip. */
  const publicTrip = async (id: string): Promise<PublicContentWire | null> => {
    const content = (await options.data.publicContent(id)) as PublicContentWire | null;
    return content && content.kind === 'trip' ? content : null;
  };
  const notFound = (reply: FastifyReply) => refuse(reply, ErrorCode.contentNotFound, 'No published trip has this id.');

  app.get<{ Params: { id: string } }>(TRIP_GPX_PATH, async (request, reply) => {
    const content = await publicTrip(request.params.id);
    if (!content) return notFound(reply);
    const trip = exportTripOf(content, publicUrl);
    return reply
      .header('cache-control', 'public, max-age=300')
      .header('content-disposition', disposition(exportFileName(trip.title, trip.id, 'gpx')))
      .type('application/gpx+xml; charset=utf-8')
      .send(tripGpx(trip));
  });

  app.get<{ Params: { id: string }; Querystring: { start?: string } }>(TRIP_ICS_PATH, async (request, reply) => {
    const start = typeof request.query.start === 'string' ? request.query.start : '';
    if (calendarDay(start) === null)
      return refuse(reply, ErrorCode.contentValidationFailed, 'start must be the first day of the trip, YYYY-MM-DD.');
    const content = await publicTrip(request.params.id);
    if (!content) return notFound(reply);
    const trip = exportTripOf(content, publicUrl);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', disposition(exportFileName(trip.title, trip.id, 'ics')))
      .type('text/calendar; charset=utf-8')
      .send(tripCalendar(trip, start, options.clock.now()));
  });
}
