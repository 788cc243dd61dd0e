import type { LocationPermission } from '../../domain/places/location-permission';

export interface GeoPosition {
  readonly lat: number;
  readonly lng: number;
}

/** Browser geolocation (spec §7). */
export interface Geolocation {
  /** The position, or a rejection with the browser's own error; may raise the browser's permission prompt. */
  getPosition(): Promise<GeoPosition>;
  /**
   * Whether this site may read the position, asked without any prompt; `unknown` where the browser cannot
   * say. Never rejects.
   */
  permission(): Promise<LocationPermission>;
}
