import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoUsers, type DemoUser } from '../../../server/seed/seed-demo-users';
import { emulatorHost, PROJECT_ID, signIn, signUp } from '../helpers/emulator-users';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { fetchNoKeepAlive } from '../../support/no-keepalive-fetch';

/** Demo users of this file only: the emulator is shared by every server test, so the real demo emails are left alone. */
const demoUser = (): DemoUser => {
  const tag = randomBytes(4).toString('hex');
  return {
    email: `seed-${tag}@demo.travelogue.test`,
    password: 'travelogue-demo',
    displayName: `Seed ${tag}`,
    username: `seed${tag}`,
    biography: 'Seeded by a test.',
    country: 'TH',
    lang: 'th',
  };
};

/** Deletes an account through the emulator's admin API, as a lost export (kill -9, crash) leaves it. */
async function deleteAccount(uid: string): Promise<void> {
  const response = await fetchNoKeepAlive(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:delete`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid }),
    },
  );
  expect(response.status).toBe(200);
}

describe('demo-user seed across restarts (a second npm start reuses .data)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
  });
  afterAll(async () => t?.close());

  const rows = async (demo: DemoUser) => ({
    users: await t.server.deps.db.query<{ user_id: string; firebase_uid: string }>(
      'SELECT user_id, firebase_uid FROM users WHERE email = $1',
      [demo.email],
    ),
    profiles: await t.server.deps.db.query('SELECT user_id FROM profiles WHERE lower(username) = lower($1)', [
      demo.username,
    ]),
  });

  const login = async (demo: DemoUser) => {
    const token = await signIn(demo.email, demo.password);
    const response = await t.call('POST', '/api/user-auth-command-service/v1/login', {
      body: { token, lat: null, lng: null, device: 'vitest' },
    });
    const mandatory = await t.call('GET', '/api/user-profile-query-service/v1/mandatory-fields', { token });
    return { userId: response.body.data?.user_id as string | undefined, mandatory: mandatory.body.data };
  };

  it('seeding twice reuses the account and the row: one user, one profile', async () => {
    const demo = demoUser();
    const [first] = await seedDemoUsers(t.server.deps, [demo]);
    const [second] = await seedDemoUsers(t.server.deps, [demo]);
    expect(first).toMatchObject({ created: true, relinked: false });
    expect(second).toMatchObject({ userId: first.userId, created: false, relinked: false });
    const { users, profiles } = await rows(demo);
    expect(users).toHaveLength(1);
    expect(profiles).toHaveLength(1);
  });

  it('an account the emulator lost is recreated and the existing profile relinked to its new uid; login works', async () => {
    const demo = demoUser();
    const [first] = await seedDemoUsers(t.server.deps, [demo]);
    const oldUid = (await rows(demo)).users[0].firebase_uid;
    await deleteAccount(oldUid);

    const [repaired] = await seedDemoUsers(t.server.deps, [demo]);
    expect(repaired).toMatchObject({ userId: first.userId, created: true, relinked: true });
    const { users, profiles } = await rows(demo);
    expect(users).toHaveLength(1);
    expect(users[0].firebase_uid).not.toBe(oldUid);
    expect(profiles).toEqual([{ user_id: first.userId }]);
    expect(await login(demo)).toEqual({ userId: first.userId, mandatory: { yes: true, missing_fields: [] } });
    // And the run after the repair is a plain reuse.
    expect((await seedDemoUsers(t.server.deps, [demo]))[0]).toMatchObject({
      userId: first.userId,
      created: false,
      relinked: false,
    });
  });

  it('an account recreated under another uid (same email) is relinked, not given a second profile', async () => {
    const demo = demoUser();
    const [first] = await seedDemoUsers(t.server.deps, [demo]);
    await deleteAccount((await rows(demo)).users[0].firebase_uid);
    const other = await signUp(demo.email, demo.password);

    const [repaired] = await seedDemoUsers(t.server.deps, [demo]);
    expect(repaired).toMatchObject({ userId: first.userId, created: false, relinked: true });
    expect((await rows(demo)).users).toEqual([{ user_id: first.userId, firebase_uid: other.uid }]);
    expect((await login(demo)).userId).toBe(first.userId);
  });

  it('review G: the demo moderator gets the role only when the identity provider is the Auth emulator (its password is public)', async () => {
    const hasRole = async (userId: string) =>
      (await t.server.deps.db.query('SELECT 1 FROM user_roles WHERE user_id = $1 AND role = $2', [userId, 'moderator']))
        .length > 0;
    const real = { ...t.server.deps, identity: { ...t.server.deps.identity, emulator: false } };
    const [outside] = await seedDemoUsers(real, [{ ...demoUser(), moderator: true }]);
    expect([outside.moderator, await hasRole(outside.userId)]).toEqual([false, false]);
    expect(t.server.deps.identity.emulator).toBe(true);
    const [local] = await seedDemoUsers(t.server.deps, [{ ...demoUser(), moderator: true }]);
    expect([local.moderator, await hasRole(local.userId)]).toEqual([true, true]);
  });

  it('a demo username registered by someone else is reported clearly and nothing half-made is left (spec §5 uniqueness)', async () => {
    const taken = demoUser();
    await seedDemoUsers(t.server.deps, [taken]);
    const demo = { ...demoUser(), username: taken.username.toUpperCase() };
    await expect(seedDemoUsers(t.server.deps, [demo])).rejects.toThrow(
      `the username "${demo.username}" belongs to another account`,
    );
    expect((await rows(demo)).users).toEqual([]);
    expect((await rows(taken)).profiles).toHaveLength(1);
  });
});
