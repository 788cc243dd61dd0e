import { describe, expect, it } from 'vitest';
import { userProfileCacheKey } from '../../../src/application/auth/storage-keys';
import { AppError } from '../../../src/domain/errors/app-error';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { anAuthHarness, flush, type AuthHarness } from '../../builders/auth-harness.builder';
import { anAuthUser } from '../../builders/auth-user.builder';
import { aUserProfile } from '../../builders/user-profile.builder';

/**
 * The calls of spec §4 Common sign-in that do not depend on each
 * other run together, and a returning user's profile shows from a cached copy while it refreshes. The fakes
 * answer at once, so a call is held open here to see what else was asked while it was still pending.
 */

/** Holds `method`'s answer until `release()`; the call itself (and its log entry) happens at once. */
function hold<T extends object, K extends keyof T>(target: T, method: K): { release: () => void } {
  const original = (target[method] as (...args: unknown[]) => Promise<unknown>).bind(target);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  (target as Record<K, unknown>)[method] = async (...args: unknown[]) => {
    const answer = original(...args);
    answer.catch(() => undefined);
    await gate;
    return answer;
  };
  return { release };
}

const PASSWORD = 'secret-pass';
const withVerifiedAccount = (h: AuthHarness) =>
  h.authProvider.addAccount('somchai@example.com', PASSWORD, { emailVerified: true, uid: 'uid-1' });
const cacheProfile = (h: AuthHarness, uid: string, displayName: string) =>
  h.profileCache.set(userProfileCacheKey(uid), JSON.stringify(aUserProfile({ displayName })));

describe('spec §4 Common sign-in runs independent calls together', () => {
  it('spec §4 Common sign-in steps 1-2: the fresh token is asked for while geolocation is still pending', async () => {
    const h = anAuthHarness();
    withVerifiedAccount(h);
    const position = hold(h.geolocation, 'getPosition');

    const signingIn = h.service.signInWithEmail('somchai@example.com', PASSWORD, true);
    await flush();
    expect(h.log.only('geolocation', 'authProvider', 'authApi')).toEqual([
      'authProvider.setPersistence:LOCAL',
      'authProvider.signInWithEmail',
      'geolocation.permission', // step 1 asks the Permissions API first (never a prompt at sign-in)
      'authProvider.getIdToken(force)',
      'geolocation.getPosition',
    ]);

    position.release();
    await signingIn;
    // Step 4 still waits for both: it sends the position.
    expect(h.authApi.logins).toEqual([
      expect.objectContaining({ lat: 13.7563, lng: 100.5018, token: 'id-token:uid-1:1' }),
    ]);
  });

  it('spec §4 Common sign-in step 6: terms of use and mandatory fields are asked together', async () => {
    const h = anAuthHarness();
    withVerifiedAccount(h);
    const terms = hold(h.userProfileApi, 'termsOfUse');

    const signingIn = h.service.signInWithEmail('somchai@example.com', PASSWORD, true);
    await flush();
    expect(h.log.only('profileApi')).toEqual([
      'profileApi.profileExists',
      'profileApi.termsOfUse',
      'profileApi.mandatoryFields',
    ]);
    expect(h.service.getState().currentUserId).toBeNull(); // step 8 waits for step 6

    terms.release();
    await signingIn;
    expect(h.service.getState()).toMatchObject({
      currentUserId: 'user-1',
      needAcceptTermsOfUse: false,
      needUpdatePersonalInfo: false,
    });
  });

  it('spec §4 Common sign-in: a user this device has not seen keeps steps 4 → 5 → 6 in order (the profile may not exist yet)', async () => {
    const h = anAuthHarness();
    withVerifiedAccount(h);
    const login = hold(h.authApi, 'login');

    const signingIn = h.service.signInWithEmail('somchai@example.com', PASSWORD, true);
    await flush();
    expect(h.log.only('authApi', 'profileApi')).toEqual(['authApi.login']);

    login.release();
    await signingIn;
    expect(h.log.only('authApi', 'profileApi')).toEqual([
      'authApi.login',
      'profileApi.profileExists',
      'profileApi.termsOfUse',
      'profileApi.mandatoryFields',
      'profileApi.me',
    ]);
  });

  it('spec §4 Common sign-in: for a returning user (profile cached on this device) step 6 runs alongside the backend login', async () => {
    const h = anAuthHarness();
    withVerifiedAccount(h);
    cacheProfile(h, 'uid-1', 'Somchai (cached)');
    const login = hold(h.authApi, 'login');

    const signingIn = h.service.signInWithEmail('somchai@example.com', PASSWORD, true);
    await flush();
    expect(h.log.only('authApi', 'profileApi')).toEqual([
      'authApi.login',
      'profileApi.termsOfUse',
      'profileApi.mandatoryFields',
    ]);

    login.release();
    await signingIn;
    // Step 5 still follows the login (it needs user_id); step 6 is not asked twice.
    expect(h.log.only('authApi', 'profileApi')).toEqual([
      'authApi.login',
      'profileApi.termsOfUse',
      'profileApi.mandatoryFields',
      'profileApi.profileExists',
      'profileApi.me',
    ]);
    expect(h.service.getState()).toMatchObject({
      isLogginIn: false,
      currentUserId: 'user-1',
      needAcceptTermsOfUse: false,
    });
  });

  it('spec §4 Common sign-in steps 5-6: a cached profile the backend no longer has is created, then step 6 is asked again', async () => {
    const h = anAuthHarness();
    withVerifiedAccount(h);
    cacheProfile(h, 'uid-1', 'Somchai (cached)');
    h.userProfileApi.profiles.clear();
    h.authApi.userId = 'user-new';
    h.userProfileApi.meId = 'user-new';
    // Asked before the profile existed, the backend refuses step 6; that early answer is thrown away.
    h.userProfileApi.failures.fail(
      'termsOfUse',
      new AppError({ code: ErrorCode.userNotFound, messageKey: 'errors.userNotFound' }),
    );
    h.userProfileApi.termsAccepted = false;

    await h.service.signInWithEmail('somchai@example.com', PASSWORD, true);

    expect(h.userProfileApi.created).toEqual([{ userId: 'user-new', firebaseId: 'uid-1' }]);
    expect(h.log.only('profileApi')).toEqual([
      'profileApi.termsOfUse',
      'profileApi.mandatoryFields',
      'profileApi.profileExists',
      'profileApi.createProfile',
      'profileApi.termsOfUse',
      'profileApi.mandatoryFields',
      'profileApi.me',
    ]);
    expect(h.service.getState()).toMatchObject({ currentUserId: 'user-new', needAcceptTermsOfUse: true });
    expect(h.logger.at('error')).toHaveLength(0);
  });

  it('spec §4 Common sign-in: the dispatch order of step 8 is unchanged (LOGIN_SUCCESS, then the profile loads)', async () => {
    const h = anAuthHarness();
    withVerifiedAccount(h);
    cacheProfile(h, 'uid-1', 'Somchai (cached)');
    const states: string[] = [];
    h.service.subscribe((s) => states.push(`${s.isLogginIn ? 'pending' : 'idle'}:${s.currentUserId ?? '-'}`));

    await h.service.signInWithEmail('somchai@example.com', PASSWORD, true);

    expect(states.filter((s, i) => s !== states[i - 1])).toEqual(['pending:-', 'idle:user-1']);
    expect(h.log.entries.slice(-2)).toEqual(['profileApi.me', 'cookieStore.set:FIREBASE_TOKEN']);
  });
});

describe("a returning user's profile shows from a cached copy while it refreshes", () => {
  it('spec §4 Auth initialisation: a restored session shows the cached profile before the backend answers, then the fresh one', async () => {
    const h = anAuthHarness();
    h.authProvider.restoreSession(anAuthUser({ uid: 'uid-1' }));
    cacheProfile(h, 'uid-1', 'Somchai (cached)');
    h.userProfileApi.profiles.set('user-1', aUserProfile({ displayName: 'Somchai (fresh)' }));
    const login = hold(h.authApi, 'login');

    const starting = h.service.initialize();
    await flush();
    expect(h.service.getState().isInitialized).toBe(false); // the spec's state sequence is kept
    expect(h.profileService.getState()).toMatchObject({
      isInitialized: true,
      profile: { displayName: 'Somchai (cached)' },
    });

    login.release();
    await starting;
    await flush();
    expect(h.service.getState()).toMatchObject({ isInitialized: true, currentUserId: 'user-1' });
    expect(h.profileService.getState().profile?.displayName).toBe('Somchai (fresh)');
    expect(JSON.parse(h.profileCache.get(userProfileCacheKey('uid-1'))!)).toMatchObject({
      displayName: 'Somchai (fresh)',
    });
  });

  it('the copy is kept per user: another identity on the same device does not see it', async () => {
    const h = anAuthHarness();
    h.authProvider.addAccount('nok@example.com', PASSWORD, { emailVerified: true, uid: 'uid-2' });
    cacheProfile(h, 'uid-1', 'Somchai (cached)');
    const login = hold(h.authApi, 'login');

    const signingIn = h.service.signInWithEmail('nok@example.com', PASSWORD, true);
    await flush();
    expect(h.profileService.getState().profile).toBeNull();

    login.release();
    await signingIn;
    expect(h.profileCache.get(userProfileCacheKey('uid-2'))).not.toBeNull();
    expect(JSON.parse(h.profileCache.get(userProfileCacheKey('uid-1'))!)).toMatchObject({
      displayName: 'Somchai (cached)',
    });
  });

  it('spec §4 Logout: clearing the user profile also removes the cached copy', async () => {
    const h = anAuthHarness();
    withVerifiedAccount(h);
    await h.service.signInWithEmail('somchai@example.com', PASSWORD, true);
    expect(h.profileCache.get(userProfileCacheKey('uid-1'))).not.toBeNull();

    await h.service.logout();

    expect(h.profileCache.get(userProfileCacheKey('uid-1'))).toBeNull();
    expect(h.profileService.getState().profile).toBeNull();
  });

  it('a damaged cached copy is dropped and the sign-in goes on as for a new device', async () => {
    const h = anAuthHarness();
    withVerifiedAccount(h);
    h.profileCache.set(userProfileCacheKey('uid-1'), '{not json');

    await h.service.signInWithEmail('somchai@example.com', PASSWORD, true);

    expect(h.log.only('authApi', 'profileApi').slice(0, 2)).toEqual(['authApi.login', 'profileApi.profileExists']);
    expect(JSON.parse(h.profileCache.get(userProfileCacheKey('uid-1'))!)).toMatchObject({ userId: 'user-1' });
  });

  it('profile edits refresh the cached copy', async () => {
    const h = anAuthHarness();
    withVerifiedAccount(h);
    await h.service.signInWithEmail('somchai@example.com', PASSWORD, true);

    await h.profileService.updateProfile({ displayName: 'Somchai J.' });

    expect(JSON.parse(h.profileCache.get(userProfileCacheKey('uid-1'))!)).toMatchObject({ displayName: 'Somchai J.' });
  });
});
