import { describe, expect, it } from 'vitest';
import { distanceMetres, roundedDistance } from '../../../src/domain/places/distance';

describe('distance from the reader (location page)', () => {
  it('is zero at the same point and symmetric', () => {
    const doi = { lat: 18.8048, lng: 98.9216 };
    expect(distanceMetres(doi, doi)).toBe(0);
    const city = { lat: 18.7883, lng: 98.9853 };
    expect(distanceMetres(doi, city)).toBeCloseTo(distanceMetres(city, doi), 6);
  });

  it('Bangkok to Chiang Mai is about 585 km', () => {
    const km = distanceMetres({ lat: 13.7563, lng: 100.5018 }, { lat: 18.7883, lng: 98.9853 }) / 1000;
    expect(km).toBeGreaterThan(575);
    expect(km).toBeLessThan(595);
  });

  it.each([
    [0, '0', 'm'],
    [123, '120', 'm'],
    [994, '990', 'm'],
    [995, '1.0', 'km'],
    [2449, '2.4', 'km'],
    [9949, '9.9', 'km'],
    [9950, '10', 'km'],
    [584_700, '585', 'km'],
  ] as const)('%d m reads %s %s', (metres, value, unit) => {
    expect(roundedDistance(metres)).toEqual({ value, unit });
  });
});
