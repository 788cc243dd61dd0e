import { ErrorCode } from '../../src/domain/errors/error-codes';
import { canChangeName } from '../../src/domain/user/name-change';
import type { UniquenessKind } from '../../src/domain/user/user-profile';
import { apiError } from '../http/api-error';
import type { VerifiedIdentity } from '../identity/firebase-identity';
import { isUniqueViolation, type Queryable } from '../persistence/database';
import { supportRepository } from '../persistence/support.repository';
import { userRepository, type ProfileChanges, type ProfileRow, type UserRow } from '../persistence/user.repository';
import { requireUser } from './auth.service';
import { nowDate, type ServerDeps } from './deps';
import { newId } from './ids';
import { toWireProfile, type WireProfile } from './profile-wire';

/** Spec §5 mandatory fields (ours: display name and username; see OpenAPI). */
export const MANDATORY_FIELDS = ['display_name', 'username'] as const;

const requireProfile = async (q: Queryable, user: UserRow, forUpdate = false): Promise<ProfileRow> => {
  const profile = await userRepository.findProfile(q, user.user_id, forUpdate);
  if (!profile) throw apiError(ErrorCode.userNotFound, 'No profile for this user yet: create it with user-orchestration-service/v1/profiles');
  return profile;
};

/** A duplicated name, raced or not, is 4000101001 naming the field (spec §8 duplicated-username field error). */
const duplicate = (field: 'username' | 'display_name') => apiError(ErrorCode.duplicateName, `${field} is already taken`, { field });

const withDuplicateGuard = async <T>(fields: readonly ('username' | 'display_name')[], fn: () => Promise<T>): Promise<T> => {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(fields.length === 1 ? fields[0] : 'username');
    throw error;
  }
};

/** Ours: a new profile gets a username from the email's local part so only the display name is left to fill. */
async function generateUsername(q: Queryable, email: string | null): Promise<string> {
  const base = (email?.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9._]/g, '').slice(0, 20);
  const stem = base.length >= 3 ? base : 'user';
  for (let attempt = 0; attempt < 6; attempt++) {
    const candidate = attempt === 0 && base.length >= 3 ? stem : `${stem}${Math.floor(1000 + Math.random() * 9000)}`;
    if (!(await userRepository.nameTaken(q, 'username', candidate))) return candidate;
  }
  return `user_${newId(6)}`;
}

/** Spec §4 common sign-in step 5. Ownership: the token's uid must be firebase_id, and user_id that account's. */
export async function createProfile(deps: ServerDeps, identity: VerifiedIdentity, body: { user_id: string; firebase_id: string }): Promise<WireProfile> {
  if (body.firebase_id !== identity.uid) throw apiError(ErrorCode.forbidden, 'firebase_id is not the signed-in account');
  const now = nowDate(deps);
  return deps.db.transaction(async (tx) => {
    const user = await requireUser(tx, identity);
    if (user.user_id !== body.user_id) throw apiError(ErrorCode.forbidden, 'user_id is not the signed-in user');
    const username = await generateUsername(tx, user.email);
    const created = await withDuplicateGuard(['username'], () =>
      userRepository.insertProfile(tx, user.user_id, { username, contact_email: null }, now));
    if (!created) throw apiError(ErrorCode.duplicateProfile, 'Profile already exists');
    return toWireProfile((await userRepository.findProfile(tx, user.user_id))!);
  });
}

export async function acceptTerms(deps: ServerDeps, identity: VerifiedIdentity): Promise<{ accepted: true; accepted_at: string }> {
  return deps.db.transaction(async (tx) => {
    const profile = await requireProfile(tx, await requireUser(tx, identity), true);
    const acceptedAt = profile.terms_accepted_at ?? nowDate(deps);
    if (!profile.terms_accepted_at) await userRepository.updateProfile(tx, profile.user_id, { terms_accepted_at: acceptedAt }, acceptedAt);
    return { accepted: true, accepted_at: new Date(acceptedAt).toISOString() };
  });
}

const avatarPath = async (q: Queryable, user: UserRow, hash: string | null | undefined): Promise<string | null | undefined> => {
  if (hash === undefined || hash === null) return hash;
  const upload = await supportRepository.findUpload(q, 'avatar', hash);
  if (!upload || upload.owner_user_id !== user.user_id || !upload.stored_at) {
    throw apiError(ErrorCode.validationUser, 'avatar_image_hash does not name a finished avatar upload of this user');
  }
  return `/api/uploads/avatar/${hash}`;
};

/** Spec §7 PATCH profiles/1st: once only (4090101002); referral code = an existing user's username (ours). */
export async function firstUpdate(
  deps: ServerDeps,
  identity: VerifiedIdentity,
  body: { display_name: string; avatar_image_hash?: string | null; lang?: string; referral_code?: string | null },
): Promise<WireProfile> {
  const now = nowDate(deps);
  return deps.db.transaction(async (tx) => {
    const user = await requireUser(tx, identity);
    const profile = await requireProfile(tx, user, true);
    if (profile.first_update_done_at) throw apiError(ErrorCode.firstProfileUpdateDone, 'The first profile update is already done');
    const displayName = body.display_name.trim();
    if (!displayName) throw apiError(ErrorCode.validationUser, 'body.display_name must not be blank');
    if (await userRepository.nameTaken(tx, 'display_name', displayName, user.user_id)) throw duplicate('display_name');
    let referredBy: string | null = null;
    if (body.referral_code) {
      const referrer = await userRepository.findProfileByUsername(tx, body.referral_code);
      if (!referrer || referrer.user_id === user.user_id) throw apiError(ErrorCode.referralCodeNotFound, 'Referral code not found');
      referredBy = referrer.user_id;
    }
    const changes: ProfileChanges = {
      display_name: displayName, lang: body.lang ?? profile.lang, referred_by: referredBy, first_update_done_at: now,
    };
    const avatar = await avatarPath(tx, user, body.avatar_image_hash);
    if (avatar !== undefined) changes.avatar_image = avatar;
    await withDuplicateGuard(['display_name'], () => userRepository.updateProfile(tx, user.user_id, changes, now));
    return toWireProfile((await userRepository.findProfile(tx, user.user_id))!);
  });
}

/**
 * Spec §7 PATCH profiles with spec §5's rule: username and display name may each change once within 60 days
 * (4290101004). Setting a name to its current value is not a change. All checks pass before anything is written.
 */
export async function updateProfile(
  deps: ServerDeps,
  identity: VerifiedIdentity,
  body: { display_name?: string; username?: string; avatar_image_hash?: string | null },
): Promise<WireProfile> {
  const now = nowDate(deps);
  return deps.db.transaction(async (tx) => {
    const user = await requireUser(tx, identity);
    const profile = await requireProfile(tx, user, true);
    const changes: ProfileChanges = {};
    const changed: ('username' | 'display_name')[] = [];
    for (const field of ['username', 'display_name'] as const) {
      const value = body[field]?.trim();
      if (value === undefined || value === profile[field]) continue;
      if (!value) throw apiError(ErrorCode.validationUser, `body.${field} must not be blank`);
      const last = profile[field === 'username' ? 'username_updated_at' : 'display_name_updated_at'];
      if (!canChangeName(last ? new Date(last).getTime() : null, now.getTime())) {
        throw apiError(ErrorCode.profileUpdatedTooOften, `${field} may be changed once within 60 days`, { field });
      }
      if (await userRepository.nameTaken(tx, field, value, user.user_id)) throw duplicate(field);
      changes[field] = value;
      changes[field === 'username' ? 'username_updated_at' : 'display_name_updated_at'] = now;
      changed.push(field);
    }
    const avatar = await avatarPath(tx, user, body.avatar_image_hash);
    if (avatar !== undefined) changes.avatar_image = avatar;
    if (Object.keys(changes).length > 0) {
      await withDuplicateGuard(changed, () => userRepository.updateProfile(tx, user.user_id, changes, now));
    }
    return toWireProfile((await userRepository.findProfile(tx, user.user_id))!);
  });
}

export async function myProfile(deps: ServerDeps, identity: VerifiedIdentity): Promise<ProfileRow> {
  return requireProfile(deps.db, await requireUser(deps.db, identity));
}

export const mandatoryFields = (profile: ProfileRow): { yes: boolean; missing_fields: string[] } => {
  const missing = MANDATORY_FIELDS.filter((field) => !profile[field]);
  return { yes: missing.length === 0, missing_fields: missing };
};

/** profiles/{userId}: by user id, or (ours) by username so /profiles/[username] can use it. */
export async function publicProfile(deps: ServerDeps, idOrUsername: string): Promise<WireProfile> {
  const profile = (await userRepository.findProfile(deps.db, idOrUsername)) ?? (await userRepository.findProfileByUsername(deps.db, idOrUsername));
  if (!profile) throw apiError(ErrorCode.userNotFound, 'User not found');
  return toWireProfile(profile);
}

/** Spec §5 uniqueness lookups; e asks the identity provider since emails live there. */
export async function existsOrNot(deps: ServerDeps, by: UniquenessKind, value: string): Promise<boolean> {
  if (by === 'e') return deps.identity.emailExists(value);
  return userRepository.nameTaken(deps.db, by === 'u' ? 'username' : 'display_name', value.trim());
}
