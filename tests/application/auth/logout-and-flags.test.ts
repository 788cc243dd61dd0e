import { describe, expect, it } from 'vitest';
import { LINE_TOKEN_KEY, persistenceChoiceKey, userTokenKey } from '../../../src/application/auth/storage-keys';
import { initialisedEmptyAuthState } from '../../../src/domain/auth/auth-state';
import { CookieName } from '../../../src/domain/constants/business-constants';
import { AppError } from '../../../src/domain/errors/app-error';
import { anAuthHarness } from '../../builders/auth-harness.builder';
import { aLineTokenSet } from '../../fakes/in-memory-line-auth';

const signedIn = async () => {
  const h = anAuthHarness();
  h.authProvider.addAccount('a@example.com', 'pw', { uid: 'uid-1', emailVerified: true });
  await h.service.signInWithEmail('a@example.com', 'pw', true);
  h.keyValueStore.values.set(LINE_TOKEN_KEY, JSON.stringify(aLineTokenSet()));
  h.keyValueStore.values.set(userTokenKey('uid-1'), 'cached');
  h.log.clear();
  return h;
};

describe('spec §4 Logout', () => {
  it('spec §4 Logout: fetch the token, tell the backend, sign out, clear LINE tokens, clear the profile, reset auth', async () => {
    const h = await signedIn();
    const profileCleared: number[] = [];
    h.profileService.subscribe((state) => {
      if (state.profile === null) profileCleared.push(h.log.entries.length);
    });

    await h.service.logout();

    expect(h.log.entries).toEqual([
      'authProvider.getIdToken',
      'authApi.logout',
      'authProvider.signOut',
      `keyValueStore.remove:${LINE_TOKEN_KEY}`,
      `keyValueStore.remove:${userTokenKey('uid-1')}`,
      `keyValueStore.remove:${persistenceChoiceKey('uid-1')}`,
      `cookieStore.remove:${CookieName.firebaseToken}`,
    ]);
    expect(h.authApi.logouts).toEqual(['id-token:uid-1:2']);
    expect(profileCleared).toEqual([h.log.entries.length]);
    expect(h.service.getState()).toEqual(initialisedEmptyAuthState);
    expect(h.authProvider.currentUser()).toBeNull();
  });

  it('spec §4 Logout: a backend failure is logged and the user is still signed out', async () => {
    const h = await signedIn();
    h.authApi.failures.fail('logout', new AppError({ code: 5000104000, messageKey: 'errors.internal' }));

    await h.service.logout();

    expect(h.logger.at('warn')).toHaveLength(1);
    expect(h.authProvider.currentUser()).toBeNull();
    expect(h.service.getState()).toEqual(initialisedEmptyAuthState);
  });

  it('spec §4 Logout: without a token the backend is not called', async () => {
    const h = anAuthHarness();
    await h.service.logout();
    expect(h.log.entries).not.toContain('authApi.logout');
    expect(h.service.getState()).toEqual(initialisedEmptyAuthState);
  });

  it('spec §4 Logout: after logout, the next sign-in runs the common sign-in again', async () => {
    const h = await signedIn();
    await h.service.logout();
    await h.service.signInWithEmail('a@example.com', 'pw', true);
    expect(h.authApi.logins).toHaveLength(2);
    expect(h.service.getState().currentUserId).toBe('user-1');
  });
});

describe('spec §4 Flags', () => {
  it('spec §4 Flags: verify email done turns needVerifyEmail off and requires terms', async () => {
    const h = anAuthHarness();
    h.authProvider.addAccount('a@example.com', 'pw', { emailVerified: false });
    await h.service.signInWithEmail('a@example.com', 'pw', false);
    expect(h.service.getState().needVerifyEmail).toBe(true);

    await h.service.verifyEmailDone();

    expect(h.service.getState()).toMatchObject({ needVerifyEmail: false, needAcceptTermsOfUse: true });
  });

  it('spec §4 Flags / §9 verify check: checkEmailVerified reloads the user and reports verification once it happened', async () => {
    const h = anAuthHarness();
    h.authProvider.addAccount('a@example.com', 'pw', { emailVerified: false });
    await h.service.signInWithEmail('a@example.com', 'pw', false);

    expect(await h.service.checkEmailVerified()).toBe(false);
    expect(h.service.getState().needVerifyEmail).toBe(true);

    h.authProvider.markEmailVerified('a@example.com');
    h.log.clear();
    expect(await h.service.checkEmailVerified()).toBe(true);

    expect(h.log.entries).toEqual(['authProvider.reloadCurrentUser', 'authProvider.getIdToken(force)']);
    expect(h.service.getState()).toMatchObject({ needVerifyEmail: false, needAcceptTermsOfUse: true });
    expect(h.service.getState().firebaseUser?.emailVerified).toBe(true);
  });

  it('spec §4 Flags: accept terms calls the API, then the flag goes off', async () => {
    const h = anAuthHarness();
    h.authProvider.addAccount('a@example.com', 'pw', { emailVerified: true });
    h.userProfileApi.termsAccepted = false;
    await h.service.signInWithEmail('a@example.com', 'pw', false);
    expect(h.service.getState().needAcceptTermsOfUse).toBe(true);

    await h.service.acceptTerms();

    expect(h.userProfileApi.termsAcceptCalls).toBe(1);
    expect(h.service.getState().needAcceptTermsOfUse).toBe(false);
  });

  it('spec §4 Flags / §8: accept terms failing keeps the flag and carries the accept-terms action', async () => {
    const h = anAuthHarness();
    h.userProfileApi.failures.fail('acceptTermsOfUse', { status: { err_code: 5000101999, err_message: 'boom' } });
    const before = h.service.getState().needAcceptTermsOfUse;

    await expect(h.service.acceptTerms()).rejects.toMatchObject({ code: 5000101999, action: 'acceptTerms' });
    expect(h.service.getState().needAcceptTermsOfUse).toBe(before);
  });

  it('spec §4 Flags: onboarding personal info done → download-app on, personal info off', async () => {
    const h = anAuthHarness();
    h.authProvider.addAccount('a@example.com', 'pw', { emailVerified: true });
    h.userProfileApi.mandatory = { yes: false, missingFields: ['display_name'] };
    await h.service.signInWithEmail('a@example.com', 'pw', false);

    await h.service.personalInfoDone();

    expect(h.service.getState()).toMatchObject({ needUpdatePersonalInfo: false, showDownloadApp: true });
  });

  it('spec §4 Flags: interests done → download-app on; download-app done → off', () => {
    const h = anAuthHarness();
    h.service.interestsDone();
    expect(h.service.getState().showDownloadApp).toBe(true);
    h.service.downloadAppDone();
    expect(h.service.getState().showDownloadApp).toBe(false);
  });

  it('spec §4 Flags: a general error is set for the toast and then cleared', () => {
    const h = anAuthHarness();
    const reported = h.service.reportError({ status: { err_code: 4040102001, err_message: 'no user' } });

    expect(reported).toMatchObject({ code: 4040102001, messageKey: 'errors.userNotFound' });
    expect(h.service.getState().generalError).toBe(reported);
    h.service.clearGeneralError();
    expect(h.service.getState().generalError).toBeNull();
  });

  it('spec §4 Flags: a disabled-user error on the general channel sets isUserDisabled instead of a toast', () => {
    const h = anAuthHarness();
    h.service.reportError({ code: 'auth/user-disabled' });
    expect(h.service.getState()).toMatchObject({ isUserDisabled: true, generalError: null });
  });

  it('resendVerificationEmail sends another verification email', async () => {
    const h = anAuthHarness();
    await h.service.resendVerificationEmail();
    expect(h.authProvider.verificationEmailsSent).toBe(1);
  });
});
