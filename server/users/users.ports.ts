import type { Queryable } from '../kernel/database.port';

export interface UserRow {
  readonly user_id: string;
  readonly firebase_uid: string;
  readonly email: string | null;
}

export interface ProfileRow {
  readonly user_id: string;
  readonly display_name: string | null;
  readonly username: string | null;
  readonly avatar_image: string | null;
  readonly cover_image: string | null;
  readonly website: string | null;
  readonly biography: string | null;
  readonly contact_email: string | null;
  readonly country: string | null;
  readonly type: string;
  readonly lang: string | null;
  readonly terms_accepted_at: Date | null;
  readonly first_update_done_at: Date | null;
  readonly username_updated_at: Date | null;
  readonly display_name_updated_at: Date | null;
}

/** Columns a profile write may set; a key left out is left alone. */
export type ProfileChanges = { -readonly [K in Exclude<keyof ProfileRow, 'user_id' | 'type'>]?: ProfileRow[K] } & {
  referred_by?: string | null;
};

/** A profile whose display name has no look-alike key yet (written before keys existed). */
export interface UnkeyedDisplayName {
  readonly user_id: string;
  readonly display_name: string;
}

/** An avatar upload as the profile writes check it (spec §7 upload-avatar). */
export interface AvatarUploadRow {
  readonly owner_user_id: string;
  readonly stored_at: Date | null;
}

/** Users and profiles (one aggregate: a profile never outlives its user): users/user.repository.ts. */
export interface UserStore {
  findByFirebaseUid(q: Queryable, firebaseUid: string): Promise<UserRow | null>;
  findById(q: Queryable, userId: string): Promise<UserRow | null>;
  /** The user whose profile carries `username` and whose email is `email` (the demo seed's relink). */
  findByEmailAndUsername(q: Queryable, email: string, username: string): Promise<UserRow | null>;
  relinkFirebaseUid(q: Queryable, userId: string, firebaseUid: string): Promise<void>;
  /** Inserts unless the uid exists (two first logins racing both get the one row). */
  insertIfAbsent(q: Queryable, user: UserRow, now: Date): Promise<UserRow>;
  findProfile(q: Queryable, userId: string, forUpdate?: boolean): Promise<ProfileRow | null>;
  findProfileByUsername(q: Queryable, username: string): Promise<ProfileRow | null>;
  insertProfile(q: Queryable, userId: string, changes: ProfileChanges, now: Date): Promise<boolean>;
  updateProfile(q: Queryable, userId: string, changes: ProfileChanges, now: Date): Promise<void>;
  /**
   * Spec §5 uniqueness; `exceptUserId` lets a user keep their own name. Usernames compare case-insensitively,
   * display names by their look-alike key (name-rules.ts `displayNameKey`), which writing a display name stores.
   */
  nameTaken(q: Queryable, column: 'username' | 'display_name', value: string, exceptUserId?: string): Promise<boolean>;
  /** Up to `limit` profiles with a display name but no look-alike key, after `afterUserId` (user id order). */
  unkeyedDisplayNames(q: Queryable, afterUserId: string, limit: number): Promise<UnkeyedDisplayName[]>;
  /** Stores a look-alike key computed for an older row; false when another profile already holds that key. */
  storeDisplayNameKey(q: Queryable, userId: string, key: string): Promise<boolean>;
  findAvatarUpload(q: Queryable, hash: string): Promise<AvatarUploadRow | null>;
  /** `keywordKey`: the keyword's look-alike key (displayNameKey), so a look-alike spelling finds the name. */
  searchMentions(
    q: Queryable,
    keyword: string,
    keywordKey: string,
    offset: number,
    limit: number,
  ): Promise<{ rows: ProfileRow[]; total: number }>;
}
