import { describe, expect, it } from 'vitest';
import { LINE_TOKEN_KEY, WEB_VIEW_ACCESS_TOKEN_KEY } from '../../../src/application/auth/storage-keys';
import { CookieName, FIREBASE_TOKEN_COOKIE_DAYS } from '../../../src/domain/constants/business-constants';
import { AppError } from '../../../src/domain/errors/app-error';
import { anAuthHarness, flush, type AuthHarness } from '../../builders/auth-harness.builder';
import { anAuthUser } from '../../builders/auth-user.builder';
import { aLineTokenSet, lineHttp400 } from '../../fakes/in-memory-line-auth';

const storeLineTokens = (h: AuthHarness): void => {
  h.keyValueStore.values.set(LINE_TOKEN_KEY, JSON.stringify(aLineTokenSet()));
  const lineUser = anAuthUser({ uid: 'line:U-line-1', email: null, emailVerified: false, providerIds: [] });
  h.authProvider.customTokens.set('custom-token:U-line-1', lineUser);
};

describe('spec §4 Auth initialisation: web view token injected', () => {
  it('spec §4 Auth initialisation: an injected web view token marks the app initialised and skips user loading', async () => {
    const h = anAuthHarness();
    h.keyValueStore.values.set(WEB_VIEW_ACCESS_TOKEN_KEY, 'web-view-token');

    await h.service.initialize();

    expect(h.service.getState()).toMatchObject({
      isInitialized: true,
      isWebViewAccessTokenInjected: true,
      firebaseUser: null,
    });
    // No identity-provider user is loaded; only the profile is read (below), after initialisation.
    expect(h.log.only('authProvider', 'authApi')).toEqual([]);
  });

  it('spec §4 Auth initialisation (web view): after initialising, the profile of the token holder is loaded', async () => {
    const h = anAuthHarness();
    h.keyValueStore.values.set(WEB_VIEW_ACCESS_TOKEN_KEY, 'web-view-token');
    h.userProfileApi.profiles.set('user-1', { ...h.userProfileApi.profiles.get('user-1')!, displayName: 'Somchai' });

    await h.service.initialize();
    await flush();

    expect(h.log.only('profileApi')).toEqual(['profileApi.me']);
    expect(h.profileService.getState().profile?.displayName).toBe('Somchai');
  });

  it('spec §4 Auth initialisation (web view): a failed profile load is logged and the app stays initialised', async () => {
    const h = anAuthHarness();
    h.keyValueStore.values.set(WEB_VIEW_ACCESS_TOKEN_KEY, 'web-view-token');
    h.userProfileApi.failures.fail('me', new AppError({ code: 'network', messageKey: 'errors.network' }));

    await h.service.initialize();
    await flush();

    expect(h.service.getState()).toMatchObject({ isInitialized: true, initializeError: null });
    expect(h.profileService.getState().profile).toBeNull();
  });

  it('spec §1: the web view hands its token over through injectWebViewAccessToken', async () => {
    const h = anAuthHarness();
    h.service.injectWebViewAccessToken('handed-over');
    await h.service.initialize();
    expect(h.keyValueStore.get(WEB_VIEW_ACCESS_TOKEN_KEY)).toBe('handed-over');
    expect(h.log.only('authProvider')).toEqual([]);
  });
});

describe('spec §4 Auth initialisation: stored LINE token', () => {
  it('spec §4 Auth initialisation: a valid LINE token is verified, then the LINE profile loads and common sign-in runs', async () => {
    const h = anAuthHarness();
    storeLineTokens(h);

    await h.service.initialize();

    expect(h.log.only('lineAuth', 'authApi')).toEqual([
      'lineAuth.verifyAccessToken',
      'lineAuth.getProfile',
      'authApi.customLineToken',
      'authApi.login',
    ]);
    expect(h.lineAuth.verifiedAccessTokens).toEqual(['line-access-1']);
    expect(h.service.getState()).toMatchObject({
      isInitialized: true,
      currentUserId: 'user-1',
      lineUserProfile: h.lineAuth.profile,
    });
    expect(h.log.entries).not.toContain('authProvider.onAuthStateChanged');
  });

  it('spec §4 Auth initialisation: a 400 on verify refreshes the LINE token and keeps the new one', async () => {
    const h = anAuthHarness();
    storeLineTokens(h);
    h.lineAuth.failures.fail('verifyAccessToken', lineHttp400());

    await h.service.initialize();

    expect(h.log.only('lineAuth')).toEqual(['lineAuth.verifyAccessToken', 'lineAuth.refresh', 'lineAuth.getProfile']);
    expect(JSON.parse(h.keyValueStore.get(LINE_TOKEN_KEY)!)).toMatchObject({ access_token: 'line-access-2' });
    expect(h.authApi.customLineRequests[0]?.accessToken).toBe('line-access-2');
    expect(h.service.getState().currentUserId).toBe('user-1');
  });

  it('spec §4 Auth initialisation: refresh also 400 → log out and mark initialised', async () => {
    const h = anAuthHarness();
    storeLineTokens(h);
    h.lineAuth.failures.fail('verifyAccessToken', lineHttp400());
    h.lineAuth.failures.fail('refresh', lineHttp400());

    await h.service.initialize();

    expect(h.log.entries).toContain('authProvider.signOut');
    expect(h.keyValueStore.get(LINE_TOKEN_KEY)).toBeNull();
    expect(h.log.entries).not.toContain('lineAuth.getProfile');
    expect(h.service.getState()).toMatchObject({ isInitialized: true, firebaseUser: null, initializeError: null });
  });

  it.each([
    ['verify', 'verifyAccessToken'],
    ['refresh', 'refresh'],
  ])('spec §4 Auth initialisation: other errors on %s propagate', async (_name, failing) => {
    const h = anAuthHarness();
    storeLineTokens(h);
    const outage = new AppError({ code: 9999, messageKey: 'errors.default', details: { status: 503 } });
    if (failing === 'refresh') h.lineAuth.failures.fail('verifyAccessToken', lineHttp400());
    h.lineAuth.failures.fail(failing, outage);

    await expect(h.service.initialize()).rejects.toBe(outage);

    expect(h.service.getState()).toMatchObject({ isInitialized: false, initializeError: outage });
    expect(h.log.entries).not.toContain('authProvider.signOut');
  });
});

describe('spec §4 Auth initialisation: following the identity provider', () => {
  it('spec §4 Auth initialisation: no session stored on the device → initialised signed out at once, without starting the provider', async () => {
    const h = anAuthHarness();
    await h.service.initialize();
    expect(h.service.getState()).toMatchObject({ isInitialized: true, firebaseUser: null, currentUserId: null });
    expect(h.log.entries).toEqual([`cookieStore.remove:${CookieName.firebaseToken}`]);
    expect(h.authProvider.isWanted).toBe(false);
  });

  it('spec §4 Auth initialisation: with nothing stored, the provider is followed from the first tap or key (a sign-in in another tab is then noticed)', async () => {
    const h = anAuthHarness();
    const user = h.authProvider.addAccount('somchai@example.com', 'pw', { emailVerified: true, uid: 'uid-1' });
    await h.service.initialize();

    h.authProvider.interact();
    await flush();
    expect(h.log.entries).toContain('authProvider.onAuthStateChanged');
    expect(h.service.getState()).toMatchObject({ isInitialized: true, firebaseUser: null, sessionEnded: false });

    h.authProvider.restoreSession(user);
    await h.authProvider.signInWithEmail('somchai@example.com', 'pw');
    await flush();
    expect(h.log.entries.filter((entry) => entry === 'authApi.login')).toHaveLength(1);
    expect(h.service.getState().currentUserId).toBe('user-1');
  });

  it('spec §4 Auth initialisation: with nothing stored, a sign-in before any tap starts the provider and runs the common sign-in once', async () => {
    const h = anAuthHarness();
    h.authProvider.addAccount('somchai@example.com', 'pw', { emailVerified: true, uid: 'uid-1' });
    await h.service.initialize();

    await h.service.signInWithEmail('somchai@example.com', 'pw', true);
    await flush();

    expect(h.log.entries).toContain('authProvider.onAuthStateChanged');
    expect(h.log.entries.filter((entry) => entry === 'authApi.login')).toHaveLength(1);
    expect(h.service.getState()).toMatchObject({ currentUserId: 'user-1', isLogginIn: false });

    // Followed from then on: the provider dropping the user ends the session.
    h.authProvider.dropUser();
    await flush();
    expect(h.service.getState()).toMatchObject({ firebaseUser: null, sessionEnded: true });
  });

  it('spec §4 Auth initialisation: a start that a dispose overtook (StrictMode) does not follow the provider', async () => {
    const h = anAuthHarness();
    const first = h.service.initialize();
    h.service.dispose();
    await first;
    h.authProvider.interact();
    await flush();
    expect(h.log.entries).not.toContain('authProvider.onAuthStateChanged');
  });

  it('spec §4 Auth initialisation: a signed-in user runs the common sign-in once and the token goes to FIREBASE_TOKEN for 14 days', async () => {
    const h = anAuthHarness();
    const user = anAuthUser({ uid: 'uid-1' });
    h.authProvider.restoreSession(user);
    h.authProvider.customTokens.set('same-user', user);

    await h.service.initialize();
    // The provider reports the same user again (e.g. a re-authentication): no second common sign-in.
    await h.authProvider.signInWithCustomToken('same-user');
    await flush();

    expect(h.service.getState()).toMatchObject({ isInitialized: true, currentUserId: 'user-1', isLogginIn: false });
    expect(h.log.entries.filter((entry) => entry === 'authApi.login')).toHaveLength(1);
    expect(h.cookieStore.get(CookieName.firebaseToken)).toBe('id-token:uid-1:1');
    expect(h.cookieStore.optionsOf(CookieName.firebaseToken)).toEqual({ expiresDays: FIREBASE_TOKEN_COOKIE_DAYS });
    expect(FIREBASE_TOKEN_COOKIE_DAYS).toBe(14);
  });

  it('spec §4 Auth initialisation: an explicit login while following the provider runs the common sign-in once, as LOGIN_SUCCESS', async () => {
    const h = anAuthHarness();
    h.authProvider.addAccount('somchai@example.com', 'pw', { emailVerified: true, uid: 'uid-1' });
    await h.service.initialize();

    await h.service.signInWithEmail('somchai@example.com', 'pw', true);
    await flush();

    expect(h.log.entries.filter((entry) => entry === 'authApi.login')).toHaveLength(1);
    expect(h.service.getState()).toMatchObject({ currentUserId: 'user-1', isLogginIn: false });
  });

  it('spec §4 Auth initialisation: a sign-in noticed later (another tab) runs the common sign-in for that user', async () => {
    const h = anAuthHarness();
    const user = h.authProvider.addAccount('somchai@example.com', 'pw', { emailVerified: true, uid: 'uid-1' });
    await h.service.initialize();

    h.authProvider.restoreSession(user);
    await h.authProvider.signInWithEmail('somchai@example.com', 'pw');
    await flush();

    expect(h.log.entries.filter((entry) => entry === 'authApi.login')).toHaveLength(1);
    expect(h.service.getState().currentUserId).toBe('user-1');
  });

  it('spec §4 Auth initialisation: sign-out removes the FIREBASE_TOKEN cookie and clears the user', async () => {
    const h = anAuthHarness();
    h.authProvider.restoreSession(anAuthUser({ uid: 'uid-1' }));
    await h.service.initialize();
    expect(h.cookieStore.get(CookieName.firebaseToken)).toBeDefined();

    await h.authProvider.signOut();

    expect(h.cookieStore.get(CookieName.firebaseToken)).toBeUndefined();
    expect(h.service.getState()).toMatchObject({ isInitialized: true, firebaseUser: null, currentUserId: null });
    expect(h.profileService.getState().profile).toBeNull();
  });

  it('spec §2 Overlays: a failing common sign-in at start-up records initializeError and rethrows', async () => {
    const h = anAuthHarness();
    h.authProvider.restoreSession(anAuthUser({ uid: 'uid-1' }));
    const down = new AppError({ code: 5000104008, messageKey: 'errors.internal' });
    h.authApi.failures.fail('login', down);

    await expect(h.service.initialize()).rejects.toBe(down);

    expect(h.service.getState()).toMatchObject({ isInitialized: false, initializeError: down });
  });

  it('spec §2 Overlays: an identity provider that cannot start (SDK not loaded) to restore a stored session fails initialisation instead of hanging', async () => {
    const h = anAuthHarness();
    h.authProvider.restoreSession(anAuthUser({ uid: 'uid-1' }));
    const unreachable = new AppError({ code: 9999, messageKey: 'errors.default' });
    h.authProvider.failures.fail('onAuthStateChanged', unreachable);

    await expect(h.service.initialize()).rejects.toBe(unreachable);

    expect(h.service.getState()).toMatchObject({ isInitialized: false, initializeError: unreachable });
  });

  it('spec §4 Flags: a disabled user found at start-up sets isUserDisabled instead of failing initialisation', async () => {
    const h = anAuthHarness();
    h.authProvider.restoreSession(anAuthUser({ uid: 'uid-1' }));
    h.authProvider.failures.fail('getIdToken', { code: 'auth/user-disabled', message: 'disabled' });

    await h.service.initialize();

    expect(h.service.getState()).toMatchObject({ isInitialized: true, isUserDisabled: true, initializeError: null });
  });

  it('dispose stops following the identity provider', async () => {
    const h = anAuthHarness();
    h.authProvider.addAccount('somchai@example.com', 'pw', { emailVerified: true });
    await h.service.initialize();
    h.service.dispose();

    await h.authProvider.signInWithEmail('somchai@example.com', 'pw');
    await flush();

    expect(h.log.entries).not.toContain('authApi.login');
  });
});
