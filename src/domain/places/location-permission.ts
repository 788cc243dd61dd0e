/**
 * The browser's answer for this site's access to the position (the Permissions API's `geolocation` state);
 * `unknown` where the browser cannot say (no Permissions API, or it refuses the query).
 */
export type LocationPermission = 'granted' | 'prompt' | 'denied' | 'unknown';

/**
 * What a control that needs the reader's position ("near me" on the map, "How far is it from me?" on a place)
 * does when pressed: `locate` at once where the position is already allowed; `explain` first (a sentence of
 * why, then the person asks for the browser's prompt themselves) where the browser would otherwise prompt
 * or may; `denied` where the browser has been told no: asking again would fail without a prompt, so say
 * how to allow it instead.
 */
export type LocationAsk = 'locate' | 'explain' | 'denied';

export const locationAsk = (permission: LocationPermission): LocationAsk =>
  permission === 'granted' ? 'locate' : permission === 'denied' ? 'denied' : 'explain';
