import { describe, expect, it } from 'vitest';
import { AuthService } from '../../../src/application/auth/auth.service';
import { persistenceChoiceKey, WEB_VIEW_ACCESS_TOKEN_KEY } from '../../../src/application/auth/storage-keys';
import { anAuthHarness, flush, type AuthHarness } from '../../builders/auth-harness.builder';
import { anAuthUser } from '../../builders/auth-user.builder';

const PASSWORD = 'secret-pass';
const EMAIL = 'somchai@example.com';

/** A verified account whose terms and personal info are still ahead (a first sign-in after verifying). */
const newcomer = (h: AuthHarness) => {
  h.authProvider.addAccount(EMAIL, PASSWORD, { emailVerified: true, uid: 'uid-1' });
  h.userProfileApi.termsAccepted = false;
  h.userProfileApi.mandatory = { yes: false, missingFields: ['display_name'] };
};

/** Terms, then personal info, as the onboarding screens do. */
const finishOnboarding = async (service: AuthService) => {
  await service.acceptTerms();
  await service.personalInfoDone();
};

describe('spec §4 step 7 and Flags: the persistence chosen at sign-in comes back once onboarding is done', () => {
  it('email with remember-me: LOCAL, SESSION while terms and personal info are pending, then LOCAL again', async () => {
    const h = anAuthHarness();
    newcomer(h);

    await h.service.signInWithEmail(EMAIL, PASSWORD, true);
    expect(h.authProvider.persistenceHistory).toEqual(['LOCAL', 'SESSION']);
    await h.service.acceptTerms();
    // Personal info is still ahead: the half-onboarded session keeps SESSION (spec §4 step 7).
    expect(h.authProvider.persistence).toBe('SESSION');
    await h.service.personalInfoDone();

    expect(h.authProvider.persistenceHistory).toEqual(['LOCAL', 'SESSION', 'LOCAL']);
  });

  it('email without remember-me: SESSION throughout, and after onboarding too', async () => {
    const h = anAuthHarness();
    newcomer(h);

    await h.service.signInWithEmail(EMAIL, PASSWORD, false);
    await finishOnboarding(h.service);

    expect(h.authProvider.persistenceHistory).toEqual(['SESSION']);
  });

  it('social sign-in: LOCAL comes back after onboarding', async () => {
    const h = anAuthHarness();
    h.authProvider.socialUsers.set('google', anAuthUser({ uid: 'uid-g', providerIds: ['google.com'] }));
    h.userProfileApi.termsAccepted = false;
    h.userProfileApi.mandatory = { yes: false, missingFields: ['display_name'] };

    await h.service.signInWithSocial('google');
    await finishOnboarding(h.service);

    expect(h.authProvider.persistenceHistory).toEqual(['LOCAL', 'SESSION', 'LOCAL']);
  });

  it('LINE sign-in: LOCAL comes back after onboarding', async () => {
    const h = anAuthHarness();
    h.lineAuth.codes.set('code-1', { access_token: 'line-access-1', refresh_token: 'line-refresh-1', expires_in: 100 });
    h.authApi.customTokensByLineUser.set(h.lineAuth.profile.userId, 'custom-1');
    h.authProvider.customTokens.set('custom-1', anAuthUser({ uid: 'line:U1', email: null, providerIds: [] }));
    h.userProfileApi.termsAccepted = false;
    h.userProfileApi.mandatory = { yes: false, missingFields: ['display_name'] };
    h.service.startLineLogin();

    await h.service.completeLineLogin({ code: 'code-1', state: 'state-1' });
    await finishOnboarding(h.service);

    expect(h.authProvider.persistenceHistory).toEqual(['LOCAL', 'SESSION', 'LOCAL']);
  });

  it('registration: SESSION, LOCAL while the address is verified, and still LOCAL once onboarded', async () => {
    const h = anAuthHarness();
    h.userProfileApi.termsAccepted = false;
    h.userProfileApi.mandatory = { yes: false, missingFields: ['display_name'] };

    await h.service.register('new@example.com', PASSWORD);
    h.authProvider.markEmailVerified('new@example.com');
    await h.service.checkEmailVerified();
    await finishOnboarding(h.service);

    expect(h.authProvider.persistenceHistory).toEqual(['SESSION', 'LOCAL']);
    expect(h.authProvider.persistence).toBe('LOCAL');
  });

  it('the choice outlives a reload of the tab mid-onboarding: the restored session gets LOCAL back at the end', async () => {
    const h = anAuthHarness();
    newcomer(h);
    await h.service.signInWithEmail(EMAIL, PASSWORD, true);
    expect(h.keyValueStore.get(persistenceChoiceKey('uid-1'))).toBe('LOCAL');

    // The tab reloads: a new app over the same browser storage, the provider restores its SESSION user.
    const reloaded = new AuthService({ ...h, profileService: h.profileService });
    await reloaded.initialize();
    expect(reloaded.getState()).toMatchObject({ currentUserId: 'user-1', needAcceptTermsOfUse: true });
    expect(h.authProvider.persistence).toBe('SESSION');
    await finishOnboarding(reloaded);

    expect(h.authProvider.persistence).toBe('LOCAL');
    reloaded.dispose();
  });

  it('a provider that cannot switch storage does not undo the step: it is logged and onboarding goes on', async () => {
    const h = anAuthHarness();
    newcomer(h);
    await h.service.signInWithEmail(EMAIL, PASSWORD, true);
    await h.service.acceptTerms();
    h.authProvider.failures.fail('setPersistence', new Error('IndexedDB unavailable'));

    await h.service.personalInfoDone();

    expect(h.service.getState()).toMatchObject({ needUpdatePersonalInfo: false, needSelectInterests: true });
    expect(h.logger.at('warn')).toHaveLength(1);
  });

  it('logout forgets the choice (the next sign-in makes its own)', async () => {
    const h = anAuthHarness();
    newcomer(h);
    await h.service.signInWithEmail(EMAIL, PASSWORD, true);
    await h.service.logout();
    expect(h.keyValueStore.get(persistenceChoiceKey('uid-1'))).toBeNull();
  });
});

describe('a session that ends without the person signing out says so', () => {
  it('the API refused the session mid-onboarding: signed out, marked ended (the login page explains and leads back)', async () => {
    const h = anAuthHarness();
    newcomer(h);
    await h.service.signInWithEmail(EMAIL, PASSWORD, true);

    await h.service.sessionExpired();

    expect(h.service.getState()).toMatchObject({
      isInitialized: true,
      firebaseUser: null,
      currentUserId: null,
      needAcceptTermsOfUse: false,
      sessionEnded: true,
    });
    expect(h.authProvider.currentUser()).toBeNull();
  });

  it('the identity provider dropped the user (revoked, deleted, another tab): marked ended', async () => {
    const h = anAuthHarness();
    h.authProvider.addAccount(EMAIL, PASSWORD, { emailVerified: true, uid: 'uid-1' });
    await h.service.initialize();
    await h.service.signInWithEmail(EMAIL, PASSWORD, true);

    h.authProvider.dropUser();
    await flush();

    expect(h.service.getState()).toMatchObject({ firebaseUser: null, currentUserId: null, sessionEnded: true });
    h.service.dispose();
  });

  it('the person signing out is no ended session', async () => {
    const h = anAuthHarness();
    h.authProvider.addAccount(EMAIL, PASSWORD, { emailVerified: true, uid: 'uid-1' });
    await h.service.initialize();
    await h.service.signInWithEmail(EMAIL, PASSWORD, true);

    await h.service.logout();
    await flush();

    expect(h.service.getState().sessionEnded).toBe(false);
    h.service.dispose();
  });

  it('no user at start-up is no ended session either', async () => {
    const h = anAuthHarness();
    await h.service.initialize();
    expect(h.service.getState()).toMatchObject({ isInitialized: true, sessionEnded: false });
    h.service.dispose();
  });

  it('without a session to lose (a private call made signed out) it is a plain logout', async () => {
    const h = anAuthHarness();
    await h.service.initialize();
    await h.service.sessionExpired();
    expect(h.service.getState().sessionEnded).toBe(false);
    h.service.dispose();
  });

  it('calls still in flight when the session ended, refused in turn, keep the reason (the login page still says why)', async () => {
    const h = anAuthHarness();
    h.keyValueStore.values.set(WEB_VIEW_ACCESS_TOKEN_KEY, 'refused-token');
    await h.service.initialize();
    await flush();

    await Promise.all([h.service.sessionExpired(), h.service.sessionExpired()]);
    await h.service.sessionExpired();

    expect(h.service.getState().sessionEnded).toBe(true);
  });

  it('in the mobile web view the refused token is dropped and the session is marked ended', async () => {
    const h = anAuthHarness();
    h.keyValueStore.values.set(WEB_VIEW_ACCESS_TOKEN_KEY, 'refused-token');
    await h.service.initialize();
    await flush();

    await h.service.sessionExpired();

    expect(h.keyValueStore.get(WEB_VIEW_ACCESS_TOKEN_KEY)).toBeNull();
    expect(h.service.getState()).toMatchObject({ isWebViewAccessTokenInjected: false, sessionEnded: true });
  });
});
