import type { Clock } from '../kernel/clock';
import type { Database, Queryable } from '../kernel/database.port';
import { nowDate } from '../kernel/deps';
import type { IdentityProvider } from '../kernel/identity.port';
import { newUserId } from '../kernel/ids';
import { roleRepository } from '../moderation/roles.repository';
import { userRepository } from '../users/user.repository';
import type { UserRow } from '../users/users.ports';

export interface DemoUser {
  readonly email: string;
  readonly password: string;
  readonly displayName: string;
  readonly username: string;
  readonly biography: string;
  readonly country: string;
  readonly lang: 'th' | 'en';
  /**
   * Granted the moderator role (the demo data has one moderator account), only when the identity
   * provider is the Auth emulator: its password is public, so a real deployment that left SEED_DEMO on must not
   * get a moderator anyone can sign in as.
   */
  readonly moderator?: boolean;
}

/** Ready-to-use accounts for the local stack: terms accepted and mandatory fields filled (spec §4 step 6 passes). */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'somchai@demo.travelogue.test',
    password: 'travelogue-demo',
    displayName: 'สมชาย ใจดี',
    username: 'somchai',
    biography: 'นักเดินทางสายภูเขา เชียงใหม่และน่าน',
    country: 'TH',
    lang: 'th',
  },
  {
    email: 'malee@demo.travelogue.test',
    password: 'travelogue-demo',
    displayName: 'มาลี รักทะเล',
    username: 'malee',
    biography: 'ชอบทะเลอันดามันและอาหารใต้',
    country: 'TH',
    lang: 'th',
  },
  {
    email: 'alice@demo.travelogue.test',
    password: 'travelogue-demo',
    displayName: 'Alice Wanderer',
    username: 'alice',
    biography: 'Slow travel across Southeast Asia.',
    country: 'GB',
    lang: 'en',
  },
  {
    email: 'moderator@demo.travelogue.test',
    password: 'travelogue-demo',
    displayName: 'Travelogue Moderator',
    username: 'moderator',
    biography: 'Keeps Travelogue friendly: reports, places and comments.',
    country: 'TH',
    lang: 'en',
    moderator: true,
  },
];

export interface SeededUser {
  readonly email: string;
  readonly password: string;
  readonly userId: string;
  /** The identity-provider account was created by this run. */
  readonly created: boolean;
  /** The profile existed under another uid (the emulator lost the account) and now points at this one. */
  readonly relinked: boolean;
  /** Was granted the moderator role by this run (idempotently; only against the Auth emulator). */
  readonly moderator: boolean;
}

/**
 * Creates the demo users in the identity provider (the emulator when FIREBASE_AUTH_EMULATOR_HOST is set) and
 * their profiles. Idempotent: existing accounts and rows are reused, never duplicated or reset. When the
 * database outlived the emulator's accounts (an export lost to a crash), the account is recreated and the
 * existing row relinked to its new uid, so a second profile with the same username is never attempted.
 */
export async function seedDemoUsers(
  deps: { db: Database; identity: IdentityProvider; clock: Clock },
  users: readonly DemoUser[] = DEMO_USERS,
): Promise<SeededUser[]> {
  const seeded: SeededUser[] = [];
  for (const demo of users) {
    const moderator = demo.moderator === true && deps.identity.emulator;
    const { uid, created } = await deps.identity.ensureUser({
      email: demo.email,
      password: demo.password,
      displayName: demo.displayName,
    });
    const now = nowDate(deps);
    const { userId, relinked } = await deps.db.transaction(async (tx) => {
      const { user, relinked } = await linkedUser(tx, demo, uid, now);
      if (!(await userRepository.findProfile(tx, user.user_id))) {
        await assertNamesFree(tx, demo, user.user_id);
        await userRepository.insertProfile(tx, user.user_id, { username: demo.username }, now);
        await userRepository.updateProfile(
          tx,
          user.user_id,
          {
            display_name: demo.displayName,
            biography: demo.biography,
            country: demo.country,
            lang: demo.lang,
            contact_email: demo.email,
            terms_accepted_at: now,
            first_update_done_at: now,
          },
          now,
        );
      }
      if (moderator) await roleRepository.grant(tx, user.user_id, 'moderator', now);
      return { userId: user.user_id, relinked };
    });
    seeded.push({ email: demo.email, password: demo.password, userId, created, relinked, moderator });
  }
  return seeded;
}

/** The row for `uid`: the existing one, the demo's own row relinked from a lost uid, or a new one. */
async function linkedUser(
  tx: Queryable,
  demo: DemoUser,
  uid: string,
  now: Date,
): Promise<{ user: UserRow; relinked: boolean }> {
  const current = await userRepository.findByFirebaseUid(tx, uid);
  if (current) return { user: current, relinked: false };
  const previous = await userRepository.findByEmailAndUsername(tx, demo.email, demo.username);
  if (previous) {
    await userRepository.relinkFirebaseUid(tx, previous.user_id, uid);
    return { user: { ...previous, firebase_uid: uid }, relinked: true };
  }
  await assertNamesFree(tx, demo);
  return {
    user: await userRepository.insertIfAbsent(tx, { user_id: newUserId(), firebase_uid: uid, email: demo.email }, now),
    relinked: false,
  };
}

/** A demo name someone else registered is reported clearly instead of failing on the unique index (spec §5). */
async function assertNamesFree(tx: Queryable, demo: DemoUser, userId?: string): Promise<void> {
  for (const [column, value] of [
    ['username', demo.username],
    ['display_name', demo.displayName],
  ] as const) {
    if (await userRepository.nameTaken(tx, column, value, userId)) {
      throw new Error(`demo user ${demo.email}: the ${column.replace('_', ' ')} "${value}" belongs to another account`);
    }
  }
}
