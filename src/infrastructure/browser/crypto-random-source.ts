import type { RandomSource } from '../../application/ports/random.port';

/** An unguessable LINE login state (spec §4): 128 bits from the platform's CSPRNG, as hex. */
export class CryptoRandomSource implements RandomSource {
  constructor(private readonly bytes = 16) {}

  randomState(): string {
    const values = globalThis.crypto.getRandomValues(new Uint8Array(this.bytes));
    return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
  }
}
