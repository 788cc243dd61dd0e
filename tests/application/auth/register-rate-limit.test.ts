import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/domain/errors/app-error';
import { ErrorCode } from '../../../src/domain/errors/error-codes';
import { anAuthHarness } from '../../builders/auth-harness.builder';

const rateLimited = () =>
  new AppError({ code: ErrorCode.tooManyRequests, messageKey: 'errors.tooManyRequests', details: { status: 429 } });

describe('spec §4 Registration under the per-client limit', () => {
  it('spec §4 Registration §2 gate rule 2: a 429 from the backend login after the account is made ends as a deferred sign-in on verify-email', async () => {
    const h = anAuthHarness();
    h.authApi.failures.fail('login', rateLimited());

    await expect(h.service.register('new@example.com', 'pw-123456')).resolves.toEqual({ signInDeferred: true });

    expect(h.authProvider.verificationEmailsSent).toBe(1);
    expect(h.service.getState()).toMatchObject({
      isRegistering: false,
      registerError: null,
      isInitialized: true,
      needVerifyEmail: true,
      currentUserId: null,
      firebaseUser: { email: 'new@example.com' },
    });
    // Kept across the verification round trip, as step 7 does for an unverified password account.
    expect(h.authProvider.persistence).toBe('LOCAL');
  });

  it("spec §4 Registration: the identity provider's auth/too-many-requests after the email went out is deferred too", async () => {
    const h = anAuthHarness();
    h.authProvider.failures.fail('getIdToken', { code: 'auth/too-many-requests' });

    await expect(h.service.register('new@example.com', 'pw-123456')).resolves.toEqual({ signInDeferred: true });
    expect(h.service.getState()).toMatchObject({ needVerifyEmail: true, registerError: null });
  });

  it('spec §4 Common sign-in: once the address is verified, the deferred sign-in runs (backend login, profile)', async () => {
    const h = anAuthHarness();
    h.authApi.failures.fail('login', rateLimited());
    await h.service.register('new@example.com', 'pw-123456');
    h.authProvider.markEmailVerified('new@example.com');
    h.log.entries.length = 0;

    await expect(h.service.checkEmailVerified()).resolves.toBe(true);

    expect(h.log.entries).toContain('authApi.login');
    expect(h.service.getState()).toMatchObject({ needVerifyEmail: false, currentUserId: 'user-1' });
  });

  it('spec §2 gate rule 2: verified while the limit still answers 429, the user stays on verify-email (not handed to the terms without a sign-in) and the next check signs in', async () => {
    const h = anAuthHarness();
    h.authApi.failures.fail('login', rateLimited(), 2);
    await h.service.register('new@example.com', 'pw-123456');
    h.authProvider.markEmailVerified('new@example.com');

    await expect(h.service.checkEmailVerified()).rejects.toMatchObject({ code: ErrorCode.tooManyRequests });
    // Handing over to the terms step here left a person on /terms with no backend account ("user not found").
    expect(h.service.getState()).toMatchObject({
      needVerifyEmail: true,
      needAcceptTermsOfUse: false,
      currentUserId: null,
    });

    await expect(h.service.checkEmailVerified()).resolves.toBe(true);
    expect(h.service.getState()).toMatchObject({
      needVerifyEmail: false,
      needAcceptTermsOfUse: true,
      currentUserId: 'user-1',
    });
  });

  it('spec §4 Registration: a 429 before the account exists still fails the form', async () => {
    const h = anAuthHarness();
    h.authProvider.failures.fail('createUserWithEmail', { code: 'auth/too-many-requests' });

    await expect(h.service.register('new@example.com', 'pw-123456')).rejects.toMatchObject({
      code: 'auth/too-many-requests',
    });
    expect(h.service.getState()).toMatchObject({ isRegistering: false, firebaseUser: null });
  });
});
