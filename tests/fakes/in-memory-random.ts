import type { RandomSource } from '../../src/application/ports/random.port';

/** Deterministic states: state-1, state-2, ... */
export class InMemoryRandom implements RandomSource {
  private counter = 0;

  randomState(): string {
    this.counter += 1;
    return `state-${this.counter}`;
  }
}
