import type { GeoPosition, Geolocation } from '../../src/application/ports/geolocation.port';
import type { LocationPermission } from '../../src/domain/places/location-permission';
import type { CallLog } from './call-log';

export class InMemoryGeolocation implements Geolocation {
  /** The position to answer with, or the browser error to reject with. */
  result: { position: GeoPosition } | { error: unknown } = { position: { lat: 13.7563, lng: 100.5018 } };
  /** What the Permissions API says; granted unless a test says otherwise. */
  permissionState: LocationPermission = 'granted';
  /** How many times the position was asked for (each may be a browser prompt). */
  positionsAsked = 0;

  constructor(private readonly log?: CallLog) {}

  async getPosition(): Promise<GeoPosition> {
    this.log?.record('geolocation.getPosition');
    this.positionsAsked += 1;
    if ('error' in this.result) throw this.result.error;
    return this.result.position;
  }

  async permission(): Promise<LocationPermission> {
    this.log?.record('geolocation.permission');
    return this.permissionState;
  }
}
