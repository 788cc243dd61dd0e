// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  directionsUrl,
  exportFileName,
  exportTripOfDocument,
  foldIcalLine,
  tripCalendar,
  tripGpx,
  type ExportStop,
  type ExportTrip,
} from '../../../src/domain/places/trip-export';
import { DAYS, type WeeklyOpeningHours } from '../../../src/domain/places/opening-hours';
import type { PlaceSummary, Section } from '../../../src/domain/content/content';
import { readCalendar, readGpx } from '../../support/trip-files';

const NOW = Date.UTC(2026, 10, 28, 6, 0);
const trip: ExportTrip = {
  id: 'trip-1',
  title: 'Temples & markets, "old" Bangkok',
  url: 'https://travelogue.example/trips/trip-1',
  days: [
    {
      title: 'ริมแม่น้ำ',
      stops: [
        {
          name: 'Wat Pho',
          lat: 13.7465,
          lng: 100.4927,
          note: 'Massage; go early, then <breakfast>',
          time: '08:30',
          timeZone: 'Asia/Bangkok',
        },
        { name: 'Wat Arun', lat: 13.7437, lng: 100.4889, note: '', time: null, timeZone: 'Asia/Bangkok' },
      ],
    },
    {
      title: '',
      stops: [{ name: 'Chatuchak', lat: 13.7999, lng: 100.5503, note: '', time: null, timeZone: 'Asia/Bangkok' }],
    },
  ],
};

const parseXml = (text: string) => new DOMParser().parseFromString(text, 'application/xml');

describe('GPX 1.1: a waypoint per stop and a route per day of two or more stops', () => {
  it('is well-formed XML in the GPX 1.1 namespace with escaped names and notes', () => {
    const doc = parseXml(tripGpx(trip));
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const gpx = doc.documentElement;
    expect(gpx.namespaceURI).toBe('http://www.topografix.com/GPX/1/1');
    expect(gpx.getAttribute('version')).toBe('1.1');
    const waypoints = [...doc.getElementsByTagName('wpt')];
    expect(waypoints.map((w) => w.getElementsByTagName('name')[0].textContent)).toEqual([
      'Wat Pho',
      'Wat Arun',
      'Chatuchak',
    ]);
    expect(waypoints[0].getAttribute('lat')).toBe('13.746500');
    expect(waypoints[0].getElementsByTagName('desc')[0].textContent).toBe('Massage; go early, then <breakfast>');
    const routes = [...doc.getElementsByTagName('rte')];
    expect(routes).toHaveLength(1);
    expect(routes[0].getElementsByTagName('name')[0].textContent).toBe('ริมแม่น้ำ');
    expect(routes[0].getElementsByTagName('rtept')).toHaveLength(2);
    expect(doc.getElementsByTagName('metadata')[0].getElementsByTagName('name')[0].textContent).toBe(trip.title);
  });

  it('reads in a map tool (togeojson) as a point per stop, in order, and a line per day of two or more stops', () => {
    const { waypoints, routes } = readGpx(tripGpx(trip));
    expect(waypoints.map((w) => w.properties?.name)).toEqual(['Wat Pho', 'Wat Arun', 'Chatuchak']);
    expect(waypoints.map((w) => (w.geometry as { coordinates: number[] }).coordinates)).toEqual([
      [100.4927, 13.7465],
      [100.4889, 13.7437],
      [100.5503, 13.7999],
    ]);
    expect(waypoints[0].properties?.desc).toBe('Massage; go early, then <breakfast>');
    expect(routes).toHaveLength(1);
    expect(routes[0].properties?.name).toBe('ริมแม่น้ำ');
    expect((routes[0].geometry as { coordinates: number[][] }).coordinates).toEqual([
      [100.4927, 13.7465],
      [100.4889, 13.7437],
    ]);
  });

  it('a name with markup and control characters still reads as the same text', () => {
    const odd: ExportTrip = {
      ...trip,
      days: [{ title: 'A & B', stops: [{ ...trip.days[0].stops[0], name: 'Café <"Khao"> & co\u0001' }] }],
    };
    expect(readGpx(tripGpx(odd)).waypoints[0].properties?.name).toBe('Café <"Khao"> & co');
  });
});

/** The unfolded content lines of an iCalendar text (RFC 5545 §3.1). */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n').filter(Boolean);

describe('iCalendar (RFC 5545): an event per stop from the chosen first day', () => {
  const text = tripCalendar(trip, '2026-12-05', NOW);

  it('uses CRLF, folds no line past 75 octets, and has the required calendar and event properties', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const lines = unfold(text);
    expect(lines.slice(0, 3)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Travelogue//Trip//EN']);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    const events = text.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(3);
    for (const event of events) {
      const own = unfold(event);
      for (const property of ['UID:', 'DTSTAMP:', 'DTSTART', 'SUMMARY:'])
        expect(own.some((l) => l.startsWith(property))).toBe(true);
    }
    expect(new Set(lines.filter((l) => l.startsWith('UID:'))).size).toBe(3);
  });

  it('reads in a calendar client (ical.js): one event per stop, named, placed and lasting the stay', () => {
    const calendar = readCalendar(text);
    expect(calendar.version).toBe('2.0');
    expect(calendar.name).toBe('Temples & markets, "old" Bangkok');
    expect(calendar.events.map((e) => e.summary)).toEqual(['Wat Pho', 'Wat Arun', 'Chatuchak']);
    expect(calendar.events.map((e) => e.start)).toEqual([
      '2026-12-05T01:30:00Z', // 08:30 in Bangkok
      '2026-12-05T02:40:00Z', // 08:30 + 60 min + 10 min walk
      '2026-12-06', // day 2 has no time at all: an all-day event on the second day
    ]);
    expect(calendar.events.map((e) => e.allDay)).toEqual([false, false, true]);
    expect(calendar.events[0].minutes).toBe(60);
    expect(calendar.events[0].geo).toEqual([13.7465, 100.4927]);
    expect(calendar.events[0].location).toBe('Wat Pho');
    expect(calendar.events[0].description).toBe(
      'ริมแม่น้ำ\nMassage; go early, then <breakfast>\nhttps://travelogue.example/trips/trip-1',
    );
    expect(calendar.events[0].url).toBe('https://travelogue.example/trips/trip-1');
    expect(new Set(calendar.events.map((e) => e.uid)).size).toBe(3);
  });

  it('a long Thai name folded across lines reads back whole', () => {
    const name = 'วัดพระเชตุพนวิมลมังคลารามราชวรมหาวิหาร'.repeat(3);
    const long: ExportTrip = { ...trip, days: [{ title: '', stops: [{ ...trip.days[0].stops[0], name }] }] };
    expect(readCalendar(tripCalendar(long, '2026-12-05', NOW)).events[0].summary).toBe(name);
  });

  it("a planned 08:30 in Bangkok is 01:30 UTC; the next stop's estimate follows the stay and the walk", () => {
    const starts = unfold(text).filter((l) => l.startsWith('DTSTART'));
    expect(starts[0]).toBe('DTSTART:20261205T013000Z');
    expect(starts[1]).toBe('DTSTART:20261205T024000Z'); // 08:30 + 60 min + 10 min walk
    // day 2 has no time at all: an all-day event on the second day
    expect(starts[2]).toBe('DTSTART;VALUE=DATE:20261206');
  });

  it('escapes text values (comma, semicolon, line breaks) and names the day', () => {
    const lines = unfold(text);
    expect(lines).toContain('X-WR-CALNAME:Temples & markets\\, "old" Bangkok');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toBe(
      'DESCRIPTION:ริมแม่น้ำ\\nMassage\\; go early\\, then <breakfast>\\nhttps://travelogue.example/trips/trip-1',
    );
  });

  it('folding never splits a Thai character across lines', () => {
    const folded = foldIcalLine(`SUMMARY:${'วัดโพธิ์'.repeat(12)}`);
    for (const line of folded.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'วัดโพธิ์'.repeat(12)}`);
  });

  it('refuses a first day that is not a calendar day', () => {
    expect(calendarDay('2026-02-30')).toBeNull();
    expect(calendarDay('5/12/2026')).toBeNull();
    expect(() => tripCalendar(trip, '2026-13-01', NOW)).toThrow(RangeError);
  });
});

/** Open every day 09.00–17.00 except Monday. */
const museumHours = {
  ...Object.fromEntries(DAYS.map((d) => [d, { mode: 'open', periods: [{ open: '09.00', close: '17.00' }] }])),
  monday: { mode: 'closed' },
} as WeeklyOpeningHours;
const museumStop = (time: string, closedOnPublicHolidays: boolean): ExportStop => ({
  name: 'National Museum',
  lat: 13.7575,
  lng: 100.4923,
  note: '',
  time,
  timeZone: 'Asia/Bangkok',
  openingHours: museumHours,
  closedOnPublicHolidays,
});
const oneStop = (stop: ExportStop, language: 'th' | 'en' = 'en'): ExportTrip => ({
  id: 'museum',
  title: 'Museum day',
  url: 'https://travelogue.example/trips/museum',
  language,
  days: [{ title: '', stops: [stop] }],
});
const descriptionOf = (text: string) => unfold(text).find((l) => l.startsWith('DESCRIPTION:'));

describe('the dated calendar checks each arrival against the place’s hours on that date (spec §3 opening hours)', () => {
  it.each([
    // Tuesday 14 April 2026 is Songkran; 2 June 2026 an ordinary Tuesday; 13 April a Monday (closed weekly)
    [
      'a flagged place on a public holiday',
      '2026-04-14',
      '10:00',
      true,
      'Closed when you arrive: Songkran Festival (public holiday)',
    ],
    ['the same place on an ordinary Tuesday', '2026-06-02', '10:00', true, null],
    ['a place not flagged keeps its weekday hours on a holiday', '2026-04-14', '10:00', false, null],
    ['its weekly closing day', '2026-06-01', '10:00', false, 'Closed when you arrive'],
    ['after closing time', '2026-06-02', '18:30', true, 'Closed when you arrive'],
  ] as const)('%s', (_, start, time, flagged, warning) => {
    const text = tripCalendar(oneStop(museumStop(time, flagged)), start, NOW);
    const expected = `DESCRIPTION:${warning ? `${warning}\\n` : ''}Day 1\\nhttps://travelogue.example/trips/museum`;
    expect(descriptionOf(text)).toBe(expected);
    // and as a calendar client shows it: the warning is the description's first line
    const [event] = readCalendar(text).events;
    expect(event.description.split('\n')[0]).toBe(warning ?? 'Day 1');
  });

  it('a Thai trip warns in Thai, naming the holiday (a substitution day too), and names its days in Thai', () => {
    const text = tripCalendar(oneStop(museumStop('10:00', true), 'th'), '2026-12-07', NOW);
    expect(descriptionOf(text)).toBe(
      'DESCRIPTION:ปิดในเวลาที่ไปถึง: วันหยุดชดเชยวันพ่อแห่งชาติ (วันหยุดราชการ)\\nวันที่ 1\\nhttps://travelogue.example/trips/museum',
    );
  });

  it('an arrival estimated past midnight is checked on the next date', () => {
    // 22:30 on Sunday 12 April, an hour's stay and the leg: the museum is reached after midnight, on Songkran
    const late: ExportTrip = {
      ...oneStop(museumStop('22:30', true)),
      days: [
        {
          title: '',
          travelMode: 'drive',
          stops: [
            { ...museumStop('22:30', false), name: 'Night market', openingHours: null, lng: 100.55 },
            { ...museumStop('', true), time: null },
          ],
        },
      ],
    };
    const lines = unfold(tripCalendar(late, '2026-04-12', NOW));
    const descriptions = lines.filter((l) => l.startsWith('DESCRIPTION:'));
    // 22:30 + 60 min + a 30 min drive = 00:00 on 13 April in Bangkok (17:00 UTC the day before)
    expect(lines.filter((l) => l.startsWith('DTSTART'))[1]).toBe('DTSTART:20260412T170000Z');
    // closed at midnight on any date; naming Songkran shows the check used 13 April, not the trip day's 12th
    expect(descriptions[1]).toContain('Closed when you arrive: Songkran Festival (public holiday)');
    const events = readCalendar(tripCalendar(late, '2026-04-12', NOW)).events;
    expect(events.map((e) => e.start)).toEqual(['2026-04-12T15:30:00Z', '2026-04-12T17:00:00Z']);
    expect(events[1].description.startsWith('Closed when you arrive: Songkran Festival (public holiday)\n')).toBe(true);
  });
});

describe('a day in a maps app', () => {
  it('is a directions URL from the first stop through the others to the last, in the day’s mode', () => {
    const url = new URL(directionsUrl(trip.days[0].stops.concat(trip.days[1].stops), 'walk')!);
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('origin')).toBe('13.746500,100.492700');
    expect(url.searchParams.get('waypoints')).toBe('13.743700,100.488900');
    expect(url.searchParams.get('destination')).toBe('13.799900,100.550300');
    expect(url.searchParams.get('travelmode')).toBe('walking');
    expect(directionsUrl(trip.days[1].stops)).toBeNull();
  });
});

describe("a trip's document as files (what the editor builds from a draft in the browser)", () => {
  const palace: PlaceSummary = {
    locationId: 'loc-palace',
    name: 'Grand Palace',
    names: { en: 'Grand Palace', th: 'พระบรมมหาราชวัง' },
    address: '',
    lat: 13.75,
    lng: 100.4913,
    timeZone: 'Asia/Bangkok',
    openingHours: museumHours,
    closedOnPublicHolidays: true,
  };
  const sections: Section[] = [
    { sectionId: 'x', type: 'text', html: '<p>Intro</p>' },
    {
      sectionId: 'd1',
      type: 'day',
      title: 'เกาะรัตนโกสินทร์',
      travelMode: 'walk',
      stops: [
        { stopId: 'a', locationId: 'loc-palace', pendingLocation: null, time: '09:00', note: 'Dress code' },
        {
          stopId: 'b',
          locationId: null,
          pendingLocation: { name: 'ท่าเตียน', lat: 13.7462, lng: 100.4905, address: '' },
          time: null,
          note: '',
        },
        { stopId: 'c', locationId: 'loc-gone', pendingLocation: null, time: null, note: '' },
      ],
    },
    { sectionId: 'd2', type: 'day', title: '', stops: [] },
  ];
  const exported = exportTripOfDocument(
    {
      id: 'draft-1',
      title: 'ทริปร่าง',
      url: 'https://travelogue.example/my-contents/draft-1/edit',
      language: 'th',
      sections,
    },
    new Map([['loc-palace', palace]]),
  );

  it('keeps each day (even an empty one) with its located stops in the trip language, leaving out unknown places', () => {
    expect(exported.language).toBe('th');
    expect(exported.days).toHaveLength(2);
    expect(exported.days[0].travelMode).toBe('walk');
    expect(exported.days[0].stops).toEqual([
      {
        name: 'พระบรมมหาราชวัง',
        lat: 13.75,
        lng: 100.4913,
        note: 'Dress code',
        time: '09:00',
        timeZone: 'Asia/Bangkok',
        openingHours: museumHours,
        closedOnPublicHolidays: true,
      },
      { name: 'ท่าเตียน', lat: 13.7462, lng: 100.4905, note: '', time: null, timeZone: null },
    ]);
    expect(exported.days[1].stops).toEqual([]);
  });

  it('makes files the consumers read, named after the title (any script), else the id', () => {
    expect(readGpx(tripGpx(exported)).routes[0].properties?.name).toBe('เกาะรัตนโกสินทร์');
    const [palaceEvent, pier] = readCalendar(tripCalendar(exported, '2026-06-02', NOW)).events;
    expect(palaceEvent.start).toBe('2026-06-02T02:00:00Z');
    // 09:00, an hour's stay, a 10-minute walk; a proposed place has no zone: floating local time
    expect(pier.start).toBe('2026-06-02T10:10:00');
    expect(exportFileName('ทริปร่าง: 2 วัน', 'draft-1', 'gpx')).toBe('ทริปร่าง-2-วัน.gpx');
    expect(exportFileName(' ~ ', 'draft-1', 'ics')).toBe('draft-1.ics');
  });
});
