import { jwtDecode } from 'jwt-decode';
import type { JwtDecoder } from '../../application/ports/jwt-decoder.port';

/** Reads `exp` without verifying (spec §4 access-token expiry; the server verifies). Garbage gives null. */
export class JwtDecodeDecoder implements JwtDecoder {
  expiry(token: string): number | null {
    try {
      const { exp } = jwtDecode<{ exp?: unknown }>(token);
      return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
    } catch {
      return null;
    }
  }
}
