import { describe, expect, it } from 'vitest';
import { persistenceChoiceKey } from '../../../src/application/auth/storage-keys';
import { AppError } from '../../../src/domain/errors/app-error';
import { CookieName } from '../../../src/domain/constants/business-constants';
import { anAuthHarness, type AuthHarness } from '../../builders/auth-harness.builder';

const PASSWORD = 'secret-pass';

/** Marks step 8's dispatch in the call log so its place among the port calls can be asserted. */
const markDispatches = (h: AuthHarness): void => {
  let seen: string | null = null;
  h.service.subscribe((state) => {
    if (state.currentUserId !== seen) {
      seen = state.currentUserId;
      if (seen !== null) h.log.record(`store.${state.isLogginIn ? 'pending' : 'session'}:${seen}`);
    }
  });
};

const withVerifiedAccount = (h: AuthHarness) =>
  h.authProvider.addAccount('somchai@example.com', PASSWORD, { emailVerified: true, uid: 'uid-1' });

describe('spec §4 Common sign-in', () => {
  it('spec §4 Common sign-in steps 1-8 run in order (email login of a fully onboarded user)', async () => {
    const h = anAuthHarness();
    withVerifiedAccount(h);
    markDispatches(h);

    await h.service.signInWithEmail('somchai@example.com', PASSWORD, true);

    expect(h.log.entries).toEqual([
      'authProvider.setPersistence:LOCAL',
      'authProvider.signInWithEmail',
      'geolocation.permission', // 1: granted here, so the position is read
      'authProvider.getIdToken(force)', // 2, asked alongside step 1
      'geolocation.getPosition', // 1
      'authApi.login', // 4
      'profileApi.profileExists', // 5
      'profileApi.termsOfUse', // 6
      'profileApi.mandatoryFields', // 6
      'store.session:user-1', // 8 dispatch (step 7: nothing pending, so remember-me's LOCAL, already set)
      `keyValueStore.set:${persistenceChoiceKey('uid-1')}`, // the choice, for when a later onboarding ends
      'profileApi.me', // 8 load the profile
      `cookieStore.set:${CookieName.firebaseToken}`,
    ]);
    expect(h.service.getState()).toMatchObject({
      isInitialized: true,
      isLogginIn: false,
      currentUserId: 'user-1',
      needVerifyEmail: false,
      needAcceptTermsOfUse: false,
      needUpdatePersonalInfo: false,
    });
    expect(h.service.getState().firebaseUser?.uid).toBe('uid-1');
    expect(h.profileService.getState().profile?.userId).toBe('user-1');
  });

  it('spec §4 Common sign-in step 4: backend login gets the fresh token, lat, lng and device name', async () => {
    const h = anAuthHarness();
    withVerifiedAccount(h);
    h.geolocation.result = { position: { lat: 18.79, lng: 98.98 } };
    h.deviceInfo.name = 'Safari on iPhone';

    await h.service.signInWithEmail('somchai@example.com', PASSWORD, false);

    expect(h.authApi.logins).toEqual([
      { token: 'id-token:uid-1:1', lat: 18.79, lng: 98.98, device: 'Safari on iPhone' },
    ]);
  });

  it('spec §4 Common sign-in step 1: geolocation failure is only logged as a warning', async () => {
    const h = anAuthHarness();
    withVerifiedAccount(h);
    h.geolocation.result = { error: new Error('User denied Geolocation') };

    await h.service.signInWithEmail('somchai@example.com', PASSWORD, false);

    expect(h.authApi.logins[0]).toMatchObject({ lat: null, lng: null });
    expect(h.logger.at('warn')).toHaveLength(1);
    expect(h.logger.at('error')).toHaveLength(0);
    expect(h.service.getState().currentUserId).toBe('user-1');
  });

  it('spec §4 Common sign-in step 5: a profile is created with user_id and the provider uid when none exists', async () => {
    const h = anAuthHarness();
    withVerifiedAccount(h);
    h.userProfileApi.profiles.clear();
    h.authApi.userId = 'user-new';
    h.userProfileApi.meId = 'user-new';

    await h.service.signInWithEmail('somchai@example.com', PASSWORD, false);

    expect(h.userProfileApi.created).toEqual([{ userId: 'user-new', firebaseId: 'uid-1' }]);
    expect(h.log.only('profileApi')).toEqual([
      'profileApi.profileExists',
      'profileApi.createProfile',
      'profileApi.termsOfUse',
      'profileApi.mandatoryFields',
      'profileApi.me',
    ]);
  });

  it('spec §4 Common sign-in step 5: an existing profile is not created again', async () => {
    const h = anAuthHarness();
    withVerifiedAccount(h);
    await h.service.signInWithEmail('somchai@example.com', PASSWORD, false);
    expect(h.userProfileApi.created).toEqual([]);
  });

  it.each([
    [
      'unverified password account → needVerifyEmail, persistence LOCAL',
      { emailVerified: false },
      true,
      true,
      { needVerifyEmail: true, needAcceptTermsOfUse: false, needUpdatePersonalInfo: false },
      'LOCAL',
    ],
    [
      'terms not accepted → needAcceptTermsOfUse, persistence SESSION',
      { emailVerified: true },
      false,
      true,
      { needVerifyEmail: false, needAcceptTermsOfUse: true, needUpdatePersonalInfo: false },
      'SESSION',
    ],
    [
      'mandatory fields missing → needUpdatePersonalInfo, persistence SESSION',
      { emailVerified: true },
      true,
      false,
      { needVerifyEmail: false, needAcceptTermsOfUse: false, needUpdatePersonalInfo: true },
      'SESSION',
    ],
    [
      'unverified and terms pending → LOCAL wins',
      { emailVerified: false },
      false,
      false,
      { needVerifyEmail: true, needAcceptTermsOfUse: true, needUpdatePersonalInfo: true },
      'LOCAL',
    ],
  ] as const)('spec §4 Common sign-in steps 6-7: %s', async (_name, user, terms, mandatory, flags, persistence) => {
    const h = anAuthHarness();
    h.authProvider.addAccount('somchai@example.com', PASSWORD, user);
    h.userProfileApi.termsAccepted = terms;
    h.userProfileApi.mandatory = { yes: mandatory, missingFields: mandatory ? [] : ['display_name'] };
    markDispatches(h);

    await h.service.signInWithEmail('somchai@example.com', PASSWORD, true);

    expect(h.service.getState()).toMatchObject(flags);
    const entries = h.log.entries;
    if (persistence === 'LOCAL') {
      // Remember-me already set LOCAL: the provider is not asked again.
      expect(h.authProvider.persistenceHistory).toEqual(['LOCAL']);
      expect(entries.indexOf('store.session:user-1')).toBe(entries.indexOf('profileApi.mandatoryFields') + 1);
    } else {
      expect(h.authProvider.persistenceHistory).toEqual(['LOCAL', persistence]);
      expect(entries.lastIndexOf(`authProvider.setPersistence:${persistence}`)).toBe(
        entries.indexOf('profileApi.mandatoryFields') + 1,
      );
      expect(entries.indexOf('store.session:user-1')).toBe(entries.indexOf('profileApi.mandatoryFields') + 2);
    }
  });

  it('spec §4 Common sign-in step 3: a LINE user exchanges the LINE access token and user id for a custom token', async () => {
    const h = anAuthHarness();
    const lineUser = {
      uid: 'line:U-line-1',
      email: null,
      emailVerified: false,
      providerIds: [],
      displayName: 'Line User',
      photoUrl: null,
    };
    h.authApi.customTokensByLineUser.set('U-line-1', 'custom-1');
    h.authProvider.customTokens.set('custom-1', lineUser);
    h.lineAuth.codes.set('code-1', { access_token: 'line-access-1', refresh_token: 'line-refresh-1', expires_in: 100 });
    h.service.startLineLogin();
    h.log.clear();

    await h.service.completeLineLogin({ code: 'code-1', state: 'state-1' });

    expect(h.log.only('authProvider', 'authApi', 'geolocation')).toEqual([
      'authProvider.setPersistence:LOCAL', // LINE is remembered like the social sign-ins
      'geolocation.permission',
      'authProvider.getIdToken(force)', // step 2: no identity user yet, so no token
      'geolocation.getPosition',
      'authApi.customLineToken',
      'authProvider.signInWithCustomToken',
      'authProvider.getIdToken(force)',
      'authApi.login',
    ]);
    expect(h.authApi.customLineRequests).toEqual([{ accessToken: 'line-access-1', lineUserId: 'U-line-1' }]);
    expect(h.authApi.logins[0]?.token).toBe('id-token:line:U-line-1:1');
    expect(h.service.getState()).toMatchObject({ currentUserId: 'user-1', needVerifyEmail: false, isLogginIn: false });
  });

  it('spec §4 Common sign-in: on failure to init the user the error is logged and rethrown', async () => {
    const h = anAuthHarness();
    withVerifiedAccount(h);
    const backendDown = new AppError({ code: 5000104000, messageKey: 'errors.internal' });
    h.authApi.failures.fail('login', backendDown);

    await expect(h.service.signInWithEmail('somchai@example.com', PASSWORD, false)).rejects.toBe(backendDown);

    expect(h.logger.at('error').map((entry) => entry.details)).toEqual([backendDown]);
    expect(h.service.getState()).toMatchObject({ isLogginIn: false, currentUserId: null });
    expect(h.log.entries).not.toContain('profileApi.profileExists');
  });
});
