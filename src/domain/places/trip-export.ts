import { DAY_MS, MINUTE_MS, MINUTES_PER_DAY } from '../time/day';
import { isOpenOnArrival } from './arrival-status';
import { DWELL_MINUTES, planDay, utcOffsetMinutes, type TravelMode } from './day-plan';
import type { PlaceSummary, Section } from '../content/content';
import type { LatLng } from './distance';
import type { WeeklyOpeningHours } from './opening-hours';
import { evaluateOnDate } from './opening-on-date';
import { placeName } from './place-name';
import { thaiHolidayName } from './thai-holidays';

/**
 * A published trip as files a traveller takes elsewhere: GPX 1.1 for map and GPS apps (a waypoint per stop, a
 * route per day), iCalendar (RFC 5545) for a calendar (an event per stop at its planned or estimated time), and
 * per day a link that opens the stops as directions in a maps app. Pure: text in, text out.
 */
export interface ExportStop extends LatLng {
  readonly name: string;
  readonly note: string;
  /** The planned time on the place's wall clock (`HH:mm`), or null. */
  readonly time: string | null;
  readonly timeZone: string | null;
  /** The place's opening hours, checked against the dated arrival in the calendar; null or absent: unknown. */
  readonly openingHours?: WeeklyOpeningHours | null;
  /** The place closes on Thai public holidays (its opening hours say so). */
  readonly closedOnPublicHolidays?: boolean;
}

export interface ExportDay {
  /** The day's own title, or '' (then "Day N"). */
  readonly title: string;
  /** The located stops, in order (a stop without a place on the map has nothing to export). */
  readonly stops: readonly ExportStop[];
  /** The creator's way of getting around this day, or null (legs walked or driven by their length). */
  readonly travelMode?: TravelMode | null;
}

export interface ExportTrip {
  readonly id: string;
  readonly title: string;
  /** The trip's public page, absolute. */
  readonly url: string;
  readonly days: readonly ExportDay[];
  /** The trip's language: the words the files add themselves (a day's default name, a warning). Default en. */
  readonly language?: 'th' | 'en';
}

/** What a trip's document says, with the places its stops name (by location id), for exportTripOfDocument. */
export interface TripDocument {
  readonly id: string;
  readonly title: string;
  /** Where the files point back to: the public page, or for a draft its owner's editor. Absolute. */
  readonly url: string;
  readonly language: 'th' | 'en';
  readonly sections: readonly Section[];
}

/**
 * A trip's days as files see them: per day section, its located stops named in the trip's language (a known
 * place with its zone and hours; a proposed place by its pending name and point; a stop whose place is not
 * known here is left out, having nothing to export). The editor builds a draft's files with it in the browser.
 */
export function exportTripOfDocument(trip: TripDocument, places: ReadonlyMap<string, PlaceSummary>): ExportTrip {
  const days = trip.sections.flatMap((section): ExportDay[] => {
    if (section.type !== 'day') return [];
    const stops = section.stops.flatMap((stop): ExportStop[] => {
      const place = stop.locationId ? places.get(stop.locationId) : undefined;
      if (place)
        return [
          {
            name: placeName(place, trip.language),
            lat: place.lat,
            lng: place.lng,
            note: stop.note,
            time: stop.time,
            timeZone: place.timeZone,
            openingHours: place.openingHours,
            closedOnPublicHolidays: place.closedOnPublicHolidays === true,
          },
        ];
      const pending = stop.pendingLocation;
      return pending
        ? [{ name: pending.name, lat: pending.lat, lng: pending.lng, note: stop.note, time: stop.time, timeZone: null }]
        : [];
    });
    return [{ title: section.title, stops, travelMode: section.travelMode ?? null }];
  });
  return { id: trip.id, title: trip.title, url: trip.url, days, language: trip.language };
}

/** A file's name for the trip: the title's letters and digits (any script), else the id. */
export function exportFileName(title: string, id: string, extension: 'gpx' | 'ics'): string {
  const base = title
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || id}.${extension}`;
}

/** The few words the files write on their own, in the trip's language. */
const WORDS = {
  en: {
    day: (n: number) => `Day ${n}`,
    closed: 'Closed when you arrive',
    holiday: (name: string) => `Closed when you arrive: ${name} (public holiday)`,
  },
  th: {
    day: (n: number) => `วันที่ ${n}`,
    closed: 'ปิดในเวลาที่ไปถึง',
    holiday: (name: string) => `ปิดในเวลาที่ไปถึง: ${name} (วันหยุดราชการ)`,
  },
} as const;

const wordsOf = (trip: ExportTrip) => WORDS[trip.language ?? 'en'];
const dayTitle = (trip: ExportTrip, day: ExportDay, index: number) => day.title.trim() || wordsOf(trip).day(index + 1);

/**
 * What XML 1.0 cannot carry (its Char production): control characters but tab, line feed and carriage return,
 * U+FFFE and U+FFFF, and a surrogate not paired with another (a broken string). They are dropped.
 */
const xmlCharacter = (c: string) => {
  const code = c.codePointAt(0)!;
  if (code < 0x20) return c === '\t' || c === '\n' || c === '\r';
  return code !== 0xfffe && code !== 0xffff && (code < 0xd800 || code > 0xdfff);
};
const onlyXmlCharacters = (text: string) => [...text].filter(xmlCharacter).join('');

const xml = (text: string) =>
  onlyXmlCharacters(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const coordinate = (value: number) => value.toFixed(6);

/**
 * GPX's longitudeType is [-180, 180): a point on the antimeridian (or one that rounds onto it) is written as
 * -180, the same meridian. Rounded first, so a value just below zero is "0.000000", never "-0.000000".
 */
const gpxLongitude = (value: number) => {
  const rounded = Math.round(value * 1e6) / 1e6;
  return coordinate(rounded >= 180 ? rounded - 360 : rounded);
};
const gpxLatitude = (value: number) => coordinate(Math.round(value * 1e6) / 1e6);

/**
 * GPX 1.1, valid against TopoGrafix's gpx.xsd (its tests validate with libxml2): every stop once as a waypoint,
 * and each day with two or more stops as a route through them.
 */
export function tripGpx(trip: ExportTrip): string {
  const point = (tag: 'wpt' | 'rtept', stop: ExportStop, indent: string) =>
    `${indent}<${tag} lat="${gpxLatitude(stop.lat)}" lon="${gpxLongitude(stop.lng)}"><name>${xml(stop.name)}</name>` +
    (stop.note.trim() ? `<desc>${xml(stop.note.trim())}</desc>` : '') +
    `</${tag}>`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Travelogue" xmlns="http://www.topografix.com/GPX/1/1">',
    `  <metadata><name>${xml(trip.title)}</name><link href="${xml(trip.url)}"><text>${xml(trip.title)}</text></link></metadata>`,
    ...trip.days.flatMap((day) => day.stops.map((stop) => point('wpt', stop, '  '))),
    ...trip.days.flatMap((day, index) =>
      day.stops.length < 2
        ? []
        : [
            `  <rte><name>${xml(dayTitle(trip, day, index))}</name>`,
            ...day.stops.map((stop) => point('rtept', stop, '    ')),
            '  </rte>',
          ],
    ),
    '</gpx>',
    '',
  ];
  return lines.join('\n');
}

/** `YYYY-MM-DD` as a real calendar day: its UTC midnight in milliseconds, or null. */
export function calendarDay(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().startsWith(text) ? ms : null;
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A dated arrival at a place with known hours: a warning when the place is not open then (its weekly hours on
 * that weekday, or a Thai public holiday it closes on), else null. `arrival` is minutes from the day's start on
 * the place's wall clock and may pass midnight into the next date.
 */
export function closedOnArrivalWarning(
  stop: ExportStop,
  dayStartMs: number,
  arrival: number,
  language: 'th' | 'en',
): string | null {
  if (!stop.openingHours) return null;
  const daysLater = Math.floor(arrival / MINUTES_PER_DAY);
  const date = isoDate(dayStartMs + daysLater * DAY_MS);
  const hours = { weekly: stop.openingHours, closedOnPublicHolidays: stop.closedOnPublicHolidays === true };
  const evaluation = evaluateOnDate(hours, date, arrival - daysLater * MINUTES_PER_DAY);
  if (evaluation === null || isOpenOnArrival(evaluation.status)) return null;
  return evaluation.holiday
    ? WORDS[language].holiday(thaiHolidayName(evaluation.holiday, language))
    : WORDS[language].closed;
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, a line break as \n. */
const icalText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF and one space), never inside a UTF-8 character. */
export function foldIcalLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation line starts with the space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const dateValue = (ms: number) => new Date(ms).toISOString().slice(0, 10).replace(/-/g, '');

/**
 * iCalendar: one event per stop. Day 1 of the trip is `start`; a stop's time (planned, else estimated as on the
 * trip page) is on its place's wall clock and is written in UTC through the zone's offset on that date, lasting
 * the stay the estimates assume; a stop the day gives no time is an all-day event of its day. Being dated, the
 * calendar checks each timed arrival against the place's hours on that date (public holidays included) and puts
 * a warning first in the event's description when the place will be closed.
 */
export function tripCalendar(trip: ExportTrip, start: string, nowMs: number): string {
  const first = calendarDay(start);
  if (first === null) throw new RangeError(`not a calendar day: ${start}`);
  const events = trip.days.flatMap((day, dayIndex) => {
    const plan = planDay(
      day.stops.map((stop) => ({ point: stop, timeZone: stop.timeZone, time: stop.time })),
      day.travelMode ?? null,
      first + dayIndex * DAY_MS,
    );
    return day.stops.map((stop, stopIndex) => {
      const arrival = plan.stops[stopIndex].reachedLateAt ?? plan.stops[stopIndex].arrival;
      const dayStart = first + dayIndex * DAY_MS;
      const language = trip.language ?? 'en';
      const warning = arrival === null ? null : closedOnArrivalWarning(stop, dayStart, arrival, language);
      const lines = [
        'BEGIN:VEVENT',
        `UID:${trip.id}-${dayIndex + 1}-${stopIndex + 1}@travelogue`,
        `DTSTAMP:${utcStamp(nowMs)}`,
      ];
      if (arrival === null) {
        lines.push(`DTSTART;VALUE=DATE:${dateValue(dayStart)}`, `DTEND;VALUE=DATE:${dateValue(dayStart + DAY_MS)}`);
      } else {
        const wallClockMs = dayStart + arrival * MINUTE_MS;
        const offset = stop.timeZone ? utcOffsetMinutes(stop.timeZone, wallClockMs) : null;
        const startsAt = wallClockMs - (offset ?? 0) * MINUTE_MS;
        const stamp = offset === null ? utcStamp(startsAt).replace(/Z$/, '') : utcStamp(startsAt);
        lines.push(`DTSTART:${stamp}`, `DURATION:PT${DWELL_MINUTES}M`);
      }
      lines.push(
        `SUMMARY:${icalText(stop.name)}`,
        `LOCATION:${icalText(stop.name)}`,
        `GEO:${coordinate(stop.lat)};${coordinate(stop.lng)}`,
        `DESCRIPTION:${icalText([warning, dayTitle(trip, day, dayIndex), stop.note.trim(), trip.url].filter(Boolean).join('\n'))}`,
        `URL:${trip.url}`,
        'END:VEVENT',
      );
      return lines;
    });
  });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Travelogue//Trip//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icalText(trip.title)}`,
    ...events.flat(),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcalLine).join('\r\n') + '\r\n';
}

const GOOGLE_TRAVEL_MODE: Readonly<Record<TravelMode, string>> = {
  walk: 'walking',
  drive: 'driving',
  transit: 'transit',
};

/**
 * A day's stops as directions in a maps app: Google Maps' cross-platform directions URL (the app takes it over
 * on phones), from the first stop through the others to the last. Null for fewer than two stops.
 */
export function directionsUrl(stops: readonly LatLng[], mode: TravelMode | null = null): string | null {
  if (stops.length < 2) return null;
  const at = (stop: LatLng) => `${coordinate(stop.lat)},${coordinate(stop.lng)}`;
  const params = new URLSearchParams({ api: '1', origin: at(stops[0]), destination: at(stops[stops.length - 1]) });
  const between = stops.slice(1, -1);
  if (between.length > 0) params.set('waypoints', between.map(at).join('|'));
  if (mode) params.set('travelmode', GOOGLE_TRAVEL_MODE[mode]);
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}
