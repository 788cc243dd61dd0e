import type {
  CustomLineBodyWire,
  CustomTokenWire,
  LineTokenSetWire,
  LoggedOutWire,
  RefreshBodyWire,
  UserIdAnswerWire,
} from '../../src/contract/auth.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import { nowDate, type Kernel } from '../kernel/deps';
import type { VerifiedIdentity } from '../kernel/identity.port';
import { newId } from '../kernel/ids';
import type { UserUseCases } from '../users/users.use-cases';
import type { AuthStore, LineLinkStore } from './auth.ports';
import { createLineLinkUseCases } from './line-link.use-cases';
import { verifiedLineUserId } from './line-verification';
import { createSessionUseCases } from './session.use-cases';

export type AuthDeps = Pick<Kernel, 'db' | 'clock' | 'identity' | 'line'>;

const unverifiedSubject = (token: string): string | null => {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sub?: unknown;
    };
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
};

/** Spec §4 sign-in, logout and refresh, the LINE token calls, and the web-view sessions (session.use-cases.ts). */
export function createAuthUseCases(
  deps: AuthDeps,
  store: AuthStore,
  users: Pick<UserUseCases, 'requireUser' | 'ensureUser'>,
  lineLinks: LineLinkStore,
) {
  const links = createLineLinkUseCases(deps, lineLinks, users);
  const record = (userId: string, kind: 'logout' | 'refresh') => ({
    eventId: newId(),
    userId,
    kind,
    lat: null,
    lng: null,
    device: null,
  });

  return {
    /** Spec §4 common sign-in step 4: verify the token, create the user on first login, record the event. */
    async login(request: {
      token: string;
      lat: number | null;
      lng: number | null;
      device: string;
    }): Promise<UserIdAnswerWire> {
      const identity = await deps.identity.verifyIdToken(request.token);
      const now = nowDate(deps);
      return deps.db.transaction(async (tx) => {
        const user = await users.ensureUser(tx, identity, now);
        await store.recordEvent(
          tx,
          {
            eventId: newId(),
            userId: user.user_id,
            kind: 'login',
            lat: request.lat,
            lng: request.lng,
            device: request.device,
          },
          now,
        );
        return { user_id: user.user_id };
      });
    },

    /** Spec §4 Logout: the backend is told; the identity provider sign-out happens in the SPA. */
    async logout(token: string): Promise<LoggedOutWire> {
      const identity = await deps.identity.verifyIdToken(token);
      await deps.db.transaction(async (tx) => {
        const user = await users.requireUser(tx, identity);
        await store.recordEvent(tx, record(user.user_id, 'logout'), nowDate(deps));
      });
      return { logged_out: true };
    },

    /**
     * Spec §7 refresh: the new token (also the bearer) is fully verified; the old one may have expired, so only
     * its subject is read, and it must be the same account (ours: 4010104001 otherwise).
     */
    async refresh(bearer: VerifiedIdentity, request: RefreshBodyWire): Promise<UserIdAnswerWire> {
      const fresh = await deps.identity.verifyIdToken(request.new_token);
      if (fresh.uid !== bearer.uid)
        throw failure(ErrorCode.invalidToken, 'new_token and the Authorization bearer belong to different accounts');
      if (unverifiedSubject(request.old_token) !== fresh.uid)
        throw failure(ErrorCode.invalidToken, 'old_token does not belong to this account');
      return deps.db.transaction(async (tx) => {
        const user = await users.requireUser(tx, fresh);
        await store.recordEvent(tx, record(user.user_id, 'refresh'), nowDate(deps));
        return { user_id: user.user_id };
      });
    },

    /**
     * Spec §4 step 3: a LINE access token and user id become an identity-provider custom token, for the account
     * the LINE account is linked to or else its own `line:<LINE user id>`.
     */
    async customLineToken(request: CustomLineBodyWire): Promise<CustomTokenWire> {
      const lineUserId = await verifiedLineUserId(deps, request);
      return { token: await deps.identity.createCustomToken(await links.lineSignInUid(lineUserId)) };
    },

    /** Spec §7 own web-server calls: the channel secret stays here, never in the browser. */
    exchangeLineCode: (code: string): Promise<LineTokenSetWire> => deps.line.exchangeCode(code),
    refreshLineToken: (refreshToken: string): Promise<LineTokenSetWire> => deps.line.refresh(refreshToken),

    ...createSessionUseCases(deps, store, users),
    lineLinkState: links.lineLinkState,
    linkLine: links.linkLine,
    unlinkLine: links.unlinkLine,
  };
}

export type AuthUseCases = ReturnType<typeof createAuthUseCases>;
