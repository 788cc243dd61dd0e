/** Leaving the SPA for another site (e.g. LINE's authorize page). */
export interface BrowserLocation {
  assign(url: string): void;
}
