import type { GeoPosition, Geolocation } from '../../src/application/ports/geolocation.port';
import type { CallLog } from './call-log';

export class InMemoryGeolocation implements Geolocation {
  /** The position to answer with, or the browser error to reject with. */
  result: { position: GeoPosition } | { error: unknown } = { position: { lat: 13.7563, lng: 100.5018 } };

  constructor(private readonly log?: CallLog) {}

  async getPosition(): Promise<GeoPosition> {
    this.log?.record('geolocation.getPosition');
    if ('error' in this.result) throw this.result.error;
    return this.result.position;
  }
}
