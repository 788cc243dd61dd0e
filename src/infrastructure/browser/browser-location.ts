import type { BrowserLocation } from '../../application/ports/browser-location.port';

/** Leaves the SPA for another site, e.g. LINE's authorize page (spec §4 LINE login). */
export class WindowBrowserLocation implements BrowserLocation {
  constructor(private readonly location: () => Pick<Location, 'assign'> = () => window.location) {}

  assign(url: string): void {
    this.location().assign(url);
  }
}
