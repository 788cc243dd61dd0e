import type {
  CreateProfileBodyWire,
  FirstProfileUpdateBodyWire,
  ProfileUpdateBodyWire,
  ProfileWire,
  TermsAcceptedWire,
} from '../../src/contract/users.contract';
import { ErrorCode } from '../../src/domain/errors/error-codes';
import { failure } from '../../src/domain/errors/failure';
import { nameLockedUntil } from '../../src/domain/user/name-change';
import { DISPLAY_NAME_MAX_LENGTH, displayNameProblem, normalizeDisplayName } from '../../src/domain/user/name-rules';
import { isUniqueViolation, type Queryable } from '../kernel/database.port';
import { nowDate, type Kernel } from '../kernel/deps';
import type { VerifiedIdentity } from '../kernel/identity.port';
import { newId } from '../kernel/ids';
import { toWireProfile } from './profile.mapper';
import type { ProfileChanges, ProfileRow, UserRow, UserStore } from './users.ports';

type RequireUser = (q: Queryable, identity: VerifiedIdentity) => Promise<UserRow>;
type RequireProfile = (q: Queryable, user: UserRow, forUpdate?: boolean) => Promise<ProfileRow>;

/** A duplicated name, raced or not, is 4000101001 naming the field (spec §8 duplicated-username field error). */
const duplicate = (field: 'username' | 'display_name') =>
  failure(ErrorCode.duplicateName, `${field} is already taken`, { field });

/**
 * The display name as it is stored (NFKC, Unicode spaces one plain space: name-rules.ts), after the domain's rule:
 * an invisible character is 422 4220101013 naming the field, anything else the rule refuses 422 4220101000 (the
 * schema let through what only shows after normalizing, e.g. a ligature that NFKC turns into more than 50).
 */
const acceptedDisplayName = (raw: string): string => {
  const problem = displayNameProblem(raw);
  if (problem === 'invisible')
    throw failure(
      ErrorCode.invisibleCharacters,
      'body.display_name contains invisible characters (zero-width, direction control, soft hyphen or the like)',
      { field: 'display_name' },
    );
  if (problem === 'empty') throw failure(ErrorCode.validationUser, 'body.display_name must not be blank');
  if (problem === 'tooLong')
    throw failure(ErrorCode.validationUser, `body.display_name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`);
  if (problem)
    throw failure(ErrorCode.validationUser, 'body.display_name must be letters, numbers, punctuation, spaces');
  return normalizeDisplayName(raw);
};

const withDuplicateGuard = async <T>(
  fields: readonly ('username' | 'display_name')[],
  fn: () => Promise<T>,
): Promise<T> => {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(fields.length === 1 ? fields[0] : 'username');
    throw error;
  }
};

/** The profile writes of spec §4 step 5 and §5 (part of users.use-cases.ts). */
export function createProfileWrites(
  deps: Pick<Kernel, 'db' | 'clock' | 'changes'>,
  users: UserStore,
  requireUser: RequireUser,
  requireProfile: RequireProfile,
) {
  /** Ours: a new profile gets a username from the email's local part so only the display name is left to fill. */
  async function generateUsername(q: Queryable, email: string | null): Promise<string> {
    const base = (email?.split('@')[0] ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9._]/g, '')
      .slice(0, 20);
    const stem = base.length >= 3 ? base : 'user';
    for (let attempt = 0; attempt < 6; attempt++) {
      const candidate = attempt === 0 && base.length >= 3 ? stem : `${stem}${Math.floor(1000 + Math.random() * 9000)}`;
      if (!(await users.nameTaken(q, 'username', candidate))) return candidate;
    }
    return `user_${newId(6)}`;
  }

  const avatarPath = async (
    q: Queryable,
    user: UserRow,
    hash: string | null | undefined,
  ): Promise<string | null | undefined> => {
    if (hash === undefined || hash === null) return hash;
    const upload = await users.findAvatarUpload(q, hash);
    if (!upload || upload.owner_user_id !== user.user_id || !upload.stored_at) {
      throw failure(ErrorCode.validationUser, 'avatar_image_hash does not name a finished avatar upload of this user');
    }
    return `/api/uploads/avatar/${hash}`;
  };

  /**
   * After the commit: the profile shown as the author of their contents (username, display name, avatar) may
   * have changed, and readers' caches must hear of it.
   */
  const authorChanged = async (profile: ProfileWire): Promise<ProfileWire> => {
    await deps.changes.publish('author', profile.user_id);
    return profile;
  };

  return {
    /** Spec §4 common sign-in step 5. Ownership: the token's uid must be firebase_id, and user_id that account's. */
    async createProfile(identity: VerifiedIdentity, body: CreateProfileBodyWire): Promise<ProfileWire> {
      if (body.firebase_id !== identity.uid)
        throw failure(ErrorCode.forbidden, 'firebase_id is not the signed-in account');
      const now = nowDate(deps);
      return deps.db.transaction(async (tx) => {
        const user = await requireUser(tx, identity);
        if (user.user_id !== body.user_id) throw failure(ErrorCode.forbidden, 'user_id is not the signed-in user');
        const username = await generateUsername(tx, user.email);
        const created = await withDuplicateGuard(['username'], () =>
          users.insertProfile(tx, user.user_id, { username, contact_email: null }, now),
        );
        if (!created) throw failure(ErrorCode.duplicateProfile, 'Profile already exists');
        return toWireProfile((await users.findProfile(tx, user.user_id))!);
      });
    },

    async acceptTerms(identity: VerifiedIdentity): Promise<TermsAcceptedWire> {
      return deps.db.transaction(async (tx) => {
        const profile = await requireProfile(tx, await requireUser(tx, identity), true);
        const acceptedAt = profile.terms_accepted_at ?? nowDate(deps);
        if (!profile.terms_accepted_at)
          await users.updateProfile(tx, profile.user_id, { terms_accepted_at: acceptedAt }, acceptedAt);
        return { accepted: true, accepted_at: new Date(acceptedAt).toISOString() };
      });
    },

    /**
     * Spec §7 PATCH profiles/1st: once only (4090101002); referral code = an existing user's username (ours). The
     * username chosen at onboarding comes here too: choosing a name is not a spec §5 change (name-change.ts).
     */
    async firstUpdate(identity: VerifiedIdentity, body: FirstProfileUpdateBodyWire): Promise<ProfileWire> {
      const now = nowDate(deps);
      return authorChanged(
        await deps.db.transaction(async (tx) => {
          const user = await requireUser(tx, identity);
          const profile = await requireProfile(tx, user, true);
          if (profile.first_update_done_at)
            throw failure(ErrorCode.firstProfileUpdateDone, 'The first profile update is already done');
          const displayName = acceptedDisplayName(body.display_name);
          if (await users.nameTaken(tx, 'display_name', displayName, user.user_id)) throw duplicate('display_name');
          // Spec §5: the username chosen here is not a change, so username_updated_at stays as it is (empty).
          const username = body.username?.trim();
          const chosenUsername = username && username !== profile.username ? username : undefined;
          if (chosenUsername && (await users.nameTaken(tx, 'username', chosenUsername, user.user_id)))
            throw duplicate('username');
          let referredBy: string | null = null;
          if (body.referral_code) {
            const referrer = await users.findProfileByUsername(tx, body.referral_code);
            if (!referrer || referrer.user_id === user.user_id)
              throw failure(ErrorCode.referralCodeNotFound, 'Referral code not found');
            referredBy = referrer.user_id;
          }
          const changes: ProfileChanges = {
            display_name: displayName,
            lang: body.lang ?? profile.lang,
            referred_by: referredBy,
            first_update_done_at: now,
            ...(chosenUsername ? { username: chosenUsername } : {}),
          };
          const avatar = await avatarPath(tx, user, body.avatar_image_hash);
          if (avatar !== undefined) changes.avatar_image = avatar;
          await withDuplicateGuard(chosenUsername ? ['display_name', 'username'] : ['display_name'], () =>
            users.updateProfile(tx, user.user_id, changes, now),
          );
          return toWireProfile((await users.findProfile(tx, user.user_id))!);
        }),
      );
    },

    /**
     * Spec §7 PATCH profiles with spec §5's rule: username and display name may each change once within 60 days
     * (4290101004, data naming the field and when it may change next). Setting a name to its current value is not a
     * change. All checks pass before anything is written.
     */
    async updateProfile(identity: VerifiedIdentity, body: ProfileUpdateBodyWire): Promise<ProfileWire> {
      const now = nowDate(deps);
      return authorChanged(
        await deps.db.transaction(async (tx) => {
          const user = await requireUser(tx, identity);
          const profile = await requireProfile(tx, user, true);
          const changes: ProfileChanges = {};
          const changed: ('username' | 'display_name')[] = [];
          for (const field of ['username', 'display_name'] as const) {
            const sent = body[field];
            const value =
              sent === undefined ? undefined : field === 'username' ? sent.trim() : acceptedDisplayName(sent);
            if (value === undefined || value === profile[field]) continue;
            if (!value) throw failure(ErrorCode.validationUser, `body.${field} must not be blank`);
            const last = profile[field === 'username' ? 'username_updated_at' : 'display_name_updated_at'];
            const lockedUntil = nameLockedUntil(last ? new Date(last).getTime() : null, now.getTime());
            if (lockedUntil !== null) {
              const until = new Date(lockedUntil).toISOString();
              throw failure(
                ErrorCode.profileUpdatedTooOften,
                `${field} may be changed once within 60 days: next on ${until}`,
                { field, next_change_at: until },
              );
            }
            if (await users.nameTaken(tx, field, value, user.user_id)) throw duplicate(field);
            changes[field] = value;
            changes[field === 'username' ? 'username_updated_at' : 'display_name_updated_at'] = now;
            changed.push(field);
          }
          const avatar = await avatarPath(tx, user, body.avatar_image_hash);
          if (avatar !== undefined) changes.avatar_image = avatar;
          const cover = await avatarPath(tx, user, body.cover_image_hash);
          if (cover !== undefined) changes.cover_image = cover;
          for (const field of ['website', 'biography', 'contact_email', 'country'] as const) {
            const value = body[field];
            if (value !== undefined) changes[field] = value === null || value.trim() === '' ? null : value.trim();
          }
          if (Object.keys(changes).length > 0) {
            await withDuplicateGuard(changed, () => users.updateProfile(tx, user.user_id, changes, now));
          }
          return toWireProfile((await users.findProfile(tx, user.user_id))!);
        }),
      );
    },
  };
}
