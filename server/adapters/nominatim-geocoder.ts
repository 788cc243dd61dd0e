import type { GeocoderConfig } from '../kernel/config';
import type { GeocodedPlace, ReverseGeocoder } from '../kernel/geocoder.port';

interface NominatimReverse {
  readonly error?: unknown;
  readonly name?: unknown;
  readonly display_name?: unknown;
}

const CACHE_SIZE = 500;

/**
 * A Nominatim-compatible `/reverse?format=jsonv2` client. Nominatim's usage policy asks for an identifying
 * User-Agent and for results to be cached, so answers are kept per (point rounded to ~11 m, language).
 * Any failure (unset URL, timeout, HTTP error, "Unable to geocode", unreadable JSON) yields null: the caller
 * falls back to the nearest known location, and the map keeps working offline.
 */
export function createNominatimGeocoder(config: GeocoderConfig, fetchImpl: typeof fetch = fetch): ReverseGeocoder {
  const cache = new Map<string, GeocodedPlace>();
  return {
    async reverse(lat, lng, lang) {
      if (!config.url) return null;
      const key = `${lat.toFixed(4)},${lng.toFixed(4)},${lang}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const url = new URL(`${config.url}/reverse`);
      url.search = new URLSearchParams({
        format: 'jsonv2',
        lat: String(lat),
        lon: String(lng),
        'accept-language': lang,
      }).toString();
      try {
        const response = await fetchImpl(url, {
          headers: { 'user-agent': config.userAgent, accept: 'application/json' },
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok) return null;
        const place = toPlace((await response.json()) as NominatimReverse);
        if (!place) return null;
        if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        cache.set(key, place);
        return place;
      } catch {
        return null;
      }
    },
  };
}

/** jsonv2 gives `name` (often empty for a plain street point) and `display_name` (the full address). */
function toPlace(body: NominatimReverse): GeocodedPlace | null {
  if (!body || typeof body !== 'object' || body.error !== undefined) return null;
  const address = typeof body.display_name === 'string' ? body.display_name.trim() : '';
  const name =
    typeof body.name === 'string' && body.name.trim() ? body.name.trim() : (address.split(',')[0]?.trim() ?? '');
  if (!name && !address) return null;
  return { name, address };
}
