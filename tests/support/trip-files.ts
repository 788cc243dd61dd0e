import { gpx } from '@tmcw/togeojson';
import ICAL from 'ical.js';

/**
 * The trip's files read by real consumers rather than by string matching: GPX through togeojson (as map tools
 * import it: waypoints become Points, routes LineStrings) and iCalendar through ical.js (as RFC 5545 clients
 * read it). Both throw or come back empty on a file they cannot read. GPX needs an XML parser: the page's
 * DOMParser under jsdom, or one passed in (an end-to-end test in Node passes jsdom's).
 */
export function readGpx(text: string, parser: DOMParser = new DOMParser()) {
  const doc = parser.parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent ?? ''}`);
  const features = gpx(doc).features;
  return {
    waypoints: features.filter((f) => f.geometry?.type === 'Point'),
    routes: features.filter((f) => f.geometry?.type === 'LineString'),
    /** The file's root: its namespace and version. */
    root: doc.documentElement,
  };
}

export interface CalendarEvent {
  readonly uid: string;
  readonly summary: string;
  readonly location: string;
  readonly description: string;
  readonly url: string | null;
  /** ical.js's own reading of DTSTART: `2026-12-05T01:30:00Z` (UTC), `…T02:40:00` (floating) or `2026-12-05`. */
  readonly start: string;
  readonly allDay: boolean;
  /** Minutes from DTSTART to the event's end (DURATION or DTEND). */
  readonly minutes: number;
  /** GEO as [lat, lng]. */
  readonly geo: readonly number[] | null;
}

// X-WR-CALNAME is not in RFC 5545, so ical.js reads it raw; calendar apps (Apple, Google) read it as TEXT.
const calendarProperties = ICAL.design.defaultSet.property as Record<string, { defaultType: string }>;
calendarProperties['x-wr-calname'] ??= { defaultType: 'text' };

export function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  if (calendar.name !== 'vcalendar') throw new Error(`not a calendar: ${calendar.name}`);
  const events: CalendarEvent[] = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const geo = vevent.getFirstPropertyValue('geo');
    const url = vevent.getFirstPropertyValue('url');
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: typeof url === 'string' ? url : null,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
      minutes: event.duration.toSeconds() / 60,
      geo: Array.isArray(geo) ? geo.map(Number) : null,
    };
  });
  return {
    version: calendar.getFirstPropertyValue('version'),
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    events,
  };
}
