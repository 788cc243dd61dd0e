/** A point on Earth in degrees. */
export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine, mean Earth radius): what "how far is it from me" needs. */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A distance as a reader reads it: metres rounded to 10 under 1 km, then km with one decimal under 10 km,
 * whole km beyond. `unit` says which words to use ('m' or 'km'), `value` the number as text.
 */
export function roundedDistance(metres: number): { readonly value: string; readonly unit: 'm' | 'km' } {
  if (metres < 995) return { value: String(Math.max(0, Math.round(metres / 10) * 10)), unit: 'm' };
  const km = metres / 1000;
  return { value: km < 9.95 ? km.toFixed(1) : String(Math.round(km)), unit: 'km' };
}
