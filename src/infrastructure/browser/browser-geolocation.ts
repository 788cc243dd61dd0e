import type { GeoPosition, Geolocation } from '../../application/ports/geolocation.port';
import type { LocationPermission } from '../../domain/places/location-permission';

/** The part of the Permissions API the adapter asks (absent in older browsers and some web views). */
type PermissionsLike = Pick<Permissions, 'query'>;

/**
 * navigator.geolocation behind the port (spec §7): the position, or the browser's own error
 * (a GeolocationPositionError) unchanged — spec §8 "location errors pass through unchanged".
 * `permission()` asks the Permissions API, which never prompts.
 */
export class BrowserGeolocation implements Geolocation {
  constructor(
    private readonly geolocation: () => globalThis.Geolocation | undefined = () => navigator.geolocation,
    private readonly options: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    private readonly permissions: () => PermissionsLike | undefined = () =>
      typeof navigator === 'undefined' ? undefined : navigator.permissions,
  ) {}

  getPosition(): Promise<GeoPosition> {
    const geolocation = this.geolocation();
    if (!geolocation) return Promise.reject(new Error('Geolocation is not available in this browser.'));
    return new Promise((resolve, reject) => {
      geolocation.getCurrentPosition(
        (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
        (error) => reject(error),
        this.options,
      );
    });
  }

  async permission(): Promise<LocationPermission> {
    if (!this.geolocation()) return 'denied';
    const permissions = this.permissions();
    if (!permissions || typeof permissions.query !== 'function') return 'unknown';
    try {
      const { state } = await permissions.query({ name: 'geolocation' });
      return state === 'granted' || state === 'prompt' || state === 'denied' ? state : 'unknown';
    } catch {
      // Some engines reject the name 'geolocation' (e.g. older Safari): the browser cannot say.
      return 'unknown';
    }
  }
}
