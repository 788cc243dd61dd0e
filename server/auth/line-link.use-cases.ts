import type { LineLinkBodyWire, LineLinkStateWire } from '../../src/contract/auth.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import { nowDate, type Kernel } from '../kernel/deps';
import type { VerifiedIdentity } from '../kernel/identity.port';
import type { UserUseCases } from '../users/users.use-cases';
import type { LineLinkStore } from './auth.ports';
import { LINE_UID_PREFIX, verifiedLineUserId } from './line-verification';

const NOT_LINKED: LineLinkStateWire = { linked: false, line_user_id: null, can_unlink: false };

/**
 * LINE linked to an existing account (email, Google, …), so LINE sign-in opens that account. A LINE
 * account opens at most one of ours: one already linked elsewhere, or one that has its own `line:<id>` account,
 * is refused with 409 4090104010 (spec §8's link-social-account credential-already-in-use message). An account
 * always keeps a way in: LINE is unlinked only while the identity provider holds another method (4090104011).
 */
export function createLineLinkUseCases(
  deps: Pick<Kernel, 'db' | 'clock' | 'identity' | 'line'>,
  store: LineLinkStore,
  users: Pick<UserUseCases, 'requireUser'>,
) {
  const isLineAccount = (identity: VerifiedIdentity) => identity.uid.startsWith(LINE_UID_PREFIX);

  async function state(identity: VerifiedIdentity): Promise<LineLinkStateWire> {
    if (isLineAccount(identity))
      return { linked: true, line_user_id: identity.uid.slice(LINE_UID_PREFIX.length), can_unlink: false };
    const user = await users.requireUser(deps.db, identity);
    const link = await store.findByUserId(deps.db, user.user_id);
    if (!link) return NOT_LINKED;
    const others = await deps.identity.signInMethods(identity.uid);
    return { linked: true, line_user_id: link.line_user_id, can_unlink: others.length > 0 };
  }

  return {
    lineLinkState: state,

    /** Links the LINE account the access token proves; linking the same one again changes nothing. */
    async linkLine(identity: VerifiedIdentity, request: LineLinkBodyWire): Promise<LineLinkStateWire> {
      const lineUserId = await verifiedLineUserId(deps, request);
      if (isLineAccount(identity)) {
        if (identity.uid === `${LINE_UID_PREFIX}${lineUserId}`) return state(identity);
        throw failure(ErrorCode.lineAlreadyLinked, 'This account was made with another LINE account');
      }
      await deps.db.transaction(async (tx) => {
        const user = await users.requireUser(tx, identity);
        const existing = await store.findByLineUserId(tx, lineUserId);
        if (existing?.user_id === user.user_id) return;
        if (existing)
          throw failure(ErrorCode.lineAlreadyLinked, 'This LINE account is already linked to another account');
        if (await store.accountExists(tx, `${LINE_UID_PREFIX}${lineUserId}`)) {
          throw failure(ErrorCode.lineAlreadyLinked, 'This LINE account already has its own account (LINE sign-in)');
        }
        await store.deleteByUserId(tx, user.user_id);
        const inserted = await store.insert(tx, { line_user_id: lineUserId, user_id: user.user_id }, nowDate(deps));
        if (!inserted)
          throw failure(ErrorCode.lineAlreadyLinked, 'This LINE account is already linked to another account');
      });
      return state(identity);
    },

    /** Unlinking what is not linked changes nothing; the last way in is never removed. */
    async unlinkLine(identity: VerifiedIdentity): Promise<LineLinkStateWire> {
      if (isLineAccount(identity))
        throw failure(ErrorCode.lastSignInMethod, 'An account made with LINE sign-in keeps LINE');
      const user = await users.requireUser(deps.db, identity);
      if (!(await store.findByUserId(deps.db, user.user_id))) return NOT_LINKED;
      if ((await deps.identity.signInMethods(identity.uid)).length === 0) {
        throw failure(ErrorCode.lastSignInMethod, 'LINE is the only sign-in method left on this account');
      }
      await store.deleteByUserId(deps.db, user.user_id);
      return NOT_LINKED;
    },

    /** The uid LINE sign-in opens: the linked account's, else the LINE account's own `line:<id>` (spec §4 step 3). */
    async lineSignInUid(lineUserId: string): Promise<string> {
      const link = await store.findByLineUserId(deps.db, lineUserId);
      return link?.firebase_uid ?? `${LINE_UID_PREFIX}${lineUserId}`;
    },
  };
}
