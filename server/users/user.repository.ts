import { displayNameKey } from '../../src/domain/user/name-rules';
import { isUniqueViolation, type Queryable } from '../kernel/database.port';
import type {
  AvatarUploadRow,
  ProfileChanges,
  ProfileRow,
  UnkeyedDisplayName,
  UserRow,
  UserStore,
} from './users.ports';

const PROFILE_COLUMNS = `user_id, display_name, username, avatar_image, cover_image, website, biography,
  contact_email, country, type, lang, terms_accepted_at, first_update_done_at, username_updated_at,
  display_name_updated_at`;

const WRITABLE = new Set([
  'display_name',
  'username',
  'avatar_image',
  'cover_image',
  'website',
  'biography',
  'contact_email',
  'country',
  'lang',
  'referred_by',
  'terms_accepted_at',
  'first_update_done_at',
  'username_updated_at',
  'display_name_updated_at',
  'display_name_key',
]);

/** A display name is written with its look-alike key (the unique index of migration 0018), whoever writes it. */
const withDisplayNameKey = (changes: ProfileChanges): Record<string, unknown> =>
  changes.display_name === undefined
    ? changes
    : { ...changes, display_name_key: changes.display_name === null ? null : displayNameKey(changes.display_name) };

/** Users and profiles (one aggregate: a profile never outlives its user). */
export const userRepository: UserStore = {
  async findByFirebaseUid(q: Queryable, firebaseUid: string): Promise<UserRow | null> {
    const rows = await q.query<UserRow>('SELECT user_id, firebase_uid, email FROM users WHERE firebase_uid = $1', [
      firebaseUid,
    ]);
    return rows[0] ?? null;
  },

  async findById(q: Queryable, userId: string): Promise<UserRow | null> {
    const rows = await q.query<UserRow>('SELECT user_id, firebase_uid, email FROM users WHERE user_id = $1', [userId]);
    return rows[0] ?? null;
  },

  /**
   * The user row whose profile carries `username` and whose email is `email`: how the demo seed finds its
   * own profile again after the identity provider lost the account (a new uid for the same person).
   */
  async findByEmailAndUsername(q: Queryable, email: string, username: string): Promise<UserRow | null> {
    const rows = await q.query<UserRow>(
      `SELECT u.user_id, u.firebase_uid, u.email FROM users u JOIN profiles p ON p.user_id = u.user_id
       WHERE lower(u.email) = lower($1) AND lower(p.username) = lower($2) FOR UPDATE OF u`,
      [email, username],
    );
    return rows[0] ?? null;
  },

  /** Points a user row at another identity-provider account (the uid is unique, so a taken one fails). */
  async relinkFirebaseUid(q: Queryable, userId: string, firebaseUid: string): Promise<void> {
    await q.query('UPDATE users SET firebase_uid = $2 WHERE user_id = $1', [userId, firebaseUid]);
  },

  /** Inserts unless the uid exists (two first logins racing both get the one row). */
  async insertIfAbsent(q: Queryable, user: UserRow, now: Date): Promise<UserRow> {
    await q.query(
      `INSERT INTO users (user_id, firebase_uid, email, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (firebase_uid) DO NOTHING`,
      [user.user_id, user.firebase_uid, user.email, now],
    );
    const row = await userRepository.findByFirebaseUid(q, user.firebase_uid);
    if (!row) throw new Error('user row vanished after insert');
    return row;
  },

  async findProfile(q: Queryable, userId: string, forUpdate = false): Promise<ProfileRow | null> {
    const rows = await q.query<ProfileRow>(
      `SELECT ${PROFILE_COLUMNS} FROM profiles WHERE user_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [userId],
    );
    return rows[0] ?? null;
  },

  async findProfileByUsername(q: Queryable, username: string): Promise<ProfileRow | null> {
    const rows = await q.query<ProfileRow>(
      `SELECT ${PROFILE_COLUMNS} FROM profiles WHERE lower(username) = lower($1)`,
      [username],
    );
    return rows[0] ?? null;
  },

  async insertProfile(q: Queryable, userId: string, changes: ProfileChanges, now: Date): Promise<boolean> {
    const rows = await q.query(
      `INSERT INTO profiles (user_id, username, contact_email, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
      [userId, changes.username ?? null, changes.contact_email ?? null, now],
    );
    return rows.length === 1;
  },

  async updateProfile(q: Queryable, userId: string, changes: ProfileChanges, now: Date): Promise<void> {
    const written = withDisplayNameKey(changes);
    const keys = Object.keys(written).filter((k) => WRITABLE.has(k));
    const sets = keys.map((k, i) => `${k} = $${i + 2}`);
    const values = keys.map((k) => written[k]);
    await q.query(
      `UPDATE profiles SET ${[...sets, `updated_at = $${keys.length + 2}`].join(', ')} WHERE user_id = $1`,
      [userId, ...values, now],
    );
  },

  /**
   * Spec §5 uniqueness; `exceptUserId` lets a user keep their own name. Usernames: case-insensitive. Display
   * names: by look-alike key, and by the name itself for a row that never got a key (it already looked like an
   * older name when keys were introduced).
   */
  async nameTaken(
    q: Queryable,
    column: 'username' | 'display_name',
    value: string,
    exceptUserId?: string,
  ): Promise<boolean> {
    const rows =
      column === 'username'
        ? await q.query(`SELECT 1 FROM profiles WHERE lower(username) = lower($1) AND user_id <> $2 LIMIT 1`, [
            value,
            exceptUserId ?? '',
          ])
        : await q.query(
            `SELECT 1 FROM profiles WHERE (display_name_key = $1 OR lower(display_name) = lower($3)) AND user_id <> $2
             LIMIT 1`,
            [displayNameKey(value), exceptUserId ?? '', value],
          );
    return rows.length > 0;
  },

  async unkeyedDisplayNames(q: Queryable, afterUserId: string, limit: number): Promise<UnkeyedDisplayName[]> {
    return q.query<UnkeyedDisplayName>(
      `SELECT user_id, display_name FROM profiles
       WHERE display_name_key IS NULL AND display_name IS NOT NULL AND user_id > $1
       ORDER BY user_id LIMIT $2`,
      [afterUserId, limit],
    );
  },

  /** One statement of its own (not in a transaction), so a key another row holds fails only itself. */
  async storeDisplayNameKey(q: Queryable, userId: string, key: string): Promise<boolean> {
    try {
      await q.query('UPDATE profiles SET display_name_key = $2 WHERE user_id = $1 AND display_name_key IS NULL', [
        userId,
        key,
      ]);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  },

  /** The avatar upload named `hash` (uploads of migration 0003): who owns it and whether its bytes arrived. */
  async findAvatarUpload(q: Queryable, hash: string): Promise<AvatarUploadRow | null> {
    const rows = await q.query<AvatarUploadRow>(
      `SELECT owner_user_id, stored_at FROM uploads WHERE purpose = 'avatar' AND upload_id = $1`,
      [hash],
    );
    return rows[0] ?? null;
  },

  /**
   * Mention search: case-insensitive prefix on username or display name, or the keyword's look-alike key a prefix
   * of the display name's (display_name_key) or of the username, ordered by username.
   */
  async searchMentions(
    q: Queryable,
    keyword: string,
    keywordKey: string,
    offset: number,
    limit: number,
  ): Promise<{ rows: ProfileRow[]; total: number }> {
    const prefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // An empty key (a keyword of invisible characters only) would match every name: it matches none.
    const where =
      'username IS NOT NULL AND (lower(username) LIKE $1 OR lower(display_name) LIKE $1' +
      " OR ($2 <> '' AND (display_name_key LIKE $3 OR lower(username) LIKE $3)))";
    const params = [prefix(keyword.toLowerCase()), keywordKey, prefix(keywordKey)];
    const rows = await q.query<ProfileRow>(
      `SELECT ${PROFILE_COLUMNS} FROM profiles WHERE ${where} ORDER BY lower(username), user_id OFFSET $4 LIMIT $5`,
      [...params, offset, limit],
    );
    const [count] = await q.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM profiles WHERE ${where}`,
      params,
    );
    return { rows, total: count.total };
  },
};
