import type { JwtDecoder } from '../../src/application/ports/jwt-decoder.port';

/** Reads `exp` from an unsigned JWT (see tests/builders/jwt.builder.ts); null when unreadable. */
export class InMemoryJwtDecoder implements JwtDecoder {
  expiry(token: string): number | null {
    const payload = token.split('.')[1];
    if (!payload) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
      return typeof claims.exp === 'number' ? claims.exp : null;
    } catch {
      return null;
    }
  }
}
