import { MANDATORY_FIELDS, type MandatoryFieldsWire, type ProfileWire } from '../../src/contract/users.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import { displayNameKey, normalizeDisplayName } from '../../src/domain/user/name-rules';
import { CONTACT_EMAIL_PATTERN_SOURCE } from '../../src/domain/user/profile-fields';
import type { UniquenessKind } from '../../src/domain/user/user-profile';
import type { Queryable } from '../kernel/database.port';
import type { Kernel } from '../kernel/deps';
import type { VerifiedIdentity } from '../kernel/identity.port';
import { newUserId } from '../kernel/ids';
import type { Paged } from '../kernel/paged';
import { takeHit, tooManyRequests } from '../kernel/rate-counter.port';
import { toWireProfile } from './profile.mapper';
import { createProfileWrites } from './profile-writes';
import type { ProfileRow, UserRow, UserStore } from './users.ports';

const EMAIL_PATTERN = new RegExp(CONTACT_EMAIL_PATTERN_SOURCE);

/** Spec §5 mandatory fields (ours: display name and username; see OpenAPI); the contract lists them. */
export { MANDATORY_FIELDS };

export type UserDeps = Pick<Kernel, 'db' | 'clock' | 'identity' | 'changes' | 'config' | 'rateCounters'>;

/** Who asks a uniqueness lookup: the verified account and the client's address (TRUST_PROXY's resolution). */
export interface LookupCaller {
  readonly uid: string;
  readonly client: string;
}

/**
 * The users module's use cases: accounts (the user row behind a verified token, which every other module
 * asks for through `requireUser`), profile reads and writes (spec §3, §5) and the mention search.
 */
export function createUserUseCases(deps: UserDeps, users: UserStore) {
  /** The user row behind a verified token; calls other than login need one (404 4040102001 otherwise). */
  async function requireUser(q: Queryable, identity: VerifiedIdentity): Promise<UserRow> {
    const user = await users.findByFirebaseUid(q, identity.uid);
    if (!user)
      throw failure(
        ErrorCode.userNotFound,
        'No user for this account yet: call user-auth-command-service/v1/login first',
      );
    return user;
  }

  /**
   * Whether an e-mail, a display name or a username is taken tells an account exists: lookups are counted per user
   * and per client a window (429 4290104009 with Retry-After past either), so no signed-in user, nor one client
   * with many accounts, can enumerate them. E-mails (EMAIL_LOOKUP_*) and names (NAME_LOOKUP_*, roomier: the
   * sign-up form asks as the user types) are counted apart. Every call counts, refused ones included.
   */
  async function countLookup(kind: 'email' | 'name', caller: LookupCaller): Promise<void> {
    const { userMax, clientMax, windowMs } =
      kind === 'email' ? deps.config.emailLookupLimit : deps.config.nameLookupLimit;
    const now = deps.clock.now();
    const [byUser, byClient] = await Promise.all([
      takeHit(deps.rateCounters, `${kind}-lookup:user:${caller.uid}`, { max: userMax, windowMs }, now),
      takeHit(deps.rateCounters, `${kind}-lookup:client:${caller.client}`, { max: clientMax, windowMs }, now),
    ]);
    const refused = [byUser, byClient].filter((hit) => !hit.allowed);
    if (refused.length > 0) {
      const waitMs = Math.max(...refused.map((hit) => hit.retryAfterMs));
      throw tooManyRequests(
        `Too many ${kind === 'email' ? 'e-mail' : 'name'} lookups; retry in ${Math.ceil(waitMs / 1000)} s`,
        waitMs,
      );
    }
  }

  const requireProfile = async (q: Queryable, user: UserRow, forUpdate = false): Promise<ProfileRow> => {
    const profile = await users.findProfile(q, user.user_id, forUpdate);
    if (!profile)
      throw failure(
        ErrorCode.userNotFound,
        'No profile for this user yet: create it with user-orchestration-service/v1/profiles',
      );
    return profile;
  };

  async function myProfile(identity: VerifiedIdentity): Promise<ProfileRow> {
    return requireProfile(deps.db, await requireUser(deps.db, identity));
  }

  return {
    requireUser,

    /** The user row of a verified token, or null before the first login (anonymous-friendly calls). */
    findUser: (q: Queryable, identity: VerifiedIdentity): Promise<UserRow | null> =>
      users.findByFirebaseUid(q, identity.uid),

    /** Spec §4 common sign-in step 4: the user of this account, created on first login (user_id ours, a UUID). */
    ensureUser: (q: Queryable, identity: VerifiedIdentity, now: Date): Promise<UserRow> =>
      users.insertIfAbsent(q, { user_id: newUserId(), firebase_uid: identity.uid, email: identity.email }, now),

    ...createProfileWrites(deps, users, requireUser, requireProfile),

    myProfile,

    mandatoryFields: (profile: ProfileRow): MandatoryFieldsWire => {
      const missing = MANDATORY_FIELDS.filter((field) => !profile[field]);
      return { yes: missing.length === 0, missing_fields: missing };
    },

    /** profiles/{userId}: by user id, or (ours) by username so /profiles/[username] can use it. */
    async publicProfile(idOrUsername: string): Promise<ProfileWire> {
      const profile =
        (await users.findProfile(deps.db, idOrUsername)) ?? (await users.findProfileByUsername(deps.db, idOrUsername));
      if (!profile) throw failure(ErrorCode.userNotFound, 'User not found');
      return toWireProfile(profile);
    },

    /** A profile by username, case-insensitively (spec §5: names are unique that way); null when none. */
    profileByUsername: (username: string): Promise<ProfileRow | null> => users.findProfileByUsername(deps.db, username),

    profileExists: async (userId: string): Promise<boolean> => (await users.findProfile(deps.db, userId)) !== null,

    /** Spec §5 uniqueness lookups; e asks the identity provider since emails live there. */
    async existsOrNot(by: UniquenessKind, value: string, caller: LookupCaller): Promise<boolean> {
      await countLookup(by === 'e' ? 'email' : 'name', caller);
      if (by === 'e') {
        // Spec §5 by=e: a value that is not an email is the caller's mistake (422), not the identity SDK's 500.
        if (!EMAIL_PATTERN.test(value))
          throw failure(ErrorCode.validationUser, 'querystring.value must be an email address when by is e');
        return deps.identity.emailExists(value);
      }
      return by === 'u'
        ? users.nameTaken(deps.db, 'username', value.trim())
        : users.nameTaken(deps.db, 'display_name', normalizeDisplayName(value));
    },

    /**
     * Gives look-alike keys (migration 0018) to display names written before keys existed; run once per start,
     * before the server answers. A name that already looked like another profile's keeps its name and no key (the
     * older name holds it); `nameTaken` still refuses names equal to it.
     */
    async backfillDisplayNameKeys(): Promise<{ keyed: number; alike: number }> {
      let keyed = 0,
        alike = 0,
        after = '';
      for (;;) {
        const rows = await users.unkeyedDisplayNames(deps.db, after, 500);
        for (const row of rows) {
          if (await users.storeDisplayNameKey(deps.db, row.user_id, displayNameKey(row.display_name))) keyed += 1;
          else alike += 1;
        }
        if (rows.length < 500) return { keyed, alike };
        after = rows[rows.length - 1].user_id;
      }
    },

    /**
     * Mention search: case-insensitive prefix on username or display name, ordered by username. A look-alike
     * spelling finds the name too (its key is compared, as uniqueness does: "Аlice" with a Cyrillic А finds
     * "Alice"), so what a writer typed from another keyboard still finds the person.
     */
    async searchMentions(keyword: string, offset: number, limit: number): Promise<Paged<ProfileWire>> {
      const page = await users.searchMentions(deps.db, keyword, displayNameKey(keyword), offset, limit);
      return { items: page.rows.map(toWireProfile), offset, limit, total: page.total };
    },
  };
}

export type UserUseCases = ReturnType<typeof createUserUseCases>;
