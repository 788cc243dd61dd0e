import { describe, expect, it } from 'vitest';
import {
  DWELL_MINUTES,
  legMode,
  planDay,
  travelMinutes,
  utcOffsetMinutes,
  wallClock,
  type PlanStop,
} from '../../../src/domain/places/day-plan';

const AT = Date.UTC(2026, 0, 15, 5, 0);
// Around Rattanakosin: Wat Pho → Wat Arun across the river (~0.9 km) → Chatuchak (~9 km north).
const watPho = { lat: 13.7465, lng: 100.4927 };
const watArun = { lat: 13.7437, lng: 100.4889 };
const chatuchak = { lat: 13.7999, lng: 100.5503 };
const stop = (point: PlanStop['point'], time: string | null, timeZone: string | null = 'Asia/Bangkok'): PlanStop => ({
  point,
  time,
  timeZone,
});

describe('travel time of a leg: straight line × detour at a typical speed, plus getting going, in 5-minute steps', () => {
  it.each([
    // metres, mode, minutes
    [0, 'walk', 5],
    [1_000, 'walk', 20], // 1.3 km at 4.5 km/h = 17.3 min
    [3_000, 'walk', 55], // 3.9 km = 52 min
    [1_000, 'drive', 10], // 5 + 1.4 km at 25 km/h (3.4 min)
    [10_000, 'drive', 40], // 5 + 14 km = 33.6 min → 40
    [10_000, 'transit', 60], // 10 + 14 km at 18 km/h (46.7 min) → 60
  ] as const)('%i m by %s takes %i min', (metres, mode, minutes) => {
    expect(travelMinutes(metres, mode)).toBe(minutes);
  });

  it('without a mode for the day a short leg is walked and a long one driven; a chosen mode always holds', () => {
    expect(legMode(900, null)).toBe('walk');
    expect(legMode(5_000, null)).toBe('drive');
    expect(legMode(900, 'transit')).toBe('transit');
  });
});

describe('a day that checks itself', () => {
  it('estimates the arrival of a stop without a time: the previous arrival, a stay, then the way there', () => {
    const plan = planDay([stop(watPho, '08:30'), stop(watArun, null), stop(chatuchak, null)], null, AT);
    const [first, second, third] = plan.stops;
    expect(first).toMatchObject({ leg: null, arrival: 8 * 60 + 30, estimated: false, reachedLateAt: null });
    expect(second.leg?.mode).toBe('walk');
    expect(second.arrival).toBe(8 * 60 + 30 + DWELL_MINUTES + second.leg!.minutes);
    expect(second.estimated).toBe(true);
    expect(third.leg?.mode).toBe('drive');
    expect(third.arrival).toBe(second.arrival! + DWELL_MINUTES + third.leg!.minutes);
    expect(plan.pastMidnight).toBe(false);
  });

  it('gives no estimate before any stop has a time, and none after a stop that is not on the map', () => {
    const plan = planDay([stop(watPho, null), stop(watArun, null), stop(null, null), stop(chatuchak, null)], null, AT);
    expect(plan.stops.map((s) => s.arrival)).toEqual([null, null, null, null]);
    expect(plan.stops[1].leg).not.toBeNull();
    expect(plan.stops[3].leg).toBeNull();
  });

  it('flags a planned time the day cannot reach, and carries the real arrival on to the next stops', () => {
    const plan = planDay([stop(watPho, '10:00'), stop(chatuchak, '10:30'), stop(watArun, null)], 'drive', AT);
    const late = plan.stops[1];
    expect(late.arrival).toBe(10 * 60 + 30);
    expect(late.reachedLateAt).toBe(10 * 60 + DWELL_MINUTES + late.leg!.minutes);
    expect(plan.stops[2].arrival).toBe(late.reachedLateAt! + DWELL_MINUTES + plan.stops[2].leg!.minutes);
  });

  it('a plan that holds within the slack is not late', () => {
    const plan = planDay([stop(watPho, '10:00'), stop(watArun, '11:15')], null, AT);
    expect(plan.stops[1].reachedLateAt).toBeNull();
  });

  it('"00:30" after "23:00" is the next day, and the day is too ambitious; "09:00" after "10:00" is the same day, late', () => {
    const overnight = planDay([stop(watPho, '23:00'), stop(watArun, '00:30')], null, AT);
    expect(overnight.stops[1].arrival).toBe(24 * 60 + 30);
    expect(overnight.pastMidnight).toBe(true);
    const early = planDay([stop(watPho, '10:00'), stop(watArun, '09:00')], null, AT);
    expect(early.stops[1].arrival).toBe(9 * 60);
    expect(early.stops[1].reachedLateAt).not.toBeNull();
    expect(early.pastMidnight).toBe(false);
  });

  it('estimates that run past midnight make the day too ambitious', () => {
    const evening = planDay([stop(watPho, '22:00'), stop(watArun, null)], null, AT);
    expect(wallClock(evening.stops[1].arrival!)).toEqual({ time: '23:10', nextDay: false });
    expect(evening.pastMidnight).toBe(false);
    const plan = planDay([stop(watPho, '23:00'), stop(watArun, null)], null, AT);
    expect(wallClock(plan.stops[1].arrival!)).toEqual({ time: '00:10', nextDay: true });
    expect(plan.pastMidnight).toBe(true);
  });

  it('crossing a time zone moves the wall clock: Bangkok 08:00, then a stop in Tokyo (2 h ahead)', () => {
    const tokyo = { lat: 13.76, lng: 100.5 }; // the point is near; the zone is what is tested
    const plan = planDay([stop(watPho, '08:00'), stop(tokyo, null, 'Asia/Tokyo')], 'drive', AT);
    expect(plan.stops[1].arrival).toBe(8 * 60 + DWELL_MINUTES + plan.stops[1].leg!.minutes + 120);
  });
});

describe('clock helpers', () => {
  it('UTC offsets of zones, daylight saving included; null for an unknown zone', () => {
    expect(utcOffsetMinutes('Asia/Bangkok', AT)).toBe(420);
    expect(utcOffsetMinutes('America/New_York', AT)).toBe(-300);
    expect(utcOffsetMinutes('America/New_York', Date.UTC(2026, 6, 1))).toBe(-240);
    expect(utcOffsetMinutes('Asia/Kolkata', AT)).toBe(330);
    expect(utcOffsetMinutes('Not/AZone', AT)).toBeNull();
  });

  it('a day minute past midnight shows as the next day', () => {
    expect(wallClock(9 * 60 + 5)).toEqual({ time: '09:05', nextDay: false });
    expect(wallClock(25 * 60)).toEqual({ time: '01:00', nextDay: true });
  });
});
