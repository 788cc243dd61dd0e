import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNominatimGeocoder } from '../../../server/adapters/nominatim-geocoder';
import { openingHoursOrNull } from '../../../server/places/location.mapper';
import { readServerConfig } from '../../../server/kernel/config';
import { startFakeGeocoder, type FakeGeocoder } from '../helpers/fake-geocoder';

describe('reverse geocoder configuration and client (spec §7 reverse geocoding through an open map service)', () => {
  let fake: FakeGeocoder;
  beforeAll(async () => {
    fake = await startFakeGeocoder();
  });
  afterAll(async () => fake?.close());

  it('GEOCODER_URL is unset by default (npm start needs no internet), with a 3 s timeout and a User-Agent naming the product', () => {
    expect(readServerConfig({ PUBLIC_URL: 'https://travelogue.example' }).geocoder).toEqual({
      url: null,
      userAgent: 'Travelogue/1.0 (+https://travelogue.example)',
      timeoutMs: 3000,
    });
    expect(
      readServerConfig({
        GEOCODER_URL: 'https://nominatim.openstreetmap.org/',
        GEOCODER_USER_AGENT: 'X/2',
        GEOCODER_TIMEOUT_MS: '900',
      }).geocoder,
    ).toEqual({ url: 'https://nominatim.openstreetmap.org', userAgent: 'X/2', timeoutMs: 900 });
    expect(readServerConfig({}).commentRateLimitMax).toBe(20);
    expect(() => readServerConfig({ GEOCODER_TIMEOUT_MS: 'soon' })).toThrow(/GEOCODER_TIMEOUT_MS/);
  });

  it('without a URL the client answers null at once and never calls out', async () => {
    let calls = 0;
    const counting: typeof fetch = async (...args) => {
      calls += 1;
      return fetch(...args);
    };
    const geocoder = createNominatimGeocoder({ url: null, userAgent: 'T', timeoutMs: 3000 }, counting);
    expect(await geocoder.reverse(13.75, 100.5, 'en')).toBeNull();
    expect(calls).toBe(0);
  });

  it('a slow service is abandoned after the timeout (null, so the caller falls back)', async () => {
    fake.mode = 'hang';
    const geocoder = createNominatimGeocoder({ url: fake.url, userAgent: 'T', timeoutMs: 200 });
    const started = Date.now();
    expect(await geocoder.reverse(7.88, 98.39, 'en')).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
    fake.mode = 'place';
  });

  it('answers are cached per point and language (Nominatim usage policy)', async () => {
    const geocoder = createNominatimGeocoder({ url: fake.url, userAgent: 'T', timeoutMs: 1000 });
    const before = fake.requests.length;
    const first = await geocoder.reverse(13.7563, 100.5018, 'en');
    expect(first?.name).toBe('Khao San Road');
    expect(await geocoder.reverse(13.75631, 100.50179, 'en')).toEqual(first);
    expect((await geocoder.reverse(13.7563, 100.5018, 'th'))?.name).toBe('ถนนข้าวสาร');
    expect(fake.requests.length - before).toBe(2);
  });
});

describe('opening hours served with a location (spec §3 opening hours)', () => {
  const week = {
    sunday: { mode: 'closed' },
    monday: { mode: 'open24' },
    tuesday: { mode: 'open', periods: [{ open: '09.00', close: '17.00' }] },
    wednesday: { mode: 'open' },
    thursday: { mode: 'closed' },
    friday: { mode: 'open', periods: [{ open: '18.00', close: '02.00' }] },
    saturday: { mode: 'closed' },
  };

  it('valid weekly hours pass through unchanged', () => {
    expect(openingHoursOrNull(week)).toEqual(week);
  });

  it.each([
    ['a missing day', { ...week, saturday: undefined }],
    ['an unknown mode', { ...week, monday: { mode: 'sometimes' } }],
    [
      'a time without the dot separator',
      { ...week, tuesday: { mode: 'open', periods: [{ open: '9:00', close: '17:00' }] } },
    ],
    ['not an object', [1, 2]],
    ['a string', 'Mon-Fri 9-5'],
  ])('%s is served as null', (_name, value) => {
    expect(openingHoursOrNull(value)).toBeNull();
  });
});
