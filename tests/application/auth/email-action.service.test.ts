import { describe, expect, it } from 'vitest';
import { EmailActionService } from '../../../src/application/auth/email-action.service';
import { UNSUPPORTED_ACTION_MODE_MESSAGE } from '../../../src/domain/auth/email-action';
import { AppError } from '../../../src/domain/errors/app-error';
import { CallLog } from '../../fakes/call-log';
import { InMemoryAuthProvider } from '../../fakes/in-memory-auth-provider';

const setup = () => {
  const log = new CallLog();
  const authProvider = new InMemoryAuthProvider(log);
  authProvider.addAccount('a@example.com', 'old-pw');
  authProvider.validActionCodes.set('code-1', 'a@example.com');
  return { log, authProvider, service: new EmailActionService(authProvider) };
};

describe('spec §4 Email action links', () => {
  it('spec §4 Email action links: verifyEmail applies the code to confirm the address', async () => {
    const t = setup();
    const action = t.service.parse('?mode=verifyEmail&oobCode=code-1');

    expect(await t.service.perform(action)).toEqual({ mode: 'verifyEmail' });

    expect(t.log.entries).toEqual(['authProvider.applyActionCode']);
    expect(t.authProvider.accounts.get('a@example.com')?.user.emailVerified).toBe(true);
  });

  it('spec §4 Email action links: resetPassword only checks the code', async () => {
    const t = setup();

    const result = await t.service.perform(t.service.parse('?mode=resetPassword&oobCode=code-1'));

    expect(result).toEqual({ mode: 'resetPassword', oobCode: 'code-1', email: 'a@example.com' });
    expect(t.log.entries).toEqual(['authProvider.verifyPasswordResetCode']);
    expect(t.authProvider.accounts.get('a@example.com')?.password).toBe('old-pw');
  });

  it('spec §4 Email action links: confirming the new password is a separate call', async () => {
    const t = setup();
    await t.service.confirmPasswordReset('code-1', 'new-pw');
    expect(t.authProvider.accounts.get('a@example.com')?.password).toBe('new-pw');
  });

  it.each([
    ['recoverEmail', '?mode=recoverEmail&oobCode=code-1'],
    ['an unknown mode', '?mode=signIn&oobCode=code-1'],
    ['no mode', '?oobCode=code-1'],
  ])('spec §4 Email action links: %s throws "Unsupported action mode."', async (_name, search) => {
    const t = setup();
    const failure = t.service.perform(t.service.parse(search));
    await expect(failure).rejects.toThrow(UNSUPPORTED_ACTION_MODE_MESSAGE);
    await expect(failure).rejects.toBeInstanceOf(AppError);
    expect(UNSUPPORTED_ACTION_MODE_MESSAGE).toBe('Unsupported action mode.');
    expect(t.log.entries).toEqual([]);
  });

  it('spec §8: a used or unknown code is an auth/ error', async () => {
    const t = setup();
    await expect(t.service.perform(t.service.parse('?mode=verifyEmail&oobCode=nope'))).rejects.toMatchObject({
      code: 'auth/invalid-action-code',
    });
  });

  it('a link without a code never reaches the provider', async () => {
    const t = setup();
    await expect(t.service.perform(t.service.parse('?mode=verifyEmail'))).rejects.toMatchObject({
      code: 'auth/invalid-action-code',
    });
    expect(t.log.entries).toEqual([]);
  });
});
