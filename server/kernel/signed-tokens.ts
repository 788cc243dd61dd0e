import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens carrying a small JSON value, signed with an HMAC-SHA256 under a server secret and a purpose (a token made
 * for one purpose is refused for another): `base64url(json).base64url(hmac)`. Not encrypted: the value is readable.
 */
const signatureOf = (secret: string, purpose: string, payload: string) =>
  createHmac('sha256', secret).update(`${purpose}:${payload}`).digest('base64url');

export function signToken(secret: string, purpose: string, value: unknown): string {
  const payload = Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
  return `${payload}.${signatureOf(secret, purpose, payload)}`;
}

/** The value a token was signed with, or undefined for any token not made by signToken with this secret and purpose. */
export function readSignedToken(secret: string, purpose: string, token: string): unknown {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(signatureOf(secret, purpose, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
