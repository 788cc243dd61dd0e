import type { GeoPosition, Geolocation } from '../../application/ports/geolocation.port';

/**
 * navigator.geolocation behind the port (spec §7): the position, or the browser's own error
 * (a GeolocationPositionError) unchanged — spec §8 "location errors pass through unchanged".
 */
export class BrowserGeolocation implements Geolocation {
  constructor(
    private readonly geolocation: () => globalThis.Geolocation | undefined = () => navigator.geolocation,
    private readonly options: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
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
}
