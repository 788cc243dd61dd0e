import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import type { IdentityProvider } from '../kernel/identity.port';

let appCounter = 0;

const authCode = (error: unknown): string =>
  typeof error === 'object' && error !== null ? String((error as { code?: unknown }).code ?? '') : '';

/** Reads a JWT header without trusting it; used only to refuse unsigned tokens outside emulator mode. */
const jwtAlgorithm = (token: string): string | null => {
  try {
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as {
      alg?: unknown;
    };
    return typeof header.alg === 'string' ? header.alg : null;
  } catch {
    return null;
  }
};

/** How far ahead of this server's clock a token's issue time may be: clocks of honest issuers drift a little. */
export const ISSUED_AT_SKEW_MS = 5 * 60_000;

/**
 * A token issued in the future (iat past now + ISSUED_AT_SKEW_MS) is refused: firebase-admin checks only its
 * expiry, so such a token, minted with a key that was leaked or a clock that was wrong, would outlive its hour
 * from the real issue time. A token without a numeric iat is refused too (every Firebase ID token carries one).
 */
export function issuedAtProblem(iat: unknown, nowMs: number): string | null {
  if (typeof iat !== 'number' || !Number.isFinite(iat)) return 'no issue time';
  return iat * 1000 > nowMs + ISSUED_AT_SKEW_MS ? 'issued in the future' : null;
}

/**
 * firebase-admin behind the IdentityProvider seam. Emulator mode follows `FIREBASE_AUTH_EMULATOR_HOST`
 * (firebase-admin reads it from the process environment); outside it, unsigned tokens are refused before
 * firebase-admin sees them and revocation/disabled checks are always on.
 */
export function createFirebaseIdentity(options: { projectId: string; emulatorHost: string | null }): IdentityProvider {
  if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
  const emulator = options.emulatorHost !== null;
  const app: App = initializeApp({ projectId: options.projectId }, `travelogue-server-${++appCounter}`);
  const auth: Auth = getAuth(app);

  return {
    emulator,
    async verifyIdToken(token) {
      if (!emulator && jwtAlgorithm(token) !== 'RS256') {
        throw failure(ErrorCode.invalidToken, 'Invalid ID token: unsigned tokens are accepted only by the emulator');
      }
      try {
        const decoded = await auth.verifyIdToken(token, !emulator);
        const problem = issuedAtProblem(decoded.iat, Date.now());
        if (problem) throw failure(ErrorCode.invalidToken, `Invalid ID token: ${problem}`);
        return {
          uid: decoded.uid,
          email: decoded.email ?? null,
          authTime: typeof decoded.auth_time === 'number' ? decoded.auth_time * 1000 : null,
        };
      } catch (error) {
        const code = authCode(error);
        if (code === 'auth/user-disabled') throw failure(ErrorCode.invalidTokenRevoked, 'user disabled');
        if (code === 'auth/id-token-revoked') throw failure(ErrorCode.invalidTokenRevoked, 'ID token revoked');
        if (code === 'auth/user-not-found') throw failure(ErrorCode.invalidTokenRevoked, 'user deleted');
        if (code.startsWith('auth/')) throw failure(ErrorCode.invalidToken, `Invalid ID token (${code})`);
        throw error;
      }
    },
    createCustomToken: (uid) => auth.createCustomToken(uid),
    async emailExists(email) {
      try {
        await auth.getUserByEmail(email);
        return true;
      } catch (error) {
        // An address the identity provider refuses as malformed cannot belong to an account.
        if (authCode(error) === 'auth/user-not-found' || authCode(error) === 'auth/invalid-email') return false;
        throw error;
      }
    },
    async ensureUser(user) {
      try {
        const existing = await auth.getUserByEmail(user.email);
        return { uid: existing.uid, created: false };
      } catch (error) {
        if (authCode(error) !== 'auth/user-not-found') throw error;
      }
      const created = await auth.createUser({ ...user, emailVerified: true });
      return { uid: created.uid, created: true };
    },
    async setDisabled(uid, disabled) {
      await auth.updateUser(uid, { disabled });
      if (disabled) await auth.revokeRefreshTokens(uid);
    },
    async signInMethods(uid) {
      return (await auth.getUser(uid)).providerData.map((info) => info.providerId);
    },
    async deleteUser(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if (authCode(error) !== 'auth/user-not-found') throw error;
      }
    },
    async uidByEmail(email) {
      try {
        return (await auth.getUserByEmail(email)).uid;
      } catch (error) {
        if (authCode(error) === 'auth/user-not-found') return null;
        throw error;
      }
    },
    close: () => deleteApp(app),
  };
}
