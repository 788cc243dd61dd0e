import type { Logger } from '../../application/ports/logger.port';

/** The browser console behind the Logger port (spec §4: geolocation failure is "only logged as a warning"). */
export class ConsoleLogger implements Logger {
  constructor(private readonly sink: Pick<Console, 'warn' | 'error'> = console) {}

  warn(message: string, details?: unknown): void {
    if (details === undefined) this.sink.warn(message);
    else this.sink.warn(message, details);
  }

  error(message: string, details?: unknown): void {
    if (details === undefined) this.sink.error(message);
    else this.sink.error(message, details);
  }
}
