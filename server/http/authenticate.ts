import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import type { IdentityProvider, VerifiedIdentity } from '../kernel/identity.port';
import type { AuthMode } from './route-table';

export const bearerOf = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
};

/**
 * The bearer token decides, not the prefix (spec §6 private calls send a bearer token): a missing or
 * invalid token on a `required` route is 401 4010104001; revoked or disabled accounts are 401 4010104500
 * with err_message 'user disabled' / 'ID token revoked' so the SPA can tell them apart (spec §4 flags).
 */
export function makeAuthenticator(identity: IdentityProvider) {
  return async (request: FastifyRequest, mode: AuthMode): Promise<VerifiedIdentity | null> => {
    if (mode === 'none') return null;
    const token = bearerOf(request);
    if (!token) {
      if (mode === 'optional') return null;
      throw failure(ErrorCode.invalidToken, 'Missing bearer token');
    }
    return identity.verifyIdToken(token);
  };
}

/** The same check for a signed-in-only handler outside the route table (a stream): the identity, or the 401 thrown. */
export function makeRequiredAuthenticator(identity: IdentityProvider) {
  return async (request: FastifyRequest): Promise<VerifiedIdentity> => {
    const token = bearerOf(request);
    if (!token) throw failure(ErrorCode.invalidToken, 'Missing bearer token');
    return identity.verifyIdToken(token);
  };
}
