import { nowDate } from '../application/deps';
import type { Clock } from '../application/clock';
import { newUserId } from '../application/ids';
import type { IdentityProvider } from '../identity/firebase-identity';
import type { Database } from '../persistence/database';
import { userRepository } from '../persistence/user.repository';

export interface DemoUser {
  readonly email: string;
  readonly password: string;
  readonly displayName: string;
  readonly username: string;
  readonly biography: string;
  readonly country: string;
  readonly lang: 'th' | 'en';
}

/** Ready-to-use accounts for the local stack: terms accepted and mandatory fields filled (spec §4 step 6 passes). */
export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'somchai@demo.travelogue.test', password: 'travelogue-demo', displayName: 'สมชาย ใจดี', username: 'somchai', biography: 'นักเดินทางสายภูเขา เชียงใหม่และน่าน', country: 'TH', lang: 'th' },
  { email: 'malee@demo.travelogue.test', password: 'travelogue-demo', displayName: 'มาลี รักทะเล', username: 'malee', biography: 'ชอบทะเลอันดามันและอาหารใต้', country: 'TH', lang: 'th' },
  { email: 'alice@demo.travelogue.test', password: 'travelogue-demo', displayName: 'Alice Wanderer', username: 'alice', biography: 'Slow travel across Southeast Asia.', country: 'GB', lang: 'en' },
];

export interface SeededUser {
  readonly email: string;
  readonly password: string;
  readonly userId: string;
  readonly created: boolean;
}

/**
 * Creates the demo users in the identity provider (the emulator when FIREBASE_AUTH_EMULATOR_HOST is set) and
 * their profiles. Idempotent: existing accounts and rows are reused, never duplicated or reset.
 */
export async function seedDemoUsers(
  deps: { db: Database; identity: IdentityProvider; clock: Clock },
  users: readonly DemoUser[] = DEMO_USERS,
): Promise<SeededUser[]> {
  const seeded: SeededUser[] = [];
  for (const demo of users) {
    const { uid, created } = await deps.identity.ensureUser({ email: demo.email, password: demo.password, displayName: demo.displayName });
    const now = nowDate(deps);
    const userId = await deps.db.transaction(async (tx) => {
      const user = await userRepository.insertIfAbsent(tx, { user_id: newUserId(), firebase_uid: uid, email: demo.email }, now);
      if (await userRepository.insertProfile(tx, user.user_id, { username: demo.username }, now)) {
        await userRepository.updateProfile(tx, user.user_id, {
          display_name: demo.displayName, biography: demo.biography, country: demo.country, lang: demo.lang,
          contact_email: demo.email, terms_accepted_at: now, first_update_done_at: now,
        }, now);
      }
      return user.user_id;
    });
    seeded.push({ email: demo.email, password: demo.password, userId, created });
  }
  return seeded;
}
