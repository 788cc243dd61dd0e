// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  directionsUrl,
  foldIcalLine,
  tripCalendar,
  tripGpx,
  type ExportStop,
  type ExportTrip,
} from '../../../src/domain/places/trip-export';
import { DAYS, type WeeklyOpeningHours } from '../../../src/domain/places/opening-hours';

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
    const description = descriptionOf(tripCalendar(oneStop(museumStop(time, flagged)), start, NOW))!;
    const expected = `DESCRIPTION:${warning ? `${warning}\\n` : ''}Day 1\\nhttps://travelogue.example/trips/museum`;
    expect(description).toBe(expected);
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
