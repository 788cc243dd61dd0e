import type { BrowserLocation } from '../../src/application/ports/browser-location.port';
import type { CallLog } from './call-log';

export class InMemoryBrowserLocation implements BrowserLocation {
  readonly assigned: string[] = [];

  constructor(private readonly log?: CallLog) {}

  assign(url: string): void {
    this.log?.record('browserLocation.assign');
    this.assigned.push(url);
  }
}
