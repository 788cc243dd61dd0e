import { describe, expect, it } from 'vitest';
import { INVALID_AUTH_STATE_MESSAGE } from '../../../src/application/auth/line-login.use-case';
import { LINE_LOGIN_STATE_KEY, LINE_TOKEN_KEY } from '../../../src/application/auth/storage-keys';
import { AppError } from '../../../src/domain/errors/app-error';
import { AuthMessageKey } from '../../../src/domain/errors/auth-error-keys';
import { anAuthHarness } from '../../builders/auth-harness.builder';
import { anAuthUser } from '../../builders/auth-user.builder';
import { aLineTokenSet } from '../../fakes/in-memory-line-auth';

describe('spec §4 Other sign-in paths: social sign-in', () => {
  it.each(['google', 'facebook', 'apple'] as const)(
    'spec §4 Social sign-in with %s: popup with LOCAL persistence, then common sign-in',
    async (provider) => {
      const h = anAuthHarness();
      h.authProvider.socialUsers.set(
        provider,
        anAuthUser({ uid: `uid-${provider}`, providerIds: [`${provider}.com`], emailVerified: false }),
      );
      const flags: boolean[] = [];
      h.service.subscribe((state) => flags.push(state.isLogginIn));

      await h.service.signInWithSocial(provider);

      expect(h.log.only('authProvider').slice(0, 2)).toEqual([
        'authProvider.setPersistence:LOCAL',
        `authProvider.signInWithSocial:${provider}`,
      ]);
      expect(flags[0]).toBe(true);
      expect(h.service.getState()).toMatchObject({
        isLogginIn: false,
        currentUserId: 'user-1',
        needVerifyEmail: false,
      });
    },
  );

  it('spec §8: account-exists-with-different-credential is rethrown with the "already signed" message and clears the login flag', async () => {
    const h = anAuthHarness();
    h.authProvider.failures.fail('signInWithSocial', { code: 'auth/account-exists-with-different-credential' });

    const failure = h.service.signInWithSocial('facebook');

    await expect(failure).rejects.toMatchObject({
      code: 'auth/account-exists-with-different-credential',
      messageKey: AuthMessageKey.alreadySigned,
    });
    expect(h.service.getState().isLogginIn).toBe(false);
  });
});

describe('spec §4 Other sign-in paths: email login', () => {
  it.each([
    [true, 'LOCAL'],
    [false, 'SESSION'],
  ] as const)(
    'spec §4 Email login: remember-me %s → %s persistence before signing in',
    async (rememberMe, persistence) => {
      const h = anAuthHarness();
      h.authProvider.addAccount('a@example.com', 'pw', { emailVerified: true });

      await h.service.signInWithEmail('a@example.com', 'pw', rememberMe);

      expect(h.log.entries.slice(0, 2)).toEqual([
        `authProvider.setPersistence:${persistence}`,
        'authProvider.signInWithEmail',
      ]);
      expect(h.authProvider.persistence).toBe(persistence);
    },
  );

  it('spec §4 Flags: a login failure clears the login flag (spec §8 invalid sign-in guide)', async () => {
    const h = anAuthHarness();
    h.authProvider.addAccount('a@example.com', 'pw');
    const flags: boolean[] = [];
    h.service.subscribe((state) => flags.push(state.isLogginIn));

    await expect(h.service.signInWithEmail('a@example.com', 'wrong', false)).rejects.toMatchObject({
      code: 'auth/invalid-credential',
      messageKey: AuthMessageKey.invalidSignIn,
    });

    expect(flags).toEqual([true, false]);
    expect(h.service.getState().isUserDisabled).toBe(false);
  });

  it('spec §4 Flags: auth/user-disabled sets isUserDisabled', async () => {
    const h = anAuthHarness();
    h.authProvider.addAccount('a@example.com', 'pw', {}, true);

    await expect(h.service.signInWithEmail('a@example.com', 'pw', false)).rejects.toMatchObject({
      code: 'auth/user-disabled',
    });

    expect(h.service.getState()).toMatchObject({ isUserDisabled: true, isLogginIn: false });
  });
});

describe('spec §4 Other sign-in paths: registration', () => {
  it('spec §4 Registration: SESSION, create the account, send the verification email, sign in, register success', async () => {
    const h = anAuthHarness();
    const registering: boolean[] = [];
    h.service.subscribe((state) => registering.push(state.isRegistering));

    await h.service.register('new@example.com', 'pw-123456');

    expect(h.log.only('authProvider').slice(0, 4)).toEqual([
      'authProvider.setPersistence:SESSION',
      'authProvider.createUserWithEmail',
      'authProvider.sendEmailVerification',
      'authProvider.getIdToken(force)',
    ]);
    expect(h.log.entries).toContain('authApi.login');
    expect(h.authProvider.verificationEmailsSent).toBe(1);
    expect(registering[0]).toBe(true);
    // A new password account is unverified: step 7 switches to LOCAL for the verification round trip.
    expect(h.service.getState()).toMatchObject({
      isRegistering: false,
      registerError: null,
      needVerifyEmail: true,
      currentUserId: 'user-1',
    });
    expect(h.authProvider.persistence).toBe('LOCAL');
  });

  it('spec §4 Registration: email-already-in-use sets registerError, and the clear action resets it', async () => {
    const h = anAuthHarness();
    h.authProvider.addAccount('taken@example.com', 'pw');

    await expect(h.service.register('taken@example.com', 'pw-123456')).rejects.toMatchObject({
      code: 'auth/email-already-in-use',
    });
    expect(h.service.getState().registerError).toMatchObject({
      code: 'auth/email-already-in-use',
      messageKey: AuthMessageKey.emailAlreadyInUse,
    });
    expect(h.service.getState().isRegistering).toBe(false);
    expect(h.authProvider.verificationEmailsSent).toBe(0);

    h.service.clearRegisterError();
    expect(h.service.getState().registerError).toBeNull();
  });

  it('spec §4 Registration: other failures end registering without a registerError', async () => {
    const h = anAuthHarness();
    h.authProvider.failures.fail('sendEmailVerification', { code: 'auth/too-many-requests' });

    await expect(h.service.register('new@example.com', 'pw-123456')).rejects.toMatchObject({
      code: 'auth/too-many-requests',
    });
    expect(h.service.getState()).toMatchObject({ isRegistering: false, registerError: null });
  });
});

describe('spec §4 Other sign-in paths: LINE login', () => {
  it('spec §4 LINE login: a random state is saved in local storage, then the browser goes to the authorize page', () => {
    const h = anAuthHarness();

    h.service.startLineLogin();

    expect(h.log.entries).toEqual([
      'lineAuth.authorizeUrl',
      `keyValueStore.set:${LINE_LOGIN_STATE_KEY}`,
      'browserLocation.assign',
    ]);
    expect(h.keyValueStore.get(LINE_LOGIN_STATE_KEY)).toBe('state-1');
    const url = new URL(h.browserLocation.assigned[0]!);
    expect(url.searchParams.get('state')).toBe('state-1');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('profile openid email');
  });

  it('spec §8: LINE not configured is a LINE login error and the browser stays', () => {
    const h = anAuthHarness();
    h.lineAuth.authorizeBase = null;
    expect(() => h.service.startLineLogin()).toThrow(AppError);
    expect(h.browserLocation.assigned).toEqual([]);
  });

  it('spec §4 LINE login callback: exchange the code, store tokens, load the profile, run common sign-in', async () => {
    const h = anAuthHarness();
    h.lineAuth.codes.set('code-1', aLineTokenSet());
    h.authProvider.customTokens.set('custom-token:U-line-1', anAuthUser({ uid: 'line:U-line-1', providerIds: [] }));
    h.service.startLineLogin();
    h.log.clear();

    await h.service.completeLineLogin({ code: 'code-1', state: 'state-1' });

    expect(h.log.entries.slice(0, 5)).toEqual([
      `keyValueStore.remove:${LINE_LOGIN_STATE_KEY}`,
      'authProvider.setPersistence:LOCAL', // LINE is remembered like the social sign-ins (persistenceChosenBy)
      'lineAuth.exchangeCode',
      `keyValueStore.set:${LINE_TOKEN_KEY}`,
      'lineAuth.getProfile',
    ]);
    expect(JSON.parse(h.keyValueStore.get(LINE_TOKEN_KEY)!)).toEqual(aLineTokenSet());
    expect(h.service.getState()).toMatchObject({
      lineUserProfile: h.lineAuth.profile,
      currentUserId: 'user-1',
      isLogginIn: false,
    });
  });

  it.each([
    ['a different state', 'state-other'],
    ['no state', null],
  ])('spec §4 LINE login callback: %s fails with "Invalid authentication state"', async (_name, state) => {
    const h = anAuthHarness();
    h.lineAuth.codes.set('code-1', aLineTokenSet());
    h.service.startLineLogin();

    const failure = h.service.completeLineLogin({ code: 'code-1', state });

    await expect(failure).rejects.toThrow(INVALID_AUTH_STATE_MESSAGE);
    await expect(failure).rejects.toBeInstanceOf(AppError);
    expect(INVALID_AUTH_STATE_MESSAGE).toBe('Invalid authentication state');
    expect(h.log.entries).not.toContain('lineAuth.exchangeCode');
    expect(h.keyValueStore.get(LINE_LOGIN_STATE_KEY)).toBeNull();
  });

  it('spec §4 LINE login callback: without a saved state even a state value fails', async () => {
    const h = anAuthHarness();
    await expect(h.service.completeLineLogin({ code: 'code-1', state: 'state-1' })).rejects.toThrow(
      INVALID_AUTH_STATE_MESSAGE,
    );
  });

  it('spec §4 Flags: a failed LINE exchange clears the login flag', async () => {
    const h = anAuthHarness();
    h.service.startLineLogin();
    await expect(h.service.completeLineLogin({ code: 'unknown-code', state: 'state-1' })).rejects.toBeInstanceOf(
      AppError,
    );
    expect(h.service.getState().isLogginIn).toBe(false);
  });
});

describe('spec §8 forgot password', () => {
  it('spec §8: forgot-password with user-not-found gives the incorrect-email message', async () => {
    const h = anAuthHarness();
    await expect(h.service.sendPasswordResetEmail('nobody@example.com')).rejects.toMatchObject({
      messageKey: AuthMessageKey.incorrectEmail,
    });
  });

  it('sends the reset email to a known account', async () => {
    const h = anAuthHarness();
    h.authProvider.addAccount('a@example.com', 'pw');
    await h.service.sendPasswordResetEmail('a@example.com');
    expect(h.authProvider.passwordResetEmailsTo).toEqual(['a@example.com']);
  });
});
