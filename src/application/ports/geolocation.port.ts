export interface GeoPosition {
  readonly lat: number;
  readonly lng: number;
}

/** Browser geolocation (spec §7): resolves the position or rejects with the browser's error. */
export interface Geolocation {
  getPosition(): Promise<GeoPosition>;
}
