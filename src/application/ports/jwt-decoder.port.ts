/** Reads claims from a JWT without verifying it (the server verifies). */
export interface JwtDecoder {
  /** The `exp` claim in seconds, or null when the token cannot be read. */
  expiry(token: string): number | null;
}
