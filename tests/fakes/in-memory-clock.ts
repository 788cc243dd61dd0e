import type { Clock } from '../../src/application/ports/clock.port';

export class InMemoryClock implements Clock {
  constructor(private current = Date.UTC(2025, 0, 15, 9, 0, 0)) {}

  now(): number {
    return this.current;
  }

  set(ms: number): void {
    this.current = ms;
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
