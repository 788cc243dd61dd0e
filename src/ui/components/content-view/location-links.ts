/**
 * Where a place's links go: its public page, and a maps app. Shared by the content view
 * (articles, trips, the editor's preview) and the reader's location page.
 */
export const locationHref = (locationId: string): string => `/map/location/${encodeURIComponent(locationId)}`;

/**
 * Opens the place in the reader's maps app: Google Maps' cross-platform search URL, which the Google Maps
 * app takes over on Android and iOS and any browser opens elsewhere (a `geo:` URI does nothing on desktops).
 */
export const mapsAppUrl = (lat: number, lng: number): string =>
  `https://www.google.com/maps/search/?api=1&query=${lat.toFixed(6)},${lng.toFixed(6)}`;
