export interface GeocodedPlace {
  readonly name: string;
  readonly address: string;
}

/** Reverse geocoding through an open map service (spec §7 locations); null means "ask someone else". */
export interface ReverseGeocoder {
  reverse(lat: number, lng: number, lang: 'en' | 'th'): Promise<GeocodedPlace | null>;
}
