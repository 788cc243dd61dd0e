import type { Logger } from '../../src/application/ports/logger.port';

export interface LogEntry {
  readonly level: 'warn' | 'error';
  readonly message: string;
  readonly details: unknown;
}

export class InMemoryLogger implements Logger {
  readonly entries: LogEntry[] = [];

  warn(message: string, details?: unknown): void {
    this.entries.push({ level: 'warn', message, details });
  }

  error(message: string, details?: unknown): void {
    this.entries.push({ level: 'error', message, details });
  }

  at(level: LogEntry['level']): LogEntry[] {
    return this.entries.filter((entry) => entry.level === level);
  }
}
