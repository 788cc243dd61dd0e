const base64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT with the given claims, enough for the client-side expiry reads of spec §4. */
export const aJwt = (claims: { exp?: number; sub?: string; [claim: string]: unknown }): string =>
  `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.signature`;
